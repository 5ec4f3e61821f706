import {
  checkEmail,
  checkPassword,
  checkUsername,
  currencyDefault,
  partnerKinds,
  partnerPayoutMethods,
  type AccountRuleCode,
  type Currency,
  type PartnerKind,
  type PartnerPayoutMethod,
  type PartnerRegisterBody,
} from '@oddsmith/core';

export type PartnerRegisterValues = {
  kind: PartnerKind;
  name: string;
  username: string;
  email: string;
  password: string;
  website: string;
  payoutMethod: PartnerPayoutMethod;
  payoutDetails: string;
  currency: string;
  termsAccepted: boolean;
};

export const partnerRegisterInitialValues: PartnerRegisterValues = {
  kind: partnerKinds[1],
  name: '',
  username: '',
  email: '',
  password: '',
  website: '',
  payoutMethod: partnerPayoutMethods[0],
  payoutDetails: '',
  currency: currencyDefault,
  termsAccepted: false,
};

/** The fields the server may name in a refusal: its message goes under that field. */
export const partnerRegisterFields = ['kind', 'name', 'username', 'email', 'password', 'website', 'payoutMethod', 'payoutDetails', 'currency', 'termsAccepted'] as const;

/** A rule a field breaks, as a translation key under `partnerArea.register.rules` or core's account rule code. */
export type PartnerFieldRule = { key: string; values?: Record<string, number> } | { account: AccountRuleCode };

const nameLength = { min: 2, max: 120 } as const;
const detailsLength = { min: 4, max: 200 } as const;
const websiteLengthMax = 200;

function isHttpsAddress(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const rule = (key: string, values?: Record<string, number>): PartnerFieldRule => ({ key, values });
const account = (result: { ok: true } | { ok: false; code: AccountRuleCode }): PartnerFieldRule | null => (result.ok ? null : { account: result.code });

/** Each field's check, the same rules as the contract (partnerRegisterBodySchema): null when the value is fine. */
export const partnerRegisterRules: { [K in keyof PartnerRegisterValues]?: (value: PartnerRegisterValues[K]) => PartnerFieldRule | null } = {
  name: (value) => {
    const length = value.trim().length;
    return length < nameLength.min || length > nameLength.max ? rule('nameLength', nameLength) : null;
  },
  username: (value) => account(checkUsername(value.trim())),
  email: (value) => account(checkEmail(value.trim())),
  password: (value) => account(checkPassword(value)),
  website: (value) => {
    const text = value.trim();
    if (!text) return null;
    return text.length > websiteLengthMax || !isHttpsAddress(text) ? rule('website') : null;
  },
  payoutDetails: (value) => {
    const length = value.trim().length;
    return length < detailsLength.min || length > detailsLength.max ? rule('payoutDetailsLength', detailsLength) : null;
  },
  termsAccepted: (value) => (value ? null : rule('terms')),
};

/** The body of `POST /api/partner/register` from the form's values (trimmed; no website when left empty). */
export function partnerRegisterBody(values: PartnerRegisterValues): PartnerRegisterBody {
  const website = values.website.trim();
  return {
    kind: values.kind,
    name: values.name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(website ? { website } : {}),
    payoutMethod: values.payoutMethod,
    payoutDetails: values.payoutDetails.trim(),
    termsAccepted: true,
    currency: values.currency as Currency,
  };
}

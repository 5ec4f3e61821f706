import { parseAmount } from '@oddsmith/core';
import type { AdminPaymentMethod } from '@oddsmith/core';
import type { PaymentMethodKind, PaymentProvider } from '@oddsmith/core';

/** The form as typed: amounts and numbers as text. */
export type PaymentMethodDraft = {
  name: string;
  kind: PaymentMethodKind;
  provider: PaymentProvider;
  min: string;
  max: string;
  feeFixed: string;
  feeBasisPoints: string;
  enabled: boolean;
  displayOrder: string;
  instructions: string;
};

/** The body sent: amounts as decimal text (the server checks them again: max ≥ min, ≤ 2 decimals), numbers as numbers. */
export type PaymentMethodInput = Omit<PaymentMethodDraft, 'feeBasisPoints' | 'displayOrder'> & { feeBasisPoints: number; displayOrder: number };

export type PaymentMethodErrors = Partial<Record<'name' | 'provider' | 'min' | 'max' | 'feeFixed' | 'feeBasisPoints' | 'displayOrder', string>>;

export const emptyPaymentMethodDraft: PaymentMethodDraft = {
  name: '',
  kind: 'bank_transfer',
  // Staff confirm by reference unless someone picks the sandbox (which only development servers run).
  provider: 'manual',
  min: '10',
  max: '1000',
  feeFixed: '0',
  feeBasisPoints: '0',
  enabled: true,
  displayOrder: '0',
  instructions: '',
};

export function draftOf(method: AdminPaymentMethod): PaymentMethodDraft {
  // The API's decimals (at most 2 places) read back as the same text a person would type.
  const amount = (value: number) => (parseAmount(value).ok ? String(value) : '');
  return {
    name: method.name,
    kind: method.kind,
    provider: method.provider,
    min: amount(method.min),
    max: amount(method.max),
    feeFixed: amount(method.feeFixed),
    feeBasisPoints: String(method.feeBasisPoints),
    enabled: method.enabled,
    displayOrder: String(method.displayOrder),
    instructions: method.instructions,
  };
}

const wholeNumber = /^\d{1,6}$/;

/** Error keys (`adminBank.methods.errors.*` or `bank.amountErrors.*`) per field, or the body to send. */
export function validatePaymentMethod(draft: PaymentMethodDraft): { ok: true; input: PaymentMethodInput } | { ok: false; errors: PaymentMethodErrors } {
  const errors: PaymentMethodErrors = {};
  if (!draft.name.trim()) errors.name = 'adminBank.methods.errors.name';
  const min = parseAmount(draft.min.trim());
  const max = parseAmount(draft.max.trim());
  const fee = parseAmount(draft.feeFixed.trim() || '0');
  if (!min.ok || min.cents <= 0) errors.min = min.ok ? 'bank.amountErrors.positive' : 'bank.amountErrors.format';
  if (!max.ok || max.cents <= 0) errors.max = max.ok ? 'bank.amountErrors.positive' : 'bank.amountErrors.format';
  else if (min.ok && max.cents < min.cents) errors.max = 'adminBank.methods.errors.maxBelowMin';
  if (!fee.ok || fee.cents < 0) errors.feeFixed = 'bank.amountErrors.format';
  if (!wholeNumber.test(draft.feeBasisPoints.trim()) || Number(draft.feeBasisPoints) > 10_000) errors.feeBasisPoints = 'adminBank.methods.errors.basisPoints';
  if (!/^-?\d{1,6}$/.test(draft.displayOrder.trim())) errors.displayOrder = 'adminBank.methods.errors.order';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: draft.name.trim(),
      kind: draft.kind,
      provider: draft.provider,
      min: draft.min.trim(),
      max: draft.max.trim(),
      feeFixed: draft.feeFixed.trim() || '0',
      feeBasisPoints: Number(draft.feeBasisPoints.trim()),
      enabled: draft.enabled,
      displayOrder: Number(draft.displayOrder.trim()),
      instructions: draft.instructions.trim(),
    },
  };
}

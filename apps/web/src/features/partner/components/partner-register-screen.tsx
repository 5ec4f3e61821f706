import { useState } from 'react';
import { Anchor, Checkbox, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconAt, IconUser, IconWorld } from '@tabler/icons-react';
import { currencies, partnerKinds, partnerPayoutMethods, passwordLengthMin, usernameLengthMax, usernameLengthMin, type AuthPayload } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { usePartnerRegisterMutation } from '../api/partner-api';
import {
  partnerRegisterBody,
  partnerRegisterFields,
  partnerRegisterInitialValues,
  partnerRegisterRules,
  type PartnerFieldRule,
  type PartnerRegisterValues,
} from '../register-form';
import { AuthCardFrame, FormError, SubmitAndSwitch } from './auth-card-frame';

type RegisterForm = UseFormReturnType<PartnerRegisterValues>;

/** The form with the contract's rules as translated field messages, and the server's verdict on a field or the form. */
function usePartnerRegisterForm(onSignedIn: (payload: AuthPayload) => void) {
  const { t } = useTranslation();
  const [register, { isLoading }] = usePartnerRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const textOf = (broken: PartnerFieldRule | null) => {
    if (!broken) return null;
    if ('account' in broken) return t(`validation.${broken.account}`, { min: usernameLengthMin, max: usernameLengthMax, minPassword: passwordLengthMin });
    return t(`partnerArea.register.rules.${broken.key}`, broken.values);
  };
  const validate = Object.fromEntries(
    Object.entries(partnerRegisterRules).map(([field, check]) => [field, (value: never) => textOf((check as (value: never) => PartnerFieldRule | null)(value))]),
  );
  const form = useForm<PartnerRegisterValues>({ initialValues: partnerRegisterInitialValues, validate });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await register(partnerRegisterBody(values)).unwrap());
    } catch (error) {
      const field = serverFieldOf(error);
      if (field && (partnerRegisterFields as readonly string[]).includes(field)) form.setFieldError(field, serverMessageOf(error));
      else setFormError(serverMessageOf(error));
    }
  });
  return { form, submit, formError, isLoading };
}

/** Who the partner is: a company or a person, the name, the login and the website. */
function IdentityFields({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const kind = form.values.kind;
  return (
    <>
      <SegmentedControl
        fullWidth
        aria-label={t('partnerArea.register.kind')}
        data={partnerKinds.map((value) => ({ value, label: t(`partnerArea.kinds.${value}`) }))}
        {...form.getInputProps('kind')}
      />
      <TextInput label={t(`partnerArea.register.name.${kind}`)} autoComplete={kind === 'company' ? 'organization' : 'name'} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('auth.fields.username')} leftSection={<IconUser size={16} />} autoComplete="username" required {...form.getInputProps('username')} />
        <TextInput label={t('auth.fields.email')} type="email" leftSection={<IconAt size={16} />} autoComplete="email" required {...form.getInputProps('email')} />
      </SimpleGrid>
      <PasswordInput label={t('auth.fields.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
      <TextInput
        label={t('partnerArea.register.website')}
        description={t('partnerArea.register.websiteHint')}
        placeholder="https://"
        type="url"
        leftSection={<IconWorld size={16} />}
        autoComplete="url"
        {...form.getInputProps('website')}
      />
    </>
  );
}

/** Where the commission is paid: the method, the account and the currency. */
function PayoutFields({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('partnerArea.register.payoutMethod')}
          data={partnerPayoutMethods.map((value) => ({ value, label: t(`partnerArea.payoutMethods.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('payoutMethod')}
        />
        <Select label={t('auth.fields.currency')} data={currencies.map((code) => ({ value: code, label: code }))} allowDeselect={false} {...form.getInputProps('currency')} />
      </SimpleGrid>
      <TextInput
        label={t('partnerArea.register.payoutDetails')}
        description={t(`partnerArea.register.payoutDetailsHint.${form.values.payoutMethod}`)}
        required
        {...form.getInputProps('payoutDetails')}
      />
    </>
  );
}

function TermsCheckbox({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const label = (
    <>
      {t('partnerArea.register.termsBefore')}{' '}
      <Anchor component={Link} to={paths.viewPage.getHref('terms')} target="_blank" inherit>
        {t('partnerArea.register.termsLink')}
      </Anchor>
    </>
  );
  return <Checkbox label={label} {...form.getInputProps('termsAccepted', { type: 'checkbox' })} />;
}

/** `/partner/register`: a company or a person applies with their website and payout details, accepting the terms. */
export function PartnerRegisterScreen({ onSignedIn }: { onSignedIn: (payload: AuthPayload) => void }) {
  const { t } = useTranslation();
  const { form, submit, formError, isLoading } = usePartnerRegisterForm(onSignedIn);
  return (
    <AuthCardFrame title={t('partner.register.title')} subtitle={t('partner.register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <IdentityFields form={form} />
          <PayoutFields form={form} />
          <TermsCheckbox form={form} />
          <SubmitAndSwitch submit={t('partnerArea.register.submit')} loading={isLoading} question={t('partner.register.other')} link={t('partner.signIn')} to={paths.partnerLogin.getHref()} />
        </Stack>
      </form>
    </AuthCardFrame>
  );
}

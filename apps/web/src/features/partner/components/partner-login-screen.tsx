import { useState } from 'react';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import type { AuthPayload } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { usePartnerLoginMutation } from '../api/partner-api';
import { AuthCardFrame, FormError, SubmitAndSwitch } from './auth-card-frame';

/** `/partner/login`: a partner signs in (a player or staff account is refused by the server with its message). */
export function PartnerLoginScreen({ onSignedIn }: { onSignedIn: (payload: AuthPayload) => void }) {
  const { t } = useTranslation();
  const [login, { isLoading }] = usePartnerLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('validation.required')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await login({ username: values.username.trim(), password: values.password }).unwrap());
    } catch (error) {
      setFormError(serverMessageOf(error));
    }
  });
  return (
    <AuthCardFrame title={t('partner.login.title')} subtitle={t('partner.login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput label={t('auth.fields.usernameOrEmail')} leftSection={<IconUser size={16} />} autoComplete="username" required {...form.getInputProps('username')} />
          <PasswordInput label={t('auth.fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <SubmitAndSwitch submit={t('partnerArea.login.submit')} loading={isLoading} question={t('partner.login.other')} link={t('partner.join')} to={paths.partnerRegister.getHref()} />
        </Stack>
      </form>
    </AuthCardFrame>
  );
}

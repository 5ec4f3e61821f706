import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconUser } from '@tabler/icons-react';
import type { AuthPayload } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { usePartnerLoginMutation } from '../api/partner-api';
import { AuthCardFrame } from './auth-card-frame';

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
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput label={t('auth.fields.usernameOrEmail')} leftSection={<IconUser size={16} />} autoComplete="username" required {...form.getInputProps('username')} />
          <PasswordInput label={t('auth.fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('partnerArea.login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('partner.login.other')}{' '}
            <Anchor component={Link} to={paths.partnerRegister.getHref()} fw={700}>
              {t('partner.join')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCardFrame>
  );
}

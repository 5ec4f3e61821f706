import { useEffect } from 'react';
import { Anchor, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { paths } from '../../../config/paths';
import { loginSubmitted, messageDismissed, type UserState } from '../user-slice';
import { AuthCard } from './auth-card';
import { ErrorAlert, SubmitAndSwitch } from './form-parts';
import { SecretInput } from './password-input';

type Dispatch = ThunkDispatch<{ user: UserState }, { reload: () => void }, UnknownAction>;

export function LoginScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const { isLoading, responseType, response } = useSelector((state: { user: UserState }) => state.user);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('validation.required')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });

  useEffect(() => {
    return () => {
      dispatch(messageDismissed());
    };
  }, [dispatch]);

  const submit = form.onSubmit((values) => {
    void dispatch(loginSubmitted({ username: values.username.trim(), password: values.password }));
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ErrorAlert>{responseType === 'error' ? response : null}</ErrorAlert>
          <TextInput
            label={t('auth.fields.usernameOrEmail')}
            placeholder={t('auth.fields.usernameOrEmailPlaceholder')}
            leftSection={<IconUser size={16} />}
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <SecretInput label={t('auth.fields.password')} autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.resetPassword.getHref()} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <SubmitAndSwitch submit={t('auth.login.submit')} loading={isLoading} question={t('auth.login.noAccount')} link={t('auth.login.registerLink')} to={paths.register.getHref()} />
        </Stack>
      </form>
    </AuthCard>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkEmail, checkPassword, passwordLengthMin, type AccountRuleCode } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api-client';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { EmailInput, ErrorAlert } from './form-parts';
import { NewPasswordInput, SecretInput } from './password-input';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

function RequestLinkForm() {
  const { t } = useTranslation();
  const [resetPassword] = useResetPasswordMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (checkEmail(value.trim()).ok ? null : t('validation.ACCOUNT_EMAIL_INVALID')),
    },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setPhase({ kind: 'sending' });
    try {
      await resetPassword({ email: email.trim() }).unwrap();
      setPhase({ kind: 'done' });
    } catch (error) {
      setPhase({ kind: 'failed', message: serverMessageOf(error) });
    }
  });
  if (phase.kind === 'done') {
    return (
      <Alert color="brand" variant="light" icon={<IconCircleCheck />} title={t('auth.reset.sentTitle')}>
        {t('auth.reset.sentText')}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert>{phase.kind === 'failed' ? phase.message : null}</ErrorAlert>
        <EmailInput {...form.getInputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={phase.kind === 'sending'}>
          {t('auth.reset.requestSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [resetPassword] = useResetPasswordMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const ruleText = (code: AccountRuleCode) => t(`validation.${code}`, { minPassword: passwordLengthMin });
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => {
        const result = checkPassword(value);
        return result.ok ? null : ruleText(result.code);
      },
      confirm: (value, values) => (value === values.password ? null : t('validation.passwordsDiffer')),
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setPhase({ kind: 'sending' });
    try {
      await resetPassword({ token, password }).unwrap();
      setPhase({ kind: 'done' });
    } catch (error) {
      setPhase({ kind: 'failed', message: serverMessageOf(error) });
    }
  });
  if (phase.kind === 'done') {
    return (
      <Stack gap="md">
        <Alert color="brand" variant="light" icon={<IconCircleCheck />} title={t('auth.reset.changedTitle')}>
          {t('auth.reset.changedText')}
        </Alert>
        <Button component={Link} to={paths.login.getHref()} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {phase.kind === 'failed' ? (
          <ErrorAlert>
            {phase.message}{' '}
            <Anchor component={Link} to={paths.resetPassword.getHref()} size="sm">
              {t('auth.reset.askAgain')}
            </Anchor>
          </ErrorAlert>
        ) : null}
        <NewPasswordInput label={t('auth.reset.newPassword')} {...form.getInputProps('password')} />
        <SecretInput label={t('auth.reset.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirm')} />
        <Button type="submit" size="md" fullWidth loading={phase.kind === 'sending'}>
          {t('auth.reset.setSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title={token ? t('auth.reset.setTitle') : t('auth.reset.requestTitle')}
      subtitle={token ? t('auth.reset.setSubtitle') : t('auth.reset.requestSubtitle')}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Text size="sm" ta="center" c="dimmed" mt="lg">
        <Anchor component={Link} to={paths.login.getHref()} fw={700}>
          {t('auth.reset.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}

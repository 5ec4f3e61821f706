import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { checkPassword, passwordLengthMin, type AccountRuleCode } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useChangePasswordMutation } from '../api/auth-api';
import { ErrorAlert } from './form-parts';
import { NewPasswordInput, SecretInput } from './password-input';
import { SectionCard } from '../../../components/section-card';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

const formFields = ['currentPassword', 'newPassword'] as const;

/** The form, its checks and the server's verdict: a field the server blames shows on that field. */
function useChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const ruleText = (code: AccountRuleCode) => t(`validation.${code}`, { minPassword: passwordLengthMin });
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('validation.required')),
      newPassword: (value, values) => {
        const result = checkPassword(value);
        if (!result.ok) return ruleText(result.code);
        return value === values.currentPassword ? t('auth.changePassword.sameAsCurrent') : null;
      },
      confirm: (value, values) => (value === values.newPassword ? null : t('validation.passwordsDiffer')),
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setPhase({ kind: 'sending' });
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      form.reset();
      setPhase({ kind: 'done' });
    } catch (error) {
      const message = serverMessageOf(error);
      const field = serverFieldOf(error);
      if (field && (formFields as readonly string[]).includes(field)) {
        form.setFieldError(field, message);
        setPhase({ kind: 'editing' });
      } else {
        setPhase({ kind: 'failed', message });
      }
    }
  });
  return { form, phase, submit };
}

/** The profile's "change password" card: current password, a new one twice, the server's verdict. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { form, phase, submit } = useChangePasswordForm();
  return (
    <SectionCard title={t('auth.changePassword.title')} text={t('auth.changePassword.explain')} mb="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {phase.kind === 'done' ? (
            <Alert color="brand" variant="light" icon={<IconCircleCheck />} title={t('auth.changePassword.doneTitle')}>
              {t('auth.changePassword.doneText')}
            </Alert>
          ) : null}
          <ErrorAlert>{phase.kind === 'failed' ? phase.message : null}</ErrorAlert>
          <SecretInput label={t('auth.changePassword.currentPassword')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <NewPasswordInput label={t('auth.changePassword.newPassword')} {...form.getInputProps('newPassword')} />
          <SecretInput label={t('auth.changePassword.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Button type="submit" loading={phase.kind === 'sending'} w={{ base: '100%', xs: 'auto' }}>
            {t('auth.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { passwordLengthMin } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';

/** A required password field with the lock icon; pass `autoComplete` (current or new password). */
export function SecretInput(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={16} />} required {...props} />;
}

/** A new password: the length rule under the label, and the browser may offer to generate one. */
export function NewPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <SecretInput description={t('auth.register.passwordRule', { min: passwordLengthMin })} autoComplete="new-password" {...props} />;
}

import type { ReactNode } from 'react';
import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The form's failure (the server's message) above the fields; nothing when there is none. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {children}
    </Alert>
  );
}

/** A required e-mail field with the at icon. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('auth.fields.email')} type="email" leftSection={<IconAt size={16} />} autoComplete="email" required {...props} />;
}

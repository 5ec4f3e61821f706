import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconAt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

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

/** The form's submit button, then the way to the other form (log in / register). */
export function SubmitAndSwitch(props: { submit: string; loading: boolean; question: string; link: string; to: string }) {
  return (
    <>
      <Button type="submit" size="md" fullWidth loading={props.loading}>
        {props.submit}
      </Button>
      <Text size="sm" ta="center" c="dimmed">
        {props.question}{' '}
        <Anchor component={Link} to={props.to} fw={700}>
          {props.link}
        </Anchor>
      </Text>
    </>
  );
}

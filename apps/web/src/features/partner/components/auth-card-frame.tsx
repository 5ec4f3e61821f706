import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Center, Paper, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The partner area's form frame (features keep their own components). */
export function AuthCardFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 140px)" py="xl" px="md">
      <Box w="100%" maw={520}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={26} mb={4}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {subtitle}
          </Text>
          {children}
        </Paper>
      </Box>
    </Center>
  );
}

/** The form's failure (the server's message) above the fields; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {message}
    </Alert>
  );
}

/** The submit button, then the way to the other partner form (sign in / join). */
export function SubmitAndSwitch({ submit, loading, question, link, to }: { submit: string; loading: boolean; question: string; link: string; to: string }) {
  return (
    <>
      <Button type="submit" size="md" fullWidth loading={loading}>
        {submit}
      </Button>
      <Text size="sm" ta="center" c="dimmed">
        {question}{' '}
        <Anchor component={Link} to={to} fw={700}>
          {link}
        </Anchor>
      </Text>
    </>
  );
}

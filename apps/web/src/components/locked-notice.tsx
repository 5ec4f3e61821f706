import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A padlock, a title, why, and one way out: a page the viewer may not open. */
export function LockedNotice({ title, text, action, headingOrder = 2 }: { title: string; text: string; action: ReactNode; headingOrder?: 1 | 2 }) {
  return (
    <Center mih={headingOrder === 1 ? '60vh' : '50vh'} px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={headingOrder === 1 ? 72 : 64} radius="xl" variant="light" color="orange">
          <IconLock size={headingOrder === 1 ? 36 : 32} />
        </ThemeIcon>
        <Title order={headingOrder} fz={headingOrder === 1 ? 28 : undefined}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}

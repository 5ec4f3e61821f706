import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/** Every screen's heading: its name, an optional line under it and actions on the right. */
export function ScreenTitle({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}

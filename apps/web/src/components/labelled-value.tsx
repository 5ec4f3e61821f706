import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A dimmed small label over its value (a detail's fact, a card's figure); `figure` sets the value in bold monospace. */
export function LabelledValue({ label, children, figure = false }: { label: string; children: ReactNode; figure?: boolean }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={figure ? 700 : 600} ff={figure ? 'monospace' : undefined} component="div">
        {children}
      </Text>
    </Stack>
  );
}

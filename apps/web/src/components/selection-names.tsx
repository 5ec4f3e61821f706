import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { selectionName: string; marketName: string; eventName: string; children?: ReactNode };

/** A bet leg's selection in bold over "market · event" (a receipt, a ticket); `children` add lines below. */
export function SelectionNames({ selectionName, marketName, eventName, children }: Props) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={700} truncate>
        {selectionName}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {marketName} · {eventName}
      </Text>
      {children}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Text, type MantineColor } from '@mantine/core';

/** An amount in a table cell: monospace, bold, never wrapped (`text` is already formatted). */
export function FigureText({ children, color }: { children: ReactNode; color?: MantineColor }) {
  return (
    <Text size="sm" ff="monospace" fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** A cell's main content, then a dimmed small note under it (a reason, a reference) when there is one. */
export function WithNote({ children, note, lines = 1 }: { children: ReactNode; note: string | null | undefined; lines?: number }) {
  return (
    <>
      {children}
      {note ? (
        <Text size="xs" c="dimmed" lineClamp={lines}>
          {note}
        </Text>
      ) : null}
    </>
  );
}

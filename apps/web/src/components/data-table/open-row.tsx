import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** A table row that opens its detail (a drawer): a pointer, the primary tint while its detail is open. */
export function openRowProps(id: string, openId: string | null, open: (id: string) => void) {
  return {
    style: { cursor: 'pointer' },
    bg: id === openId ? 'var(--mantine-primary-color-light)' : undefined,
    onClick: () => open(id),
  };
}

/** The phone's card of such a row: a bordered paper that is a button to assistive tech; a click, Enter or Space opens it. */
export function OpenCard({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      role="button"
      tabIndex={0}
      aria-label={label}
      style={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen();
      }}
    >
      {children}
    </Paper>
  );
}

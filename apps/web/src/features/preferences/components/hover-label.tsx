import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** A tooltip shown while `opened` (the caller follows hover and focus); loaded lazily by ThemeToggle. */
export function HoverLabel({ label, opened, children }: { label: string; opened: boolean; children: ReactElement }) {
  return (
    <Tooltip label={label} opened={opened}>
      {children}
    </Tooltip>
  );
}

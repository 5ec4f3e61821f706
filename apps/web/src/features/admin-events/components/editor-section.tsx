import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A bordered, titled section of the event screen (named by its title for screen readers). */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** One block of the risk screen: a heading and its content in a bordered panel. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

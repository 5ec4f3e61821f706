import type { ReactNode } from 'react';
import { Drawer, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

/** A list row's detail drawer: full width on phones, a side panel on wider screens. */
export function DetailDrawer({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={title} styles={{ content: { maxWidth: '100vw' } }}>
      {children}
    </Drawer>
  );
}

/** The detail's placeholder while it loads: its facts, then two sections. */
export function DetailSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={100} />
      <Skeleton h={130} />
      <Skeleton h={120} />
    </Stack>
  );
}

/** A titled part of a detail (legs, a ledger trail); `empty`, when given, is shown instead of the content. */
export function DetailSection({ title, empty = null, children }: { title: string; empty?: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} fz="sm" mb="xs" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** A card of the market page's side column: a heading, the rows, or a dimmed line when there are none. */
export function BetsCard({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** The in-play badge, or the start time in the reader's locale. */
export function StartOrInPlay({ inPlay, startsAt, size }: { inPlay: boolean; startsAt: string; size: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return inPlay ? (
    <Badge color="red" variant="filled" size={size}>
      {t('exchange.inPlay')}
    </Badge>
  ) : (
    <Text size={size} c="dimmed">
      {new Date(startsAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
    </Text>
  );
}

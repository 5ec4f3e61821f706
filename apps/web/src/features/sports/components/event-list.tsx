import { memo, type ReactNode } from 'react';
import { Badge, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { selectCompetitionGroups, sameGroups, type CompetitionGroup } from '../selectors';
import type { SportsDataState } from '../sports-data-slice';
import { EventRow } from './event-row';
import classes from './sports.module.css';

const CompetitionBlock = memo(function CompetitionBlock({ group }: { group: CompetitionGroup }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} component="section" aria-label={group.competitionName}>
      <Group className={classes.groupHeader} justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={800} size="sm" truncate>
          {group.competitionName}
        </Text>
        <Badge variant="light" color="gray" size="sm" aria-label={t('sportsbook.list.matchCount', { count: group.eventIds.length })}>
          {group.eventIds.length}
        </Badge>
      </Group>
      {group.eventIds.map((id) => (
        <EventRow key={id} id={id} />
      ))}
    </Paper>
  );
});

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" data-testid="list-skeleton">
      <Stack gap="md">
        <Skeleton h={16} w="40%" />
        {Array.from({ length: rows }, (_, index) => (
          <Group key={index} justify="space-between" wrap="nowrap">
            <Stack gap={6} flex={1}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={12} w="50%" />
            </Stack>
            <Group gap={6} wrap="nowrap">
              <Skeleton h={40} w={64} />
              <Skeleton h={40} w={64} />
              <Skeleton h={40} w={64} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

type Props = { emptyTitle: string; emptyText: string; emptyAction?: ReactNode; onRetry: () => void };

/** The store's events grouped by competition, with loading, empty and error states. */
export function EventList({ emptyTitle, emptyText, emptyAction, onRetry }: Props) {
  const { t } = useTranslation();
  const groups = useSelector((state: { sportsData: SportsDataState }) => selectCompetitionGroups(state), sameGroups);
  const status = useSelector((state: { sportsData: SportsDataState }) => state.sportsData.status);
  const error = useSelector((state: { sportsData: SportsDataState }) => state.sportsData.error);

  if (status === 'failed' && groups.length === 0) return <ErrorState message={error ?? t('errors.render')} onRetry={onRetry} />;
  if ((status === 'loading' || status === 'idle') && groups.length === 0) return <ListSkeleton />;
  if (groups.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState variant="light" icon={<IconTrophy size={28} />} title={emptyTitle} description={emptyText}>
          {emptyAction ? <EmptyState.Actions>{emptyAction}</EmptyState.Actions> : null}
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <CompetitionBlock key={group.competitionId} group={group} />
      ))}
    </Stack>
  );
}

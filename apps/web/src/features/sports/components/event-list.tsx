import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import { EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { useDeferredArrival } from '../../../lib/use-deferred-arrival';
import { useHoldIdleTurns } from '../../../lib/use-idle-turn';
import { useRevealedGroups } from '../hooks/use-revealed-rows';
import { useDayHeading } from '../hooks/use-start-time';
import { columnsOf, optionCountOf, type ListMarket } from '../list-market';
import { selectCompetitionGroups, selectListEvent, selectListIsFor, sameGroups, type CompetitionGroup } from '../selectors';
import type { SportsDataState } from '../sports-data-slice';
import type { SportEvent } from '../types';
import { EventRow } from './event-row';
import classes from './sports.module.css';

type State = { sportsData: SportsDataState };

/** The column count of a group: from the first of its events with a market of `kind`. */
function useGroupColumns(group: CompetitionGroup, kind: ListMarket): number {
  return useSelector((state: State) =>
    optionCountOf(
      group.eventIds.map((id) => selectListEvent(state, id)).filter((event): event is SportEvent => event !== undefined),
      kind,
    ),
  );
}

/** The price column headings (1 / X / 2, 1 / 2, Over / Under), once per competition. */
export function ColumnHeadings({ kind, optionCount }: { kind: ListMarket; optionCount: number }) {
  const { t } = useTranslation();
  return (
    <div className={classes.columns} aria-hidden="true" data-testid="column-headings">
      {columnsOf(kind, optionCount).map((key) => (
        <span key={key}>{t(`sportsbook.columns.${key}`)}</span>
      ))}
    </div>
  );
}

const CompetitionBlock = memo(function CompetitionBlock({ group, kind }: { group: CompetitionGroup; kind: ListMarket }) {
  const optionCount = useGroupColumns(group, kind);
  const columns = columnsOf(kind, optionCount).length;
  return (
    <section className={classes.group} aria-label={group.competitionName} style={{ '--cols': columns } as CSSProperties}>
      <div className={`${classes.row} ${classes.groupHeader}`}>
        <Text fw={800} size="xs" truncate className={classes.groupName}>
          {group.competitionName}
        </Text>
        <ColumnHeadings kind={kind} optionCount={optionCount} />
        <span />
      </div>
      {group.eventIds.map((id) => (
        <EventRow key={id} id={id} kind={kind} columns={columns} />
      ))}
    </section>
  );
});

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  // The list is the first screen: the layout's deferred parts (socket, slip, popovers, chat) wait for it.
  useHoldIdleTurns();
  return (
    <Paper withBorder radius="md" p="sm" aria-busy="true" data-testid="list-skeleton">
      <Stack gap="sm">
        <Skeleton h={14} w="40%" />
        {Array.from({ length: rows }, (_, index) => (
          <Group key={index} justify="space-between" wrap="nowrap">
            <Stack gap={4} flex={1}>
              <Skeleton h={11} w="60%" />
              <Skeleton h={11} w="50%" />
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Skeleton h={36} w={56} />
              <Skeleton h={36} w={56} />
              <Skeleton h={36} w={56} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function DayHeading({ day }: { day: string }) {
  const heading = useDayHeading();
  return (
    <Text component="h2" size="sm" fw={800} tt="uppercase" c="dimmed" className={classes.dayHeading}>
      {heading(day)}
    </Text>
  );
}

/**
 * The groups, with a day heading (Today / Tomorrow / date) where the day changes on pre-match lists;
 * a long list renders its first screenful first and the rest in the next frames (`useRevealedGroups`).
 */
function Groups({ groups: all, listKey, kind, dayHeadings }: { groups: readonly CompetitionGroup[]; listKey: string; kind: ListMarket; dayHeadings: boolean }) {
  const groups = useRevealedGroups(all, listKey);
  return (
    <Paper withBorder radius="md" className={classes.list}>
      {groups.map((group, index) => (
        <div key={`${group.day}|${group.competitionId}`}>
          {dayHeadings && group.day !== 'live' && group.day !== groups[index - 1]?.day ? <DayHeading day={group.day} /> : null}
          <CompetitionBlock group={group} kind={kind} />
        </div>
      ))}
    </Paper>
  );
}

type Props = {
  /** The list this screen asked for: the store's list shows only when it is this one. */
  query: unknown;
  kind?: ListMarket;
  dayHeadings?: boolean;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: ReactNode;
  /** A one-line empty state (in-play, where "Starting soon" follows and fills the screen). */
  compactEmpty?: boolean;
  onRetry: () => void;
};

function CompactEmpty({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          {title}
        </Text>
        {action}
      </Group>
    </Paper>
  );
}

type ListState = { mine: boolean; groups: readonly CompetitionGroup[]; status: SportsDataState['status']; error: SportsDataState['error'] };

/** What the list shows, as one value (the same object while none of its parts changes). */
function useListState(query: unknown): ListState {
  const mine = useSelector((state: State) => selectListIsFor(state, query));
  const groups = useSelector((state: State) => selectCompetitionGroups(state), sameGroups);
  const status = useSelector((state: State) => state.sportsData.status);
  const error = useSelector((state: State) => state.sportsData.error);
  return useMemo(() => ({ mine, groups, status, error }), [mine, groups, status, error]);
}

/** The list shows more than its skeleton: its rows, its empty state or its error. */
function listShown({ mine, groups, status }: ListState): boolean {
  return mine && (groups.length > 0 || status === 'succeeded' || status === 'failed');
}

/** The store's events grouped by day and competition, with loading, empty and error states. */
export function EventList({ query, kind = 'main', dayHeadings = false, emptyTitle, emptyText, emptyAction, compactEmpty = false, onRetry }: Props) {
  const { t } = useTranslation();
  // The rows' first arrival (the skeleton giving way to them) renders in a deferred, sliced render
  // instead of the store update's synchronous one; every later update renders at once
  // (`useDeferredArrival`, docs/web-decisions.md, issue 18).
  const { mine, groups, status, error } = useDeferredArrival(useListState(query), listShown);

  if (!mine) return <ListSkeleton />;
  if (status === 'failed' && groups.length === 0) return <ErrorState message={error ?? t('errors.render')} onRetry={onRetry} />;
  if ((status === 'loading' || status === 'idle') && groups.length === 0) return <ListSkeleton />;
  if (groups.length === 0 && compactEmpty) return <CompactEmpty title={emptyTitle} action={emptyAction} />;
  if (groups.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState variant="light" icon={<IconTrophy size={28} />} title={emptyTitle} description={emptyText}>
          {emptyAction ? <EmptyState.Actions>{emptyAction}</EmptyState.Actions> : null}
        </EmptyState>
      </Paper>
    );
  }
  return <Groups groups={groups} listKey={JSON.stringify(query)} kind={kind} dayHeadings={dayHeadings} />;
}

import { Button, EmptyState, Group, Paper, Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { defaultSportId } from '../../../config/sports';
import { useDeferredRead } from '../../../lib/use-deferred-arrival';
import { useEventsPreviewQuery } from '../api/sports-api';
import { groupByCompetition } from '../selectors';
import { ListSkeleton } from './event-list';
import { EventsBlock } from './events-block';
import classes from './sports.module.css';

/** Live matches for the guest landing page (public GET); prices lead to the login screen. */
export function LiveEventsPreview({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation();
  // A failed read shows the empty state: the landing page never shows an error for a preview.
  // The read's first arrival renders in a deferred, sliced render, not inside the store's update.
  const { currentData, isError } = useDeferredRead(useEventsPreviewQuery({ type: 'inplay', perPage: limit }));
  const events = currentData ? currentData.events.slice(0, limit) : isError ? [] : null;

  if (events === null) return <ListSkeleton rows={3} />;
  if (events.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<IconBroadcast size={28} />} variant="light" title={t('landing.live.emptyTitle')} description={t('landing.live.emptyText')} />
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" className={classes.list}>
        {groupByCompetition(events).map((group) => (
          <EventsBlock key={group.competitionId} title={group.competitionName} events={events.filter((event) => group.eventIds.includes(event.id))} />
        ))}
      </Paper>
      <Group justify="center">
        <Button component={Link} to={paths.login.getHref()} variant="light">
          {t('landingLive.loginToBet')}
        </Button>
        <Button component={Link} to={paths.inplay.getHref(defaultSportId)} variant="subtle">
          {t('landingLive.seeAll')}
        </Button>
      </Group>
    </Stack>
  );
}

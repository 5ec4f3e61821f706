import type { ReactNode } from 'react';
import { Anchor, Paper } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeferredRead } from '../../../lib/use-deferred-arrival';
import { useEventsPreviewQuery } from '../api/sports-api';
import { EventsBlock } from './events-block';
import classes from './sports.module.css';

/** How many upcoming matches follow the live ones, and how often they are read again. */
export const startingSoonMax = 10;
const startingSoonRefreshMs = 60_000;

/**
 * "Starting soon" under the in-play list (as Betfair's "Coming up"): the sport's next pre-match
 * events, so a quiet in-play hour still fills the screen with prices. Absent while loading or on
 * a failure: the live list above is the screen's subject.
 *
 * Nothing shows (the block, then `below` it) until the live list above has settled and this block's
 * own read has too: both arrive in whatever order, and neither pushes the other down once on screen
 * (no layout shift). The read starts at once all the same.
 */
export function StartingSoon({ spid, listSettled, below }: { spid: number; listSettled: boolean; below?: ReactNode }) {
  const { t } = useTranslation();
  // The read's first arrival renders in a deferred, sliced render, not inside the store's update;
  // later ones (the refresh, pushed prices) at once.
  const { currentData, isLoading } = useDeferredRead(useEventsPreviewQuery({ spid, type: 'presports', perPage: startingSoonMax }, { pollingInterval: startingSoonRefreshMs }));
  if (!listSettled || isLoading) return null;
  const events = currentData?.events ?? [];
  if (events.length === 0) return <>{below}</>;
  return (
    <>
      <Paper withBorder radius="md" mt="md" className={classes.list} component="section" aria-label={t('sportsbook.list.startingSoon')}>
        <EventsBlock
          title={t('sportsbook.list.startingSoon')}
          events={events}
          action={
            <Anchor component={Link} to={`${paths.presports.getHref()}?spid=${spid}`} size="xs" fw={700}>
              {t('sportsbook.list.allUpcoming')}
            </Anchor>
          }
        />
      </Paper>
      {below}
    </>
  );
}

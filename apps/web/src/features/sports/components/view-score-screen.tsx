import { useEffect, useMemo, useRef } from 'react';
import { Badge, Group, Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { useAppSocket } from '../hooks/use-app-socket';
import { sportsApi, useEventScoreQuery, type EventScore } from '../api/sports-api';
import { eventChannel } from '../hooks/use-sports-channels';
import { ScoreBoard } from './score-board';
import classes from './sports.module.css';

type ScorePatch = ReturnType<typeof sportsApi.util.updateQueryData<'eventScore'>>;
type Dispatch = ThunkDispatch<ReturnType<Parameters<ScorePatch>[1]>, unknown, UnknownAction>;

/**
 * `/caff/admin/view-score/:id`, open to all and made for an iframe: no chrome of its own, a
 * transparent background, the score from GET /api/admin/event-score kept live over `event:<id>`.
 */
export function ViewScoreScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loaded = useEventScoreQuery(id, { refetchOnMountOrArgChange: true });
  const failed = loaded.isError;
  const event = loaded.currentData?.event ?? null;
  const dispatch = useDispatch<Dispatch>();
  const socket = useAppSocket();

  const channels = useMemo(() => [eventChannel(id)], [id]);
  const reread = useRef(loaded.refetch);
  useEffect(() => {
    reread.current = loaded.refetch;
  });
  useEffect(() => {
    if (!socket) return;
    // Once the server joined the channel (on mount and after a reconnect) the score is read again:
    // what changed between the read and the join was published to nobody.
    const subscribe = () =>
      socket.emit('subscribe', { channels }, (reply) => {
        if (reply?.ok) void reread.current();
      });
    const onUpdate = (update: { id?: string; event_id: string; status?: EventScore['status']; scores: EventScore['scores'] }) => {
      // The socket moves the loaded score in the query's cache.
      const patch = sportsApi.util.updateQueryData('eventScore', id, ({ event: current }) => {
        if (update.id !== current.id && update.event_id !== current.event_id) return;
        current.scores = update.scores;
        if (update.status) current.status = update.status;
      });
      dispatch(patch);
    };
    subscribe();
    socket.on('connect', subscribe);
    socket.on('eventUpdate', onUpdate);
    return () => {
      socket.off('connect', subscribe);
      socket.off('eventUpdate', onUpdate);
      socket.emit('unsubscribe', { channels });
    };
  }, [socket, channels, dispatch, id]);

  const heading = (
    <VisuallyHidden>
      <h1>{t('screens.viewScore.title')}</h1>
    </VisuallyHidden>
  );
  if (failed) {
    return (
      <>
        {heading}
        <Text ta="center" c="dimmed" p="md" role="alert">
          {t('sportsbook.viewScore.notFound')}
        </Text>
      </>
    );
  }
  if (!event) {
    return (
      <>
        {heading}
        <Skeleton h={96} radius="lg" m="sm" aria-busy="true" />
      </>
    );
  }
  const [home = event.name, away = ''] = event.name.split(' v ');
  return (
    <Paper withBorder radius="lg" p="md" className={classes.scorePage} aria-live="polite">
      {heading}
      <Group justify="center" mb={6} gap={6}>
        <Badge size="xs" color={event.status === 'live' ? 'red' : 'gray'} variant={event.status === 'live' ? 'filled' : 'light'}>
          {t(`sportsbook.status.${event.status}`, { defaultValue: event.status })}
        </Badge>
      </Group>
      <ScoreBoard sportId={event.sportId} scores={event.scores} home={home} away={away} />
      <Text size="10px" c="dimmed" ta="center" mt={6}>
        {t('sportsbook.viewScore.updated')}
      </Text>
    </Paper>
  );
}

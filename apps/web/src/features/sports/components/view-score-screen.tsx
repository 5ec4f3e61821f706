import { useEffect, useMemo, useState } from 'react';
import { Badge, Group, Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSocket } from '../hooks/use-app-socket';
import { getEventScore, type EventScore } from '../api/get-event-score';
import { eventChannel } from '../hooks/use-sports-channels';
import { ScoreBoard } from './score-board';
import classes from './sports.module.css';

/** What the iframe shows: the score once loaded, a skeleton before, a notice when the event is unknown. */
function ScoreFrame({ event, failed }: { event: EventScore | null; failed: boolean }) {
  const { t } = useTranslation();
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

/**
 * `/caff/admin/view-score/:id`, open to all and made for an iframe: no chrome of its own, a
 * transparent background, the score from GET /api/admin/event-score kept live over `event:<id>`.
 */
export function ViewScoreScreen() {
  const { id = '' } = useParams();
  const [event, setEvent] = useState<EventScore | null>(null);
  const [failed, setFailed] = useState(false);
  const socket = useAppSocket();

  useEffect(() => {
    let alive = true;
    getEventScore(id)
      .then((reply) => {
        if (!alive) return;
        setEvent(reply.event);
        setFailed(false);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [id]);

  const channels = useMemo(() => [eventChannel(id)], [id]);
  useEffect(() => {
    if (!socket) return;
    const subscribe = () => socket.emit('subscribe', { channels });
    const onUpdate = (update: { id?: string; event_id: string; status?: string; scores: unknown }) => {
      setEvent((current) =>
        current && (update.id === current.id || update.event_id === current.event_id)
          ? { ...current, scores: update.scores, status: update.status ?? current.status }
          : current,
      );
    };
    subscribe();
    socket.on('connect', subscribe);
    socket.on('eventUpdate', onUpdate);
    return () => {
      socket.off('connect', subscribe);
      socket.off('eventUpdate', onUpdate);
      socket.emit('unsubscribe', { channels });
    };
  }, [socket, channels]);

  return <ScoreFrame event={event} failed={failed} />;
}

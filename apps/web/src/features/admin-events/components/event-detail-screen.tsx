import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { addAdminMarket, getAdminEvent, publishMarketResult, updateAdminEvent, updateAdminMarket, type AddMarketBody, type ResultBody, type UpdateEventBody, type UpdateMarketBody } from '../api/admin-event';
import { useNotify } from '../hooks/use-notify';
import type { AdminEvent, AdminMarket } from '../types';
import { AddMarketModal } from './add-market-modal';
import { statusColors } from './events-screen';
import { MarketEditor } from './market-editor';
import { ResultModal } from './result-modal';
import { ScoreEditor } from './score-editor';
import { useCan } from '../../../lib/use-can';

type Load = { key: string; event: AdminEvent | null; error: string | null };
const statusChoices = ['live', 'ended', 'cancelled'] as const;

function StatusControl({ event, onSave, readOnly }: { event: AdminEvent; onSave: (body: UpdateEventBody, messageKey: string) => Promise<boolean>; readOnly: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    setBusy(true);
    await onSave({ status: value as UpdateEventBody['status'] }, 'adminEvent.statusSaved');
    setBusy(false);
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('adminEvent.statusTitle')}>
      <Title order={2} fz="md" mb="sm">
        {t('adminEvent.statusTitle')}
      </Title>
      <SegmentedControl
        aria-label={t('adminEvent.statusLabel')}
        disabled={readOnly || busy || event.status === 'ended' || event.status === 'cancelled'}
        value={statusChoices.includes(event.status as (typeof statusChoices)[number]) ? event.status : ''}
        onChange={(value) => void choose(value)}
        data={[
          ...(event.status === 'scheduled' ? [{ value: '', label: t('sportsbook.status.scheduled'), disabled: true }] : []),
          ...statusChoices.map((value) => ({ value, label: t(`sportsbook.status.${value}`) })),
        ]}
        fullWidth
      />
    </Paper>
  );
}

/** `/caff/admin/events/:eventId`: status, score, markets with inline odds, add market, results. */
export function AdminEventScreen() {
  const { t, i18n } = useTranslation();
  const { eventId = '' } = useParams();
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ key: '', event: null, error: null });
  const key = `${eventId}:${attempt}`;
  const [adding, setAdding] = useState(false);
  const [resulting, setResulting] = useState<AdminMarket | null>(null);
  const canEdit = useCan('events.write');
  const canResult = useCan('markets.result');

  useEffect(() => {
    let alive = true;
    getAdminEvent(eventId)
      .then((reply) => alive && setLoad({ key, event: reply.event, error: null }))
      .catch((error: unknown) => alive && setLoad({ key, event: null, error: error instanceof Error ? error.message : String(error) }));
    return () => {
      alive = false;
    };
  }, [key, eventId]);
  const fetchEvent = () => setAttempt((value) => value + 1);

  /** Runs a staff call that answers with the event, shows the outcome, keeps the fresh event. */
  const act = useCallback(
    async (call: () => Promise<{ event: AdminEvent }>, messageKey: string): Promise<boolean> => {
      try {
        const reply = await call();
        setLoad({ key, event: reply.event, error: null });
        notify.success(messageKey);
        return true;
      } catch (error) {
        notify.failure(error);
        return false;
      }
    },
    [notify, key],
  );

  const event = load.key === key ? load.event : null;
  if (load.key === key && load.error !== null) {
    return (
      <Container size="xl" px={0}>
        <ErrorState message={load.error ?? t('adminEvent.notFound')} onRetry={fetchEvent} />
      </Container>
    );
  }
  if (!event) {
    return (
      <Container size="xl" px={0}>
        <Stack gap="md" aria-busy="true">
          <Skeleton h={40} w="50%" />
          <Skeleton h={100} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      </Container>
    );
  }
  const sportName = sportNameOf(event.sportId);
  const updateMarket = (marketId: string, body: UpdateMarketBody, messageKey: string) => act(() => updateAdminMarket(marketId, body), messageKey).then(() => undefined);

  return (
    <Container size="xl" px={0}>
      <Anchor component={Link} to={paths.admin.events.getHref()} size="sm" fw={700}>
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} />
          {t('adminEvent.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" my="md" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {event.name}
          </Title>
          <Group gap={6}>
            {sportName ? (
              <Badge variant="light" color="gray">
                {t(`sports.${sportName}`)}
              </Badge>
            ) : null}
            <StatusBadge size="md" status={event.status} colors={statusColors} label={t(`sportsbook.status.${event.status}`, { defaultValue: event.status })} />
            <Text size="sm" c="dimmed">
              {event.competition?.name} · {new Date(event.startTime).toLocaleString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Group>
        </Stack>
      </Group>
      {event.source !== 'manual' ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} mb="md">
          {t('adminEvent.takeOver')}
        </Alert>
      ) : null}
      <Stack gap="md">
        <StatusControl event={event} readOnly={!canEdit} onSave={(body, key) => act(() => updateAdminEvent(event.id, body), key)} />
        <ScoreEditor
          key={`${event.id}:${JSON.stringify(event.scores)}`}
          sportId={event.sportId}
          scores={event.scores}
          readOnly={!canEdit}
          onSave={(scores) => act(() => updateAdminEvent(event.id, { scores }), 'adminEvent.scoreSaved').then(() => undefined)}
        />
        <Group justify="space-between" mt="sm">
          <Title order={2} fz="lg">
            {t('adminEvent.marketsTitle')}
          </Title>
          {canEdit ? (
            <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)}>
              {t('adminEvent.addMarket')}
            </Button>
          ) : null}
        </Group>
        {event.marketsData.length === 0 ? (
          <Paper withBorder radius="lg" p="lg">
            <Text c="dimmed" ta="center">
              {t('adminEvent.noMarkets')}
            </Text>
          </Paper>
        ) : (
          event.marketsData.map((market) => (
            <MarketEditor
              key={`${market.id}:${market.status}:${market.options.map((option) => option.odds).join(',')}`}
              market={market}
              onUpdate={updateMarket}
              onResult={setResulting}
              canEdit={canEdit}
              canResult={canResult}
            />
          ))
        )}
      </Stack>
      <AddMarketModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={async (body: AddMarketBody) => {
          const ok = await act(() => addAdminMarket(event.id, body), 'adminEvent.marketAdded');
          if (ok) setAdding(false);
          return ok;
        }}
      />
      <ResultModal
        market={resulting}
        onClose={() => setResulting(null)}
        onSubmit={async (marketId: string, body: ResultBody) => {
          const ok = await act(() => publishMarketResult(marketId, body), 'adminEvent.resultPublished');
          if (ok) setResulting(null);
          return ok;
        }}
      />
    </Container>
  );
}

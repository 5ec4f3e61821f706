import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { StatusBadge } from '../../../components/status-badge';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { SportBadge } from '../../../components/sport-badge';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminEventQuery, type UpdateEventBody, type UpdateMarketBody } from '../api/admin-events-api';
import { useEventActions } from '../hooks/use-event-actions';
import type { AdminEvent, AdminMarket } from '../types';
import { AddMarketModal } from './add-market-modal';
import { EditorSection } from './editor-section';
import { statusColors } from './events-screen';
import { MarketEditor } from './market-editor';
import { ResultModal } from './result-modal';
import { ScoreEditor } from './score-editor';
import { useCan } from '../../../lib/use-can';

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
    <EditorSection title={t('adminEvent.statusTitle')}>
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
    </EditorSection>
  );
}

/** The event's name, sport, status, competition and start. */
function EventHeading({ event }: { event: AdminEvent }) {
  const { t, i18n } = useTranslation();
  const sportName = sportNameOf(event.sportId);
  return (
    <Group justify="space-between" align="flex-end" my="md" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {event.name}
        </Title>
        <Group gap={6}>
          <SportBadge sportName={sportName} />
          <StatusBadge size="md" status={event.status} colors={statusColors} label={t(`sportsbook.status.${event.status}`, { defaultValue: event.status })} />
          <Text size="sm" c="dimmed">
            {event.competition?.name} · {new Date(event.startTime).toLocaleString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

type MarketsProps = {
  event: AdminEvent;
  canEdit: boolean;
  canResult: boolean;
  onAdd: () => void;
  onUpdate: (marketId: string, body: UpdateMarketBody, messageKey: string) => Promise<void>;
  onResult: (market: AdminMarket) => void;
};

/** The event's markets, each with its editor, and "add market". */
function EventMarkets({ event, canEdit, canResult, onAdd, onUpdate, onResult }: MarketsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" mt="sm">
        <Title order={2} fz="lg">
          {t('adminEvent.marketsTitle')}
        </Title>
        {canEdit ? (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onAdd}>
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
            onUpdate={onUpdate}
            onResult={onResult}
            canEdit={canEdit}
            canResult={canResult}
          />
        ))
      )}
    </>
  );
}

/** The loaded event: status, score, markets with inline odds, add market, results. */
function EventBody({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const actions = useEventActions(event.id);
  const [adding, setAdding] = useState(false);
  const [resulting, setResulting] = useState<AdminMarket | null>(null);
  const canEdit = useCan('events.write');
  const canResult = useCan('markets.result');
  return (
    <>
      <EventHeading event={event} />
      {event.source !== 'manual' ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} mb="md">
          {t('adminEvent.takeOver')}
        </Alert>
      ) : null}
      <Stack gap="md">
        <StatusControl event={event} readOnly={!canEdit} onSave={actions.saveEvent} />
        <ScoreEditor
          key={`${event.id}:${JSON.stringify(event.scores)}`}
          sportId={event.sportId}
          scores={event.scores}
          readOnly={!canEdit}
          onSave={(scores) => actions.saveEvent({ scores }, 'adminEvent.scoreSaved').then(() => undefined)}
        />
        <EventMarkets event={event} canEdit={canEdit} canResult={canResult} onAdd={() => setAdding(true)} onUpdate={actions.updateMarket} onResult={setResulting} />
      </Stack>
      <AddMarketModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={async (body) => {
          const ok = await actions.addMarket(body);
          if (ok) setAdding(false);
          return ok;
        }}
      />
      <ResultModal
        market={resulting}
        onClose={() => setResulting(null)}
        onSubmit={async (marketId, body) => {
          const ok = await actions.publishResult(marketId, body);
          if (ok) setResulting(null);
          return ok;
        }}
      />
    </>
  );
}

/** `/caff/admin/events/:eventId`: the event once loaded (a skeleton before, the error with a retry on failure). */
export function AdminEventScreen() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const load = remoteOf(useAdminEventQuery(eventId));
  const event = load.data?.event.id === eventId ? load.data.event : null;
  let content;
  if (load.status === 'failed' && !event) content = <ErrorState message={load.error ?? t('adminEvent.notFound')} onRetry={load.reload} />;
  else if (!event) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w="50%" />
        <Skeleton h={100} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  } else content = <EventBody event={event} />;
  return (
    <Container size="xl" px={0}>
      {event ? (
        <Anchor component={Link} to={paths.admin.events.getHref()} size="sm" fw={700}>
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} />
            {t('adminEvent.back')}
          </Group>
        </Anchor>
      ) : null}
      {content}
    </Container>
  );
}

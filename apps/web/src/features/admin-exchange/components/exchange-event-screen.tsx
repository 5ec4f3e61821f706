import { useState } from 'react';
import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminExchangeEvent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ScreenPage } from '../../../components/screen-page';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { useCan } from '../../../lib/use-can';
import { useAdminExchangeEventQuery } from '../api/admin-exchange-api';
import { volumeText, whenText } from '../format';
import { EventStatusBadge, SourceBadge } from './badges';
import { MarketActionModal, type PendingAction } from './market-action-modal';
import { MarketCard } from './market-card';

/** Sport, start, status, source and the event's matched volume under its name. */
function EventFacts({ event, locale }: { event: AdminExchangeEvent; locale: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="md">
      <EventStatusBadge status={event.status} size="md" />
      <SourceBadge linked={event.linkedEventId !== null} />
      <Text size="sm" c="dimmed">
        {event.sportName ?? '—'} · {whenText(event.startsAt, locale)} · {t('adminExchange.event.volume', { volume: volumeText(event.matchedVolume, locale) })}
      </Text>
      {event.linkedEventId ? (
        <Anchor size="sm" component={Link} to={paths.admin.event.getHref(event.linkedEventId)}>
          {t('adminExchange.event.linkedEvent')}
        </Anchor>
      ) : null}
      <Anchor size="sm" component={Link} to={`${paths.admin.exchangeTickets.getHref()}?eventId=${encodeURIComponent(event.id)}`}>
        {t('adminExchange.event.orders')}
      </Anchor>
    </Group>
  );
}

function EventMarkets({ event, locale }: { event: AdminExchangeEvent; locale: string }) {
  const { t } = useTranslation();
  const canWrite = useCan('exchange.write');
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (event.markets.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="dimmed" ta="center">
          {t('adminExchange.event.noMarkets')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {event.markets.map((market) => (
        <MarketCard key={market.id} market={market} locale={locale} canWrite={canWrite} onAction={(target, action) => setPending({ market: target, action })} />
      ))}
      <MarketActionModal pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}

/** `/caff/admin/exchange-events/:eventId`: the event and each market's book, figures and actions. */
export function AdminExchangeEventScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { eventId = '' } = useParams();
  const load = remoteOf(useAdminExchangeEventQuery(eventId, { pollingInterval: 10_000 }));
  const event = load.data?.id === eventId ? load.data : null;
  const back = { to: paths.admin.exchangeEvents.getHref(), label: t('adminExchange.event.back') };
  if (!event) {
    return (
      <ScreenPage size="xl" title={t('adminExchange.event.title')} back={back}>
        {load.status === 'failed' ? (
          <ErrorState message={load.error ?? t('adminExchange.event.notFound')} onRetry={load.reload} />
        ) : (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={24} w="40%" />
            <Skeleton h={220} radius="lg" />
          </Stack>
        )}
      </ScreenPage>
    );
  }
  return (
    <ScreenPage size="xl" title={event.name} back={back}>
      <EventFacts event={event} locale={locale} />
      <EventMarkets event={event} locale={locale} />
    </ScreenPage>
  );
}

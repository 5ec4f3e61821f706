import { useState } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconGavel, IconInfoCircle } from '@tabler/icons-react';
import type { AdminTicketDetail, ApiAdminTicket } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ColumnsTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DetailDrawer, DetailSection, DetailSkeleton } from '../../../components/detail-drawer';
import { ErrorState } from '../../../components/error-state';
import { LabelledValue } from '../../../components/labelled-value';
import { StaffOdds } from '../../../components/staff-odds';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { remoteOf } from '../../../lib/api-slice';
import { useAdminTicketQuery } from '../api/admin-tickets-api';
import { useCan } from '../../../lib/use-can';
import { oddsText } from '../../../lib/staff-odds';
import { dateTimeText } from '../format';
import { canVoidTicket, settleModeOf } from '../settle-preview';
import { SettleModal } from './settle-modal';
import { LegStatusBadge, TicketStatusBadge } from './ticket-status-badge';
import { VoidModal } from './void-modal';
import { whenColumn } from './when-column';

function TicketFacts({ ticket, locale }: { ticket: ApiAdminTicket; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number | null) => moneyText(amount, ticket.currency, locale);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      <LabelledValue label={t('adminTickets.columns.user')}>
        <Anchor component={Link} to={paths.admin.user.getHref(ticket.userId)} size="sm" fw={700}>
          {ticket.username}
        </Anchor>
      </LabelledValue>
      <LabelledValue label={t('adminTickets.columns.type')}>{t(`adminTickets.betType.${ticket.betType}`)}</LabelledValue>
      <LabelledValue label={t('adminTickets.columns.status')}>
        <TicketStatusBadge status={ticket.status} />
      </LabelledValue>
      <LabelledValue label={t('adminTickets.columns.stake')}>{money(ticket.stake)}</LabelledValue>
      <LabelledValue label={t('adminTickets.columns.potentialReturn')}>{money(ticket.potentialReturn)}</LabelledValue>
      <LabelledValue label={t('adminTickets.columns.settledReturn')}>{money(ticket.settledReturn)}</LabelledValue>
      <LabelledValue label={t('adminTickets.detail.funding')}>{t(`adminTickets.detail.fundingKind.${ticket.funding}`)}</LabelledValue>
      <LabelledValue label={t('adminTickets.columns.placedAt')}>{dateTimeText(ticket.placedAt, locale)}</LabelledValue>
      <LabelledValue label={t('adminTickets.detail.settledAt')}>{dateTimeText(ticket.settledAt, locale)}</LabelledValue>
      <LabelledValue label={t('adminTickets.detail.settlementSeq')}>{ticket.settlementSeq}</LabelledValue>
      <LabelledValue label={t('adminTickets.detail.cashoutValue')}>{money(ticket.cashoutValue)}</LabelledValue>
      <LabelledValue label={t('adminTickets.detail.requestId')}>
        <Text size="xs" ff="monospace" truncate>
          {ticket.requestId}
        </Text>
      </LabelledValue>
    </SimpleGrid>
  );
}

type Leg = ApiAdminTicket['legs'][number] & { index: number };

function useLegColumns(): DataTableColumn<Leg>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'selection',
      header: t('adminTickets.detail.selection'),
      cell: (leg) => (
        <>
          <Text size="sm" fw={600}>
            {leg.index + 1}. {leg.selectionName}
          </Text>
          <Text size="xs" c="dimmed">
            <Anchor component={Link} to={paths.admin.event.getHref(leg.gameId)} size="xs" inherit>
              {leg.eventName}
            </Anchor>{' '}
            · {leg.marketName}
          </Text>
        </>
      ),
    },
    {
      key: 'struckOdds',
      header: t('adminTickets.detail.struckOdds'),
      align: 'right',
      cell: (leg) => (
        <Text span inherit ff="monospace" fw={700}>
          {oddsText(leg.odds)}
        </Text>
      ),
    },
    {
      key: 'currentOdds',
      header: t('adminTickets.detail.currentOdds'),
      align: 'right',
      figure: true,
      cell: (leg) => <StaffOdds odds={leg.currentOdds} suspended={t('adminTickets.detail.suspended')} />,
    },
    { key: 'status', header: t('adminTickets.columns.status'), align: 'right', cell: (leg) => <LegStatusBadge status={leg.status} /> },
  ];
}

function LegsTable({ ticket }: { ticket: ApiAdminTicket }) {
  const { t } = useTranslation();
  const columns = useLegColumns();
  const legs = ticket.legs.map((leg, index) => ({ ...leg, index }));
  return <ColumnsTable label={t('adminTickets.detail.legs')} columns={columns} rows={legs} rowKey={(leg) => `${leg.optionId}:${leg.index}`} minWidth={340} verticalSpacing="xs" />;
}

type LedgerLine = AdminTicketDetail['ledger'][number];

function useLedgerColumns(currency: string, locale: string): DataTableColumn<LedgerLine>[] {
  const { t } = useTranslation();
  return [
    whenColumn<LedgerLine>('when', t('adminTickets.detail.when'), (line) => line.createdAt, locale, 'xs'),
    {
      key: 'code',
      header: t('adminTickets.detail.code'),
      cell: (line) => (
        <>
          <Text size="xs" fw={600}>
            {t(`bank.codes.${line.code}`, { defaultValue: line.code })}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate maw={220} title={line.idempotencyKey}>
            {line.idempotencyKey}
          </Text>
        </>
      ),
    },
    {
      key: 'fromTo',
      header: t('adminTickets.detail.fromTo'),
      cell: (line) => (
        <Text size="xs">
          {t(`adminTickets.detail.account.${line.from}`, { defaultValue: line.from })} → {t(`adminTickets.detail.account.${line.to}`, { defaultValue: line.to })}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: t('adminTickets.detail.amount'),
      align: 'right',
      cell: (line) => (
        <Text size="sm" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {moneyText(line.amount, currency, locale)}
        </Text>
      ),
    },
  ];
}

function LedgerTable({ detail, locale }: { detail: AdminTicketDetail; locale: string }) {
  const { t } = useTranslation();
  const columns = useLedgerColumns(detail.ticket.currency, locale);
  if (detail.ledger.length === 0) return <Text size="sm" c="dimmed">{t('adminTickets.detail.noLedger')}</Text>;
  return <ColumnsTable label={t('adminTickets.detail.ledger')} columns={columns} rows={detail.ledger} rowKey={(line) => line.id} minWidth={560} verticalSpacing="xs" />;
}

function AuditTrail({ detail, locale }: { detail: AdminTicketDetail; locale: string }) {
  const { t } = useTranslation();
  if (detail.audit.length === 0) return <Text size="sm" c="dimmed">{t('adminTickets.detail.noAudit')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label={t('adminTickets.detail.audit')}>
      {detail.audit.map((line, index) => (
        <Timeline.Item key={`${line.at}:${index}`} title={t(`adminTickets.detail.action.${line.action}`, { defaultValue: line.action })}>
          <Text size="xs" c="dimmed">
            {line.actor} · {dateTimeText(line.at, locale)}
          </Text>
          {line.reason ? <Text size="sm">{line.reason}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The loaded ticket: facts, legs, ledger and audit trails, and (for allowed roles) void and settle. */
function TicketDetailBody({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const detail = remoteOf(useAdminTicketQuery(ticketId));
  const canSettle = useCan('tickets.settle');
  const [modal, setModal] = useState<'void' | 'settle' | null>(null);
  if (detail.status === 'failed' && !detail.data) return <ErrorState message={detail.error ?? t('errors.render')} onRetry={detail.reload} />;
  if (!detail.data) {
    return <DetailSkeleton />;
  }
  const { ticket } = detail.data;
  const mode = settleModeOf(ticket);
  const done = (messageKey: string) => {
    notifications.show({ color: 'brand', title: t('adminTickets.actions.done'), message: t(messageKey, { id: ticket.id }) });
    // The void / settle mutation refreshes this ticket and the list (tags).
    setModal(null);
  };
  return (
    <Stack gap="md">
      {detail.status === 'failed' ? <ErrorState message={detail.error ?? t('errors.render')} onRetry={detail.reload} /> : null}
      {ticket.settleReason ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={t('adminTickets.detail.settleReason')}>
          {ticket.settleReason}
        </Alert>
      ) : null}
      {ticket.rejectReason ? (
        <Alert variant="light" color="red" title={t('adminTickets.detail.rejectReason')}>
          {ticket.rejectReason}
        </Alert>
      ) : null}
      <TicketFacts ticket={ticket} locale={locale} />
      {canSettle && (mode || canVoidTicket(ticket)) ? (
        <Group gap="sm">
          {mode ? (
            <Button leftSection={<IconGavel size={16} />} onClick={() => setModal('settle')}>
              {t(`adminTickets.actions.${mode}`)}
            </Button>
          ) : null}
          {canVoidTicket(ticket) ? (
            <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={() => setModal('void')}>
              {t('adminTickets.actions.void')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <DetailSection title={t('adminTickets.detail.legs')}>
        <LegsTable ticket={ticket} />
      </DetailSection>
      <DetailSection title={t('adminTickets.detail.ledger')}>
        <LedgerTable detail={detail.data} locale={locale} />
      </DetailSection>
      <DetailSection title={t('adminTickets.detail.audit')}>
        <AuditTrail detail={detail.data} locale={locale} />
      </DetailSection>
      <VoidModal ticket={modal === 'void' ? ticket : null} onClose={() => setModal(null)} onDone={() => done('adminTickets.actions.voidedText')} />
      <SettleModal
        ticket={modal === 'settle' ? ticket : null}
        mode={mode ?? 'settle'}
        onClose={() => setModal(null)}
        onDone={() => done('adminTickets.actions.settledText')}
      />
    </Stack>
  );
}

/** The ticket drawer: full width on phones, a side panel on wider screens. */
export function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DetailDrawer opened={ticketId !== null} onClose={onClose} title={ticketId ? t('adminTickets.detail.title', { id: ticketId }) : ''}>
      {ticketId ? <TicketDetailBody key={ticketId} ticketId={ticketId} /> : null}
    </DetailDrawer>
  );
}

import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminExchangeTicket, AdminExchangeTicketDetail } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { FigureText } from '../../../components/data-table/cells';
import { ColumnsTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { DetailDrawer, DetailSection, DetailSkeleton } from '../../../components/detail-drawer';
import { ErrorState } from '../../../components/error-state';
import { LabelledValue } from '../../../components/labelled-value';
import { paths } from '../../../config/paths';
import { remoteOf } from '../../../lib/api-slice';
import { moneyText } from '../../../lib/money-text';
import { useAdminExchangeTicketQuery } from '../api/admin-exchange-api';
import { priceText, whenText } from '../format';
import { OrderStatusBadge, SideBadge } from './badges';
import { PlayerLink } from './order-columns';

type Match = AdminExchangeTicketDetail['matches'][number];
type LedgerLine = AdminExchangeTicketDetail['ledger'][number];

function OrderFacts({ ticket, locale }: { ticket: AdminExchangeTicket; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => moneyText(amount, ticket.currency, locale);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
      <LabelledValue label={t('adminExchange.columns.player')}>
        <PlayerLink ticket={ticket} />
      </LabelledValue>
      <LabelledValue label={t('adminExchange.columns.side')}>
        <SideBadge side={ticket.side} />
      </LabelledValue>
      <LabelledValue label={t('adminExchange.columns.status')}>
        <OrderStatusBadge status={ticket.status} />
      </LabelledValue>
      <LabelledValue label={t('adminExchange.columns.market')}>
        <Anchor component={Link} to={paths.admin.exResults.getHref(ticket.marketId)} size="sm" inherit>
          {ticket.eventName} · {ticket.marketName}
        </Anchor>
      </LabelledValue>
      <LabelledValue label={t('adminExchange.ladder.runner')}>{ticket.runnerName}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.price')}>{priceText(ticket.price)}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.stake')}>{money(ticket.stake)}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.matched')}>{money(ticket.matched)}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.remaining')}>{money(ticket.remaining)}</LabelledValue>
      <LabelledValue label={t('adminExchange.tickets.cancelled')}>{money(ticket.cancelled)}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.averagePrice')}>{priceText(ticket.averagePrice)}</LabelledValue>
      <LabelledValue label={t('adminExchange.tickets.persistence')}>{t(`adminExchange.persistence.${ticket.persistence}`)}</LabelledValue>
      <LabelledValue label={t('adminExchange.columns.placed')}>{whenText(ticket.placedAt, locale)}</LabelledValue>
      <LabelledValue label={t('adminExchange.tickets.updated')}>{whenText(ticket.updatedAt, locale)}</LabelledValue>
      <LabelledValue label={t('adminExchange.tickets.requestId')}>
        <Text size="xs" ff="monospace" truncate>
          {ticket.requestId}
        </Text>
      </LabelledValue>
    </SimpleGrid>
  );
}

function useMatchColumns(currency: string, locale: string): DataTableColumn<Match>[] {
  const { t } = useTranslation();
  return [
    { key: 'when', header: t('adminExchange.tickets.when'), cell: (match) => <Text size="xs" style={{ whiteSpace: 'nowrap' }}>{whenText(match.matchedAt, locale)}</Text> },
    { key: 'side', header: t('adminExchange.columns.side'), cell: (match) => <SideBadge side={match.side} /> },
    { key: 'price', header: t('adminExchange.columns.price'), align: 'right', cell: (match) => <FigureText>{priceText(match.price)}</FigureText> },
    { key: 'stake', header: t('adminExchange.columns.stake'), align: 'right', cell: (match) => <FigureText>{moneyText(match.stake, currency, locale)}</FigureText> },
    { key: 'win', header: t('adminExchange.tickets.winOrLiability'), align: 'right', cell: (match) => <FigureText>{moneyText(match.winAmount, currency, locale)}</FigureText> },
    {
      key: 'counterparty',
      header: t('adminExchange.tickets.counterparty'),
      cell: (match) => (
        <Anchor component={Link} to={paths.admin.user.getHref(match.counterpartyId)} size="xs" ff="monospace">
          {match.counterpartyId.slice(0, 8)}
        </Anchor>
      ),
    },
  ];
}

function useLedgerColumns(currency: string, locale: string): DataTableColumn<LedgerLine>[] {
  const { t } = useTranslation();
  return [
    { key: 'when', header: t('adminExchange.tickets.when'), cell: (line) => <Text size="xs" style={{ whiteSpace: 'nowrap' }}>{whenText(line.createdAt, locale)}</Text> },
    {
      key: 'code',
      header: t('adminExchange.tickets.code'),
      cell: (line) => (
        <>
          <Text size="xs" fw={600}>
            {t(`bank.codes.${line.code}`, { defaultValue: line.code })}
          </Text>
          {line.note ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {line.note}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'account', header: t('adminExchange.tickets.account'), cell: (line) => <Text size="xs">{t(`adminExchange.account.${line.account}`)}</Text> },
    { key: 'amount', header: t('adminExchange.tickets.amount'), align: 'right', cell: (line) => <FigureText color={line.amount < 0 ? 'red' : undefined}>{moneyText(line.amount, currency, locale)}</FigureText> },
  ];
}

/** The loaded order: its facts, its matched bets with the counterparty, and the player's ledger trail on the market. */
function TicketDetail({ detail, locale }: { detail: AdminExchangeTicketDetail; locale: string }) {
  const { t } = useTranslation();
  const { ticket } = detail;
  const matchColumns = useMatchColumns(ticket.currency, locale);
  const ledgerColumns = useLedgerColumns(ticket.currency, locale);
  return (
    <Stack gap="md">
      <OrderFacts ticket={ticket} locale={locale} />
      <DetailSection title={t('adminExchange.tickets.matches')} empty={detail.matches.length === 0 ? t('adminExchange.tickets.noMatches') : null}>
        <ColumnsTable label={t('adminExchange.tickets.matches')} columns={matchColumns} rows={detail.matches} rowKey={(match) => match.id} minWidth={480} verticalSpacing="xs" />
      </DetailSection>
      <DetailSection title={t('adminExchange.tickets.ledger')} empty={detail.ledger.length === 0 ? t('adminExchange.tickets.noLedger') : null}>
        <ColumnsTable label={t('adminExchange.tickets.ledger')} columns={ledgerColumns} rows={detail.ledger} rowKey={(line) => line.id} minWidth={480} verticalSpacing="xs" />
      </DetailSection>
    </Stack>
  );
}

function TicketDetailLoad({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useTranslation();
  const detail = remoteOf(useAdminExchangeTicketQuery(ticketId));
  if (detail.status === 'failed' && !detail.data) return <ErrorState message={detail.error ?? t('adminExchange.tickets.notFound')} onRetry={detail.reload} />;
  if (!detail.data) {
    return <DetailSkeleton />;
  }
  return <TicketDetail detail={detail.data} locale={i18n.resolvedLanguage ?? 'en'} />;
}

/** The order drawer: full width on phones, a side panel on wider screens. */
export function TicketDrawer({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DetailDrawer opened={ticketId !== null} onClose={onClose} title={ticketId ? t('adminExchange.tickets.detailTitle', { id: ticketId.slice(0, 8) }) : ''}>
      {ticketId ? <TicketDetailLoad key={ticketId} ticketId={ticketId} /> : null}
    </DetailDrawer>
  );
}

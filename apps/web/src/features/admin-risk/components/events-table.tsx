import { Anchor } from '@mantine/core';
import { TagBadge } from '../../../components/status-badge';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ApiEventLiability, ApiRiskCurrencySummary } from '@oddsmith/core';
import { liabilityLevel, thresholdOfCurrency } from '../risk-inputs';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { SignedMoney } from './liability-text';
import { TableSection } from './section';
import { DateTimeText } from '../../../components/date-time-text';
import type { DataTableColumn } from '../../../components/data-table/data-table';

function useEventColumns(summaries: readonly ApiRiskCurrencySummary[]): DataTableColumn<ApiEventLiability>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return [
    {
      key: 'event',
      header: t('adminRisk.columns.event'),
      cell: (event) => (
        <>
          <Anchor component={Link} to={paths.admin.event.getHref(event.eventId)} size="sm" fw={600}>
            {event.eventName}
          </Anchor>{' '}
          <TagBadge size="xs" variant="light" color={event.eventStatus === 'live' ? 'red' : 'gray'}>
            {t(`adminRisk.eventStatus.${event.eventStatus}`, { defaultValue: event.eventStatus })}
          </TagBadge>
        </>
      ),
    },
    { key: 'start', header: t('adminRisk.columns.start'), cell: (event) => <DateTimeText value={event.startTime} locale={locale} /> },
    { key: 'tickets', header: t('adminRisk.columns.tickets'), align: 'right', cell: (event) => event.tickets },
    { key: 'stake', header: t('adminRisk.columns.stake'), align: 'right', figure: true, cell: (event) => moneyText(event.stake, event.currency, locale) },
    { key: 'liability', header: t('adminRisk.columns.liability'), align: 'right', cell: (event) => (
        <SignedMoney amount={event.liability} currency={event.currency} locale={locale} level={liabilityLevel(event.liability, thresholdOfCurrency(summaries, event.currency))} />
      ),
    },
  ];
}

/** Events by liability (the sum of their markets' worst cases), one row per event and currency. */
export function EventsTable({ events, summaries }: { events: ApiEventLiability[]; summaries: readonly ApiRiskCurrencySummary[] }) {
  const columns = useEventColumns(summaries);
  return (
    <TableSection texts="adminRisk.events" icon={<IconCalendarEvent size={28} />} columns={columns} rows={events} rowKey={(event) => `${event.eventId}:${event.currency}`} minWidth={680} />
  );
}

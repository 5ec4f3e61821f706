import { Anchor, Badge, EmptyState, ScrollArea, Table } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ApiEventLiability } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { moneyText } from '../../../lib/money-text';
import { SignedMoney } from './liability-text';
import { Section } from './section';
import { DateTimeText } from '../../../components/date-time-text';

/** Events by liability (the sum of their markets' worst cases), one row per event and currency. */
export function EventsTable({ events }: { events: ApiEventLiability[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Section title={t('adminRisk.events.title')}>
      {events.length === 0 ? (
        <EmptyState py="lg" icon={<IconCalendarEvent size={28} />} variant="light" title={t('adminRisk.events.emptyTitle')} description={t('adminRisk.events.empty')} />
      ) : (
        <ScrollArea type="auto">
          <Table verticalSpacing="xs" miw={680} highlightOnHover aria-label={t('adminRisk.events.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminRisk.columns.event')}</Table.Th>
                <Table.Th>{t('adminRisk.columns.start')}</Table.Th>
                <Table.Th ta="right">{t('adminRisk.columns.tickets')}</Table.Th>
                <Table.Th ta="right">{t('adminRisk.columns.stake')}</Table.Th>
                <Table.Th ta="right">{t('adminRisk.columns.liability')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={`${event.eventId}:${event.currency}`}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.event.getHref(event.eventId)} size="sm" fw={600}>
                      {event.eventName}
                    </Anchor>{' '}
                    <Badge size="xs" variant="light" color={event.eventStatus === 'live' ? 'red' : 'gray'}>
                      {t(`adminRisk.eventStatus.${event.eventStatus}`, { defaultValue: event.eventStatus })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <DateTimeText value={event.startTime} locale={locale} />
                  </Table.Td>
                  <Table.Td ta="right">{event.tickets}</Table.Td>
                  <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {moneyText(event.stake, event.currency, locale)}
                  </Table.Td>
                  <Table.Td>
                    <SignedMoney amount={event.liability} currency={event.currency} locale={locale} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Section>
  );
}

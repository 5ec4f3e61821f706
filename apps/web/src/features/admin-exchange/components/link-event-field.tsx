import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import { perPageMax } from '@oddsmith/core';
import { useAdminExchangeEventsQuery, useLinkableSportsbookEventsQuery } from '../api/admin-exchange-api';
import { whenText } from '../format';

/** Picks an upcoming sportsbook event (searched by name); its match-odds market becomes the exchange market. */
export function LinkEventField({ value, error, onChange }: { value: string | null; error?: string; onChange: (eventId: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const events = useLinkableSportsbookEventsQuery({ perPage: 30, q: debounced || undefined });
  // The upcoming exchange events (the feed links most sportsbook events itself): those already followed are shown but not offered.
  const exchange = useAdminExchangeEventsQuery({ status: 'upcoming', perPage: perPageMax });
  const linked = new Set((exchange.data?.list ?? []).map((event) => event.linkedEventId));
  const data = (events.data?.list ?? [])
    .map((event) => {
      const taken = linked.has(event.id);
      const label = `${event.name} · ${whenText(event.startTime, locale)}`;
      return { value: event.id, label: taken ? `${label} · ${t('adminExchange.create.linkTaken')}` : label, disabled: taken };
    })
    // Those that can be linked first.
    .sort((a, b) => Number(a.disabled) - Number(b.disabled));
  return (
    <>
      <Select
        label={t('adminExchange.create.linkLabel')}
        placeholder={t('adminExchange.create.linkPlaceholder')}
        searchable
        clearable
        filter={({ options }) => options}
        searchValue={search}
        onSearchChange={setSearch}
        data={data}
        value={value}
        onChange={onChange}
        error={error}
        nothingFoundMessage={events.isFetching ? t('adminExchange.loading') : t('adminExchange.create.linkNone')}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed">
        {t('adminExchange.create.linkHelp')}
      </Text>
    </>
  );
}

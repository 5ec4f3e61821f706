import { useState } from 'react';
import { Box, Button, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { exchangeOrderStatuses, exchangeSides, type ExchangeOrderSide, type ExchangeOrderStatus } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FilterBar, SelectFilter } from '../../../components/list-filters';
import { hasTicketFilters, isUuid, type TicketFilters } from '../ticket-filters';

type BarProps = { filters: TicketFilters; onChange: (next: Partial<TicketFilters>) => void };
type TextKey = 'user' | 'eventId' | 'marketId';

/** A text filter that reaches the URL once typing pauses; an id that is not a UUID is marked, not sent. */
function TextFilter({ field, filters, onChange }: BarProps & { field: TextKey }) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters[field]);
  const commit = useDebouncedCallback((next: string) => onChange({ [field]: next.trim() }), 300);
  const invalid = field !== 'user' && filters[field] !== '' && !isUuid(filters[field]);
  return (
    <TextInput
      flex="1 1 160px"
      aria-label={t(`adminExchange.tickets.filters.${field}`)}
      placeholder={t(`adminExchange.tickets.filters.${field}`)}
      value={text}
      maxLength={100}
      error={invalid ? t('adminExchange.tickets.filters.notAnId') : null}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

/** One bound of the placement day range. */
function DayFilter({ field, filters, onChange }: BarProps & { field: 'from' | 'to' }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      w={{ base: '47%', xs: 150 }}
      aria-label={t(`adminExchange.tickets.filters.${field}`)}
      value={filters[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );
}

/** Phones keep the filters folded behind one button (with the count of those set); wider screens always show them. */
export function TicketFiltersBar(props: BarProps) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const { filters } = props;
  const active = [filters.status, filters.side, filters.user, filters.eventId, filters.marketId, filters.from, filters.to].filter(Boolean).length;
  return (
    <>
      <Button hiddenFrom="sm" mb="sm" variant="light" leftSection={<IconFilter size={16} />} aria-expanded={unfolded} onClick={() => setUnfolded((value) => !value)}>
        {t('adminExchange.tickets.filters.toggle', { count: active })}
      </Button>
      <Box visibleFrom={unfolded ? undefined : 'sm'}>
        <TicketFilterFields {...props} />
      </Box>
    </>
  );
}

/** Status, side, player, event id, market id and the placement days above the orders list. */
function TicketFilterFields({ filters, onChange }: BarProps) {
  const { t } = useTranslation();
  // A new generation empties the typed text of the debounced inputs.
  const [generation, setGeneration] = useState(0);
  const clear = () => {
    setGeneration((value) => value + 1);
    onChange({ status: null, side: null, user: '', eventId: '', marketId: '', from: '', to: '' });
  };
  return (
    <FilterBar key={generation}>
      <SelectFilter
        label={t('adminExchange.columns.status')}
        placeholder={t('adminExchange.tickets.filters.anyStatus')}
        data={exchangeOrderStatuses.map((value) => ({ value, label: t(`adminExchange.orderStatus.${value}`) }))}
        value={filters.status}
        width={150}
        onChange={(status) => onChange({ status: status as ExchangeOrderStatus | null })}
      />
      <SelectFilter
        label={t('adminExchange.columns.side')}
        placeholder={t('adminExchange.tickets.filters.anySide')}
        data={exchangeSides.map((value) => ({ value, label: t(`adminExchange.side.${value}`) }))}
        value={filters.side}
        width={130}
        onChange={(side) => onChange({ side: side as ExchangeOrderSide | null })}
      />
      <TextFilter field="user" filters={filters} onChange={onChange} />
      <TextFilter field="eventId" filters={filters} onChange={onChange} />
      <TextFilter field="marketId" filters={filters} onChange={onChange} />
      <DayFilter field="from" filters={filters} onChange={onChange} />
      <DayFilter field="to" filters={filters} onChange={onChange} />
      {hasTicketFilters(filters) ? (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clear}>
          {t('adminExchange.tickets.filters.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}

import { useState } from 'react';
import { Box, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { apiTicketStatuses, ticketBetTypes, type TicketBetType } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { isEventId, isFiltered, type TicketFilters, type TicketStatusFilter } from '../ticket-query';

const typingDelayMs = 300;

/** A text filter that reaches the URL once typing pauses. */
function DebouncedInput({
  label,
  value,
  onCommit,
  withIcon,
  error,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  withIcon?: boolean;
  error?: string | null;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), typingDelayMs);
  return (
    <TextInput
      flex="1 1 180px"
      label={label}
      leftSection={withIcon ? <IconSearch size={16} /> : undefined}
      value={text}
      error={error}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

type FilterProps = { filters: TicketFilters; onChange: (next: Partial<TicketFilters>) => void };

/** Status (with the open / settled groups) and bet type. */
function KindFilters({ filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  const statusData = [
    {
      group: t('adminTickets.filters.groups'),
      items: (['open', 'settled'] as const).map((value) => ({ value, label: t(`adminTickets.filters.${value}`) })),
    },
    { group: t('adminTickets.filters.statuses'), items: apiTicketStatuses.map((value) => ({ value, label: t(`adminTickets.status.${value}`) })) },
  ];
  return (
    <>
      <Select
        w={{ base: '100%', xs: 170 }}
        label={t('adminTickets.filters.status')}
        placeholder={t('adminTickets.filters.any')}
        clearable
        data={statusData}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as TicketStatusFilter | null) ?? null })}
      />
      <Select
        w={{ base: '100%', xs: 140 }}
        label={t('adminTickets.filters.betType')}
        placeholder={t('adminTickets.filters.any')}
        clearable
        data={ticketBetTypes.map((value) => ({ value, label: t(`adminTickets.betType.${value}`) }))}
        value={filters.betType}
        onChange={(value) => onChange({ betType: (value as TicketBetType | null) ?? null })}
      />
    </>
  );
}

/** One day of the range; an empty bound means no bound. */
function DayInput({ label, value, min, max, onPick }: { label: string; value: string; min?: string; max?: string; onPick: (value: string) => void }) {
  return (
    <TextInput
      type="date"
      w={{ base: '47%', xs: 160 }}
      label={label}
      value={value}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onPick(event.currentTarget.value)}
    />
  );
}

/** The placement day range. */
function DayRange({ filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  return (
    <>
      <DayInput label={t('adminTickets.filters.from')} value={filters.from} max={filters.to} onPick={(from) => onChange({ from })} />
      <DayInput label={t('adminTickets.filters.to')} value={filters.to} min={filters.from} onPick={(to) => onChange({ to })} />
    </>
  );
}

/** Status, bet type, user, event and the placement day range. */
export function TicketFiltersBar({ filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  const [generation, setGeneration] = useState(0);
  // Phones keep the filters folded behind one button; wider screens always show them.
  const [unfolded, setUnfolded] = useState(false);
  const active = [filters.status, filters.betType, filters.user, filters.eventId, filters.from, filters.to].filter(Boolean).length;
  const clear = () => {
    // A new generation empties the typed text of the debounced inputs.
    setGeneration((value) => value + 1);
    onChange({ status: null, betType: null, user: '', eventId: '', from: '', to: '' });
  };
  return (
    <>
      <Button hiddenFrom="sm" mb="sm" variant="light" leftSection={<IconFilter size={16} />} aria-expanded={unfolded} onClick={() => setUnfolded((value) => !value)}>
        {t('adminTickets.filters.toggle', { count: active })}
      </Button>
      <Box visibleFrom={unfolded ? undefined : 'sm'}>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap" key={generation}>
          <KindFilters filters={filters} onChange={onChange} />
          <DebouncedInput label={t('adminTickets.filters.user')} value={filters.user} onCommit={(user) => onChange({ user })} withIcon />
          <DebouncedInput
            label={t('adminTickets.filters.eventId')}
            value={filters.eventId}
            error={filters.eventId && !isEventId(filters.eventId) ? t('adminTickets.filters.eventIdInvalid') : null}
            onCommit={(eventId) => onChange({ eventId })}
          />
          <DayRange filters={filters} onChange={onChange} />
          {isFiltered(filters) ? (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clear}>
              {t('adminTickets.filters.clear')}
            </Button>
          ) : null}
        </Group>
      </Box>
    </>
  );
}

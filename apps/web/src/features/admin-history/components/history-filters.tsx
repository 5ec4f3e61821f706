import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { FilterBar, SelectFilter } from '../../../components/list-filters';
import type { HistoryFilter } from '../api/admin-history-api';
import { useAdminHistoryFacetsQuery } from '../api/admin-history-api';

export type HistoryFilterValues = Omit<HistoryFilter, 'page' | 'perPage'>;

/** History's filters: staff member, action, what it was done to, and the days (both inclusive). */
export function HistoryFilters({ value, onChange }: { value: HistoryFilterValues; onChange: (next: HistoryFilterValues) => void }) {
  const { t } = useTranslation();
  const facets = useAdminHistoryFacetsQuery().data;
  const set = (patch: HistoryFilterValues) => onChange({ ...value, ...patch });
  return (
    <FilterBar>
      <SelectFilter
        label={t('adminHistory.filters.staff')}
        placeholder={t('adminHistory.filters.anyStaff')}
        data={(facets?.actors ?? []).map((actor) => ({ value: actor.id, label: actor.username }))}
        value={value.actorId ?? null}
        onChange={(actorId) => set({ actorId: actorId ?? undefined })}
      />
      <SelectFilter
        label={t('adminHistory.filters.action')}
        placeholder={t('adminHistory.filters.anyAction')}
        data={(facets?.actions ?? []).map((action) => ({ value: action, label: action }))}
        value={value.action ?? null}
        onChange={(action) => set({ action: action ?? undefined })}
        width={220}
      />
      <SelectFilter
        label={t('adminHistory.filters.targetType')}
        placeholder={t('adminHistory.filters.anyTarget')}
        data={(facets?.targetTypes ?? []).map((type) => ({ value: type, label: type }))}
        value={value.targetType ?? null}
        onChange={(targetType) => set({ targetType: targetType ?? undefined })}
      />
      <TextInput label={t('adminHistory.filters.targetId')} placeholder={t('adminHistory.filters.targetIdHint')} value={value.targetId ?? ''} onChange={(event) => set({ targetId: event.currentTarget.value.trim() || undefined })} w={{ base: '100%', sm: 240 }} />
      <TextInput type="date" label={t('adminHistory.filters.from')} value={value.from ?? ''} onChange={(event) => set({ from: event.currentTarget.value || undefined })} w={{ base: '100%', sm: 160 }} />
      <TextInput type="date" label={t('adminHistory.filters.to')} value={value.to ?? ''} onChange={(event) => set({ to: event.currentTarget.value || undefined })} w={{ base: '100%', sm: 160 }} />
    </FilterBar>
  );
}

import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { FormModal } from '../../../components/confirm-modal';
import type { AddMarketBody } from '../api/admin-events-api';
import { parseOddsText, selectionsMax, validateMarketDraft, type Errors, type MarketDraft } from '../validation';

const marketTypes = ['match-odds', 'total-goals', 'asian-handicap', 'next-goal', 'other'];
const emptyDraft = (): MarketDraft => ({ name: '', type: 'match-odds', line: '', options: [{ name: '', odds: '' }, { name: '', odds: '' }] });

/** Adds a market with its selections and opening odds. */
export function AddMarketModal({ opened, onClose, onSubmit }: { opened: boolean; onClose: () => void; onSubmit: (body: AddMarketBody) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MarketDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field].key, errors[field].values ?? {}) : undefined);
  const setOption = (index: number, field: 'name' | 'odds', value: string) =>
    setDraft((current) => ({ ...current, options: current.options.map((option, at) => (at === index ? { ...option, [field]: value } : option)) }));

  const submit = async () => {
    const found = validateMarketDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const line = draft.line.trim() ? Number(draft.line.trim()) : undefined;
    const ok = await onSubmit({
      name: draft.name.trim(),
      type: draft.type,
      ...(line === undefined ? {} : { line }),
      options: draft.options.map((option) => ({ name: option.name.trim(), odds: parseOddsText(option.odds) as number })),
    });
    setBusy(false);
    if (ok) setDraft(emptyDraft());
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={t('adminEvent.addMarket')} size="lg" onSubmit={() => void submit()}>
      <TextInput label={t('adminEvent.marketName')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} error={error('name')} />
      <Group grow align="flex-start">
        <Select
          label={t('adminEvent.marketType')}
          data={marketTypes.map((value) => ({ value, label: t(`adminEvent.marketTypes.${value}`) }))}
          value={draft.type}
          onChange={(value) => setDraft({ ...draft, type: value ?? 'match-odds' })}
          allowDeselect={false}
          error={error('type')}
        />
        <TextInput label={t('adminEvent.line')} description={t('common.optional')} value={draft.line} onChange={(e) => setDraft({ ...draft, line: e.currentTarget.value })} error={error('line')} />
      </Group>
      <Text fw={700} size="sm">
        {t('adminEvent.selections')}
      </Text>
      {draft.options.map((option, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <TextInput flex={2} label={t('adminEvent.selectionName', { n: index + 1 })} value={option.name} onChange={(e) => setOption(index, 'name', e.currentTarget.value)} error={error(`options.${index}.name`)} />
          <TextInput flex={1} inputMode="decimal" label={t('adminEvent.selectionOdds', { n: index + 1 })} value={option.odds} onChange={(e) => setOption(index, 'odds', e.currentTarget.value)} error={error(`options.${index}.odds`)} />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            aria-label={t('adminEvent.removeSelection', { n: index + 1 })}
            disabled={draft.options.length <= 2}
            onClick={() => setDraft({ ...draft, options: draft.options.filter((_, at) => at !== index) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error('options') ? (
        <Text c="red" size="sm">
          {error('options')}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Button variant="subtle" leftSection={<IconPlus size={14} />} disabled={draft.options.length >= selectionsMax} onClick={() => setDraft({ ...draft, options: [...draft.options, { name: '', odds: '' }] })}>
          {t('adminEvent.addSelection')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('adminEvent.createMarket')}
        </Button>
      </Group>
    </FormModal>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormModal } from '../../../components/confirm-modal';
import type { ResultBody } from '../api/admin-events-api';
import type { AdminMarket } from '../types';
import { validateResult, type Errors, type ResultDraft } from '../validation';

/** Publishes a market's result: the winners, or void, with an optional dead-heat count. */
export function ResultModal({ market, onClose, onSubmit }: { market: AdminMarket | null; onClose: () => void; onSubmit: (marketId: string, body: ResultBody) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ResultDraft>({ winners: [], voided: false, deadHeatCount: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field].key, errors[field].values ?? {}) : undefined);

  const submit = async () => {
    if (!market) return;
    const found = validateResult(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const body: ResultBody = draft.voided
      ? { winners: [], voided: true }
      : { winners: draft.winners, ...(draft.deadHeatCount.trim() ? { deadHeatCount: Number(draft.deadHeatCount) } : {}) };
    const ok = await onSubmit(market.id, body);
    setBusy(false);
    if (ok) setDraft({ winners: [], voided: false, deadHeatCount: '' });
  };

  return (
    <FormModal opened={market !== null} onClose={onClose} title={market ? t('adminEvent.resultTitle', { name: market.name }) : ''} onSubmit={() => void submit()}>
      {market ? (
        <>
          <Checkbox.Group label={t('adminEvent.winners')} value={draft.winners} onChange={(winners) => setDraft({ ...draft, winners })} error={error('winners')}>
            <Stack gap={6} mt={6}>
              {market.options.map((option) => (
                <Checkbox key={option.id} value={option.id} label={option.name} disabled={draft.voided} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch label={t('adminEvent.voided')} checked={draft.voided} onChange={(event) => setDraft({ ...draft, voided: event.currentTarget.checked })} />
          <TextInput
            label={t('adminEvent.deadHeat')}
            description={t('adminEvent.deadHeatHint')}
            inputMode="numeric"
            disabled={draft.voided}
            value={draft.deadHeatCount}
            onChange={(event) => setDraft({ ...draft, deadHeatCount: event.currentTarget.value })}
            error={error('deadHeatCount')}
          />
          <Group justify="flex-end">
            <Text size="xs" c="dimmed" flex={1}>
              {market.name}
            </Text>
            <Button type="submit" color="grape" loading={busy}>
              {t('adminEvent.publish')}
            </Button>
          </Group>
        </>
      ) : null}
    </FormModal>
  );
}

import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrophy, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { StatusBadge } from '../../../components/status-badge';
import { milliToOdds } from '@oddsmith/core';
import type { UpdateMarketBody } from '../api/admin-events-api';
import type { AdminMarket, AdminOption } from '../types';
import { oddsError, parseOddsText } from '../validation';
import { statusColors } from './events-screen';

const marketColors: Record<string, string> = { ...statusColors, open: 'brand', suspended: 'orange', closed: 'gray', settled: 'grape' };

type Props = {
  market: AdminMarket;
  onUpdate: (marketId: string, body: UpdateMarketBody, messageKey: string) => Promise<void>;
  onResult: (market: AdminMarket) => void;
  /** `events.write`: prices and status. Without it the market is shown read-only. */
  canEdit: boolean;
  /** `markets.result`: publish the result. */
  canResult: boolean;
};

/** The price staff edit: the stored odds, also while the market is suspended (players then see 'suspended'). */
export function editableOddsText(option: AdminOption): string {
  if (typeof option.oddsMilli === 'number') return String(milliToOdds(option.oddsMilli));
  return typeof option.odds === 'number' ? String(option.odds) : '';
}

type Run = (body: UpdateMarketBody, messageKey: string) => void;

/** Suspend / reopen / close (with `events.write`) and publish result (with `markets.result`). */
function MarketActions({ market, canEdit, canResult, editable, busy, run, onResult }: Pick<Props, 'market' | 'canEdit' | 'canResult' | 'onResult'> & { editable: boolean; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {canEdit && market.status === 'open' ? (
        <Button size="xs" variant="light" color="orange" leftSection={<IconLock size={14} />} loading={busy} onClick={() => run({ status: 'suspended' }, 'adminEvent.marketSaved')}>
          {t('adminEvent.suspend')}
        </Button>
      ) : null}
      {canEdit && market.status === 'suspended' ? (
        <Button size="xs" variant="light" leftSection={<IconLockOpen size={14} />} loading={busy} onClick={() => run({ status: 'open' }, 'adminEvent.marketSaved')}>
          {t('adminEvent.reopen')}
        </Button>
      ) : null}
      {editable ? (
        <Button size="xs" variant="light" color="gray" leftSection={<IconX size={14} />} loading={busy} onClick={() => run({ status: 'closed' }, 'adminEvent.marketSaved')}>
          {t('adminEvent.close')}
        </Button>
      ) : null}
      {canResult && market.status !== 'settled' ? (
        <Button size="xs" variant="light" color="grape" leftSection={<IconTrophy size={14} />} onClick={() => onResult(market)}>
          {t('adminEvent.result')}
        </Button>
      ) : null}
    </Group>
  );
}

type OddsInputsProps = {
  market: AdminMarket;
  canEdit: boolean;
  editable: boolean;
  odds: Record<string, string>;
  errors: Record<string, boolean>;
  onType: (optionId: string, value: string) => void;
};

/** One odds field per selection (a trophy on the winners); read-only without `events.write`. */
function OddsInputs({ market, canEdit, editable, odds, errors, onType }: OddsInputsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(4, Math.max(2, market.options.length)) }} spacing="sm">
      {market.options.map((option) => {
        const won = market.result?.winnerSelectionIds?.includes(option.id) ?? false;
        return (
          <TextInput
            key={option.id}
            label={
              <Group gap={4} component="span">
                {option.name}
                {won ? <IconTrophy size={12} color="var(--mantine-color-gold-5)" /> : null}
              </Group>
            }
            aria-label={t('adminEvent.oddsLabel', { name: option.name })}
            inputMode="decimal"
            disabled={canEdit && !editable}
            readOnly={!canEdit}
            value={odds[option.id] ?? ''}
            onChange={(event) => onType(option.id, event.currentTarget.value)}
            error={errors[option.id] ? t(oddsError.key, oddsError.values ?? {}) : undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** One market: each selection's odds editable inline, suspend / reopen / close, publish result. */
export function MarketEditor({ market, onUpdate, onResult, canEdit, canResult }: Props) {
  const { t } = useTranslation();
  const initial = Object.fromEntries(market.options.map((option) => [option.id, editableOddsText(option)]));
  const [odds, setOdds] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const editable = canEdit && (market.status === 'open' || market.status === 'suspended');
  const dirty = market.options.some((option) => (odds[option.id] ?? '') !== (initial[option.id] ?? ''));

  const run = async (body: UpdateMarketBody, messageKey: string) => {
    setBusy(true);
    try {
      await onUpdate(market.id, body, messageKey);
    } finally {
      setBusy(false);
    }
  };
  const saveOdds = () => {
    const parsed = market.options.map((option) => ({ id: option.id, odds: parseOddsText(odds[option.id] ?? '') }));
    const bad = Object.fromEntries(parsed.filter((item) => item.odds === null).map((item) => [item.id, true]));
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    void run({ options: parsed.map((item) => ({ id: item.id, odds: item.odds as number })) }, 'adminEvent.oddsSaved');
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={market.name} data-testid="admin-market">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Text fw={800}>{market.name}</Text>
          <StatusBadge status={market.status} colors={marketColors} label={t(`adminEvent.marketStatus.${market.status}`, { defaultValue: market.status })} />
        </Group>
        <MarketActions market={market} canEdit={canEdit} canResult={canResult} editable={editable} busy={busy} run={(body, key) => void run(body, key)} onResult={onResult} />
      </Group>
      <OddsInputs market={market} canEdit={canEdit} editable={editable} odds={odds} errors={errors} onType={(id, value) => setOdds((current) => ({ ...current, [id]: value }))} />
      {editable ? (
        <Group justify="flex-end" mt="sm">
          <Button size="xs" disabled={!dirty} loading={busy} onClick={saveOdds}>
            {t('adminEvent.saveOdds')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

import { useState } from 'react';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { limitPeriods, type LimitPeriod, type RgView } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { useUpdateResponsibleGamblingMutation } from '../api/responsible-gambling-api';
import { limitChangeOf, limitsUpdateOf } from '../rg-rules';
import { FormFailure } from '../../../components/confirm-modal';
import { SectionCard } from '../../../components/section-card';

/** Per period the new value typed ('' = untouched), or null when the player asked to remove the limit. */
type Drafts = Record<LimitPeriod, string | null>;
const untouched = (): Drafts => ({ day: '', week: '', month: '' });

/** One period: the limit in force, a change waiting for its 24 h, and the new value with what it will do. */
function LimitPeriodField({ period, view, draft, onDraft }: { period: LimitPeriod; view: RgView; draft: string | null; onDraft: (draft: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const current = view.depositLimits[period];
  const pending = view.pendingDepositLimits[period];
  const change = limitChangeOf(current, draft);
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {t(`rg.limits.periods.${period}`)}
      </Text>
      <Text size="sm" ff="monospace">
        {current === null ? t('rg.limits.none') : moneyText(current, view.currency, locale)}
      </Text>
      {pending ? (
        <Badge variant="light" color="yellow" size="sm" style={{ height: 'auto', whiteSpace: 'normal', textTransform: 'none' }} py={4}>
          {t('rg.limits.pending', {
            amount: pending.amount === null ? t('rg.limits.none') : moneyText(pending.amount, view.currency, locale),
            time: new Date(pending.effectiveAt).toLocaleString(locale),
          })}
        </Badge>
      ) : null}
      <TextInput
        label={t('rg.limits.newValue', { period: t(`rg.limits.periods.${period}`) })}
        placeholder={t('rg.limits.placeholder', { currency: view.currency })}
        inputMode="decimal"
        value={draft ?? ''}
        disabled={draft === null}
        error={change === 'invalid' ? t('rg.limits.invalid') : null}
        onChange={(event) => onDraft(event.currentTarget.value)}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c={change === 'delayed' ? 'yellow' : 'dimmed'}>
          {change === 'immediate' ? t('rg.limits.appliesNow') : change === 'delayed' ? t('rg.limits.appliesLater') : ' '}
        </Text>
        {current !== null ? (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onDraft(draft === null ? '' : null)}>
            {draft === null ? t('rg.limits.keep') : t('rg.limits.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/** Deposit limits per 24 h / 7 days / 30 days: in force, waiting, and a new value with what it will do. */
export function DepositLimitsCard({ view }: { view: RgView }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [drafts, setDrafts] = useState<Drafts>(untouched);
  const [error, setError] = useState<string | null>(null);
  const [updateLimits, { isLoading: saving }] = useUpdateResponsibleGamblingMutation();
  const update = limitsUpdateOf(view, drafts);
  const changed = update !== 'invalid' && Object.keys(update).length > 0;

  const save = async () => {
    if (update === 'invalid' || !changed) return;
    setError(null);
    try {
      await updateLimits({ depositLimits: update }).unwrap();
      setDrafts(untouched());
      notifications.show({ color: 'brand', title: t('rg.saved'), message: t('rg.limits.savedText') });
    } catch (failure) {
      setError(serverMessageOf(failure));
    }
  };

  return (
    <SectionCard title={t('rg.limits.title')} text={t('rg.limits.explain')}>
      {view.depositRemaining !== null ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} mb="md">
          {t('rg.limits.remaining', { amount: moneyText(view.depositRemaining, view.currency, locale) })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {limitPeriods.map((period) => (
          <LimitPeriodField key={period} period={period} view={view} draft={drafts[period]} onDraft={(draft) => setDrafts((last) => ({ ...last, [period]: draft }))} />
        ))}
      </SimpleGrid>
      <FormFailure message={error} mt="md" />
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void save()} disabled={!changed} loading={saving}>
          {t('rg.limits.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}

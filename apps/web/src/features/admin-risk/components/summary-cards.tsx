import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import type { ApiCurrencyLimits, ApiRiskCurrencySummary } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { useSetRiskSettingsMutation } from '../api/admin-risk-api';
import { checkLimits, type LimitsDraft } from '../risk-inputs';
import { SignedMoney } from './liability-text';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** A figure whose value is one plain amount (or text) in monospace. */
function AmountFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Figure label={label}>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Figure>
  );
}

const draftOf = (limits: ApiCurrencyLimits): LimitsDraft => ({
  stakeMin: String(limits.stakeMin),
  stakeMax: String(limits.stakeMax),
  payoutMax: String(limits.payoutMax),
  threshold: limits.autoSuspendLiability === null ? '' : String(limits.autoSuspendLiability),
});

/** One currency's limits, every amount in that currency; sends only this currency's values. */
function LimitsModal({ currency, current, onClose, onSaved }: { currency: string; current: ApiCurrencyLimits; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LimitsDraft>(() => draftOf(current));
  const [error, setError] = useState<{ field: keyof LimitsDraft | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [setRiskSettings] = useSetRiskSettingsMutation();
  const submit = async () => {
    const check = checkLimits(draft);
    if (!check.ok) {
      setError({ field: check.field, text: t(`adminRisk.limits.error.${check.error}`) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await setRiskSettings({ limits: { [currency]: check.limits } }).unwrap();
      notifications.show({ color: 'brand', title: t('adminRisk.limits.saved'), message: t('adminRisk.limits.savedText', { currency }) });
      onSaved();
    } catch (failure) {
      setError({ field: null, text: serverMessageOf(failure) });
    } finally {
      setBusy(false);
    }
  };
  const input = (field: keyof LimitsDraft, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      value={draft[field]}
      error={error?.field === field ? error.text : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((previous) => ({ ...previous, [field]: value }));
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void submit();
      }}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('adminRisk.limits.title', { currency })} centered>
      <Stack gap="md">
        <Text size="sm">{t('adminRisk.limits.help', { currency })}</Text>
        {input('stakeMin', t('adminRisk.limits.stakeMin', { currency }))}
        {input('stakeMax', t('adminRisk.limits.stakeMax', { currency }))}
        {input('payoutMax', t('adminRisk.limits.payoutMax', { currency }))}
        {input('threshold', t('adminRisk.threshold.label', { currency }), t('adminRisk.limits.thresholdHelp'))}
        {error && error.field === null ? (
          <Alert color="red" variant="light" role="alert">
            {error.text}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('adminRisk.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('adminRisk.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CurrencyCard({ summary, canEdit, onEdit }: { summary: ApiRiskCurrencySummary; canEdit: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number) => moneyText(amount, summary.currency, locale);
  const limits = summary.limits;
  const title = t('adminRisk.summary.cardOf', { currency: summary.currency });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} fz="md">
          {summary.currency}
        </Title>
        {canEdit && limits ? (
          <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} aria-label={t('adminRisk.limits.editOf', { currency: summary.currency })} onClick={onEdit}>
            {t('adminRisk.edit')}
          </Button>
        ) : null}
        {limits ? null : (
          <Badge size="sm" color="red" variant="light">
            {t('adminRisk.summary.unsupported')}
          </Badge>
        )}
      </Group>
      <Stack gap={6}>
        <Figure label={t('adminRisk.summary.openStake')}>
          <Text size="sm" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(summary.totalOpenStake)}
          </Text>
        </Figure>
        <Figure label={t('adminRisk.summary.totalLiability')}>
          <SignedMoney amount={summary.totalLiability} currency={summary.currency} locale={locale} />
        </Figure>
        {limits ? (
          <>
            <AmountFigure label={t('adminRisk.summary.threshold')}>
              {limits.autoSuspendLiability === null ? t('adminRisk.threshold.off') : money(limits.autoSuspendLiability)}
            </AmountFigure>
            <AmountFigure label={t('adminRisk.summary.stakeMin')}>{money(limits.stakeMin)}</AmountFigure>
            <AmountFigure label={t('adminRisk.summary.stakeMax')}>{money(limits.stakeMax)}</AmountFigure>
            <AmountFigure label={t('adminRisk.summary.payoutMax')}>{money(limits.payoutMax)}</AmountFigure>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t('adminRisk.summary.unsupportedHint', { currency: summary.currency })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * One card per currency: its open stake and liability (never added to another currency's), its
 * auto-suspend threshold and stake limits, editable by risk staff currency by currency.
 */
export function SummaryCards({ summaries, canEdit }: { summaries: ApiRiskCurrencySummary[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const edited = summaries.find((summary) => summary.currency === editing);
  return (
    <>
      <Text size="xs" c="dimmed" mb="xs">
        {t('adminRisk.summary.perCurrencyHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" mb="lg">
        {summaries.map((summary) => (
          <CurrencyCard key={summary.currency} summary={summary} canEdit={canEdit} onEdit={() => setEditing(summary.currency)} />
        ))}
      </SimpleGrid>
      {edited?.limits ? (
        <LimitsModal
          currency={edited.currency}
          current={edited.limits}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

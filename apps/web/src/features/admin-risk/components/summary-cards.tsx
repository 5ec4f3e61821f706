import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import type { AdminRiskOverview } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { moneyText } from '../../../lib/money-text';
import { setRiskSettings } from '../api/set-risk-settings';
import { checkThreshold } from '../risk-inputs';

function Card({ label, value, hint, action }: { label: string; value: string; hint?: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={{ base: 22, sm: 26 }} fw={800} ff="monospace">
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

function ThresholdModal({ opened, current, currency, onClose, onSaved }: { opened: boolean; current: number | null; currency: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (value: number | null) => {
    setBusy(true);
    setError(null);
    try {
      await setRiskSettings(value);
      notifications.show({ color: 'brand', title: t('adminRisk.threshold.saved'), message: value === null ? t('adminRisk.threshold.off') : t('adminRisk.threshold.savedText') });
      onSaved();
    } catch (failure) {
      setError(serverMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const check = checkThreshold(text);
    if (!check.ok) setError(t(`adminRisk.threshold.error.${check.error}`));
    else void save(check.amount);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminRisk.threshold.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('adminRisk.threshold.help')}</Text>
        <TextInput
          label={t('adminRisk.threshold.label', { currency })}
          inputMode="decimal"
          value={text}
          data-autofocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" disabled={busy || current === null} onClick={() => void save(null)}>
            {t('adminRisk.threshold.turnOff')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('adminRisk.cancel')}
            </Button>
            <Button loading={busy} onClick={submit}>
              {t('adminRisk.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Open stake, total liability and the auto-suspend threshold (editable by risk staff). */
export function SummaryCards({ overview, canEdit, onChanged }: { overview: AdminRiskOverview; canEdit: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [editing, setEditing] = useState(false);
  const money = (amount: number) => moneyText(amount, overview.currency, locale);
  const threshold = overview.autoSuspendLiability;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
      <Card label={t('adminRisk.summary.openStake')} value={money(overview.totalOpenStake)} />
      <Card label={t('adminRisk.summary.totalLiability')} value={money(overview.totalLiability)} hint={t('adminRisk.summary.totalLiabilityHint')} />
      <Card
        label={t('adminRisk.summary.threshold')}
        value={threshold === null ? t('adminRisk.threshold.off') : money(threshold)}
        hint={t('adminRisk.summary.thresholdHint')}
        action={
          canEdit ? (
            <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
              {t('adminRisk.edit')}
            </Button>
          ) : null
        }
      />
      {editing ? (
        <ThresholdModal
          opened
          current={threshold}
          currency={overview.currency}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : null}
    </SimpleGrid>
  );
}

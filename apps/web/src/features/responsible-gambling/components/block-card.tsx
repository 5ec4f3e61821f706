import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/api-client';
import { updateResponsibleGambling } from '../api/update-responsible-gambling';
import { blockInForce, selfExclusionChoicesMonths, timeOutChoicesDays } from '../rg-rules';
import type { RgView } from '../types';

/** Time-out (days) or self-exclusion (months): a strong confirmation, since neither can be lifted early. */
export function BlockCard({ kind, view, onSaved }: { kind: 'timeOut' | 'selfExclusion'; view: RgView; onSaved: (view: RgView) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const choices = kind === 'timeOut' ? timeOutChoicesDays : selfExclusionChoicesMonths;
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = kind === 'timeOut' ? view.timeOutUntil : view.selfExcludedUntil;
  const [openedAtMs] = useState(() => Date.now());
  const active = blockInForce(until, openedAtMs);
  const label = (value: number) => (kind === 'timeOut' ? t('rg.timeOut.days', { count: value }) : t('rg.selfExclusion.months', { count: value }));

  const close = () => {
    setConfirming(false);
    setUnderstood(false);
  };
  const apply = async () => {
    if (!choice || !understood) return;
    setSaving(true);
    setError(null);
    try {
      const value = Number(choice);
      const next = await updateResponsibleGambling(kind === 'timeOut' ? { timeOutDays: value } : { selfExclusionMonths: value });
      onSaved(next);
      close();
      setChoice(null);
    } catch (failure) {
      setError(serverMessageOf(failure));
      close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="lg" mb={4}>
        {t(`rg.${kind}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t(`rg.${kind}.explain`)}
      </Text>
      {active && until ? (
        <Alert color="orange" variant="light" icon={<IconLock />} mb="md">
          {t(`rg.${kind}.active`, { time: new Date(until).toLocaleString(locale) })}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          flex="1 1 200px"
          label={t(`rg.${kind}.length`)}
          placeholder={t('rg.choose')}
          data={choices.map((value) => ({ value: String(value), label: label(value) }))}
          value={choice}
          onChange={setChoice}
        />
        <Button color={kind === 'selfExclusion' ? 'red' : 'orange'} disabled={!choice} onClick={() => setConfirming(true)} w={{ base: '100%', xs: 'auto' }}>
          {active ? t(`rg.${kind}.extend`) : t(`rg.${kind}.start`)}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={close} title={t(`rg.${kind}.confirmTitle`)} centered>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {t(`rg.${kind}.confirmWarning`, { length: choice ? label(Number(choice)) : '' })}
          </Alert>
          <Checkbox label={t('rg.understand')} checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              {t('rg.cancel')}
            </Button>
            <Button color="red" disabled={!understood} loading={saving} onClick={() => void apply()}>
              {t(`rg.${kind}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

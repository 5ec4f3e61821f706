import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Select } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { RgView } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import { useUpdateResponsibleGamblingMutation } from '../api/responsible-gambling-api';
import { blockInForce, selfExclusionChoicesMonths, timeOutChoicesDays } from '../rg-rules';
import { FormFailure } from '../../../components/confirm-modal';
import { SectionCard } from '../../../components/section-card';

type BlockKind = 'timeOut' | 'selfExclusion';

/** The strong confirmation: the player ticks that they understand before the block is sent. */
function BlockConfirmModal({ kind, length, opened, saving, onClose, onConfirm }: { kind: BlockKind; length: string; opened: boolean; saving: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  // Each opening asks again: closing (cancel, done or failed) clears the tick.
  const [shownOpened, setShownOpened] = useState(opened);
  if (shownOpened !== opened) {
    setShownOpened(opened);
    if (!opened) setUnderstood(false);
  }
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t(`rg.${kind}.confirmTitle`)}
      actions={{ cancelLabel: t('rg.cancel'), confirmLabel: t(`rg.${kind}.confirm`), confirmColor: 'red', busy: saving, confirmDisabled: !understood, onConfirm: () => understood && onConfirm() }}
    >
      <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
        {t(`rg.${kind}.confirmWarning`, { length })}
      </Alert>
      <Checkbox label={t('rg.understand')} checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} />
    </ConfirmModal>
  );
}

/** Time-out (days) or self-exclusion (months): a strong confirmation, since neither can be lifted early. */
export function BlockCard({ kind, view }: { kind: BlockKind; view: RgView }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const choices = kind === 'timeOut' ? timeOutChoicesDays : selfExclusionChoicesMonths;
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading: saving }] = useUpdateResponsibleGamblingMutation();
  const until = kind === 'timeOut' ? view.timeOutUntil : view.selfExcludedUntil;
  const [openedAtMs] = useState(() => Date.now());
  const active = blockInForce(until, openedAtMs);
  const label = (value: number) => (kind === 'timeOut' ? t('rg.timeOut.days', { count: value }) : t('rg.selfExclusion.months', { count: value }));

  const apply = async () => {
    if (!choice) return;
    setError(null);
    try {
      const value = Number(choice);
      await update(kind === 'timeOut' ? { timeOutDays: value } : { selfExclusionMonths: value }).unwrap();
      setChoice(null);
    } catch (failure) {
      setError(serverMessageOf(failure));
    }
    setConfirming(false);
  };

  return (
    <SectionCard title={t(`rg.${kind}.title`)} text={t(`rg.${kind}.explain`)}>
      {active && until ? (
        <Alert color="orange" variant="light" icon={<IconLock />} mb="md">
          {t(`rg.${kind}.active`, { time: new Date(until).toLocaleString(locale) })}
        </Alert>
      ) : null}
      <FormFailure message={error} mb="md" />
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
      <BlockConfirmModal
        kind={kind}
        length={choice ? label(Number(choice)) : ''}
        opened={confirming}
        saving={saving}
        onClose={() => setConfirming(false)}
        onConfirm={() => void apply()}
      />
    </SectionCard>
  );
}

import { useState } from 'react';
import { Button, NumberInput, SimpleGrid, Skeleton } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { formatMoney, parseAmount, timeOutDaysMax, timeOutDaysMin, type RgView } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ErrorState } from '../../../../components/error-state';
import { LabelledValue } from '../../../../components/labelled-value';
import { ReasonModal } from '../../../../components/reason-modal';
import { SectionCard } from '../../../../components/section-card';
import { serverMessageOf } from '../../../../lib/api-client';
import { useApplyUserTimeOutMutation, useUserRgQuery } from '../../api/user-controls-api';

function RgFacts({ rg }: { rg: RgView }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number | null) => {
    const parsed = amount === null ? null : parseAmount(amount);
    return parsed?.ok ? formatMoney(parsed.cents, rg.currency, locale) : t('userControls.rg.none');
  };
  const until = (value: string | null) => (value ? new Date(value).toLocaleString(locale) : t('userControls.rg.none'));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      <LabelledValue label={t('userControls.rg.day')}>{money(rg.depositLimits.day)}</LabelledValue>
      <LabelledValue label={t('userControls.rg.week')}>{money(rg.depositLimits.week)}</LabelledValue>
      <LabelledValue label={t('userControls.rg.month')}>{money(rg.depositLimits.month)}</LabelledValue>
      <LabelledValue label={t('userControls.rg.timeOut')}>{until(rg.timeOutUntil)}</LabelledValue>
      <LabelledValue label={t('userControls.rg.selfExclusion')}>{until(rg.selfExcludedUntil)}</LabelledValue>
      <LabelledValue label={t('userControls.rg.realityCheck')}>{rg.realityCheckMinutes ? t('userControls.rg.minutes', { count: rg.realityCheckMinutes }) : t('userControls.rg.none')}</LabelledValue>
    </SimpleGrid>
  );
}

/** The player's limits and exclusions, read-only: only the player sets them; staff may apply a time-out (it only extends). */
export function RgCard({ userId, canAct }: { userId: string; canAct: boolean }) {
  const { t } = useTranslation();
  const rg = useUserRgQuery(userId);
  const [apply] = useApplyUserTimeOutMutation();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(7);
  return (
    <SectionCard title={t('userControls.rg.title')} text={t('userControls.rg.text')}>
      {rg.isLoading ? <Skeleton h={90} /> : null}
      {rg.isError ? <ErrorState message={serverMessageOf(rg.error)} onRetry={() => void rg.refetch()} /> : null}
      {rg.data ? <RgFacts rg={rg.data} /> : null}
      {canAct ? (
        <Button mt="md" variant="light" leftSection={<IconClockPause size={16} />} onClick={() => setOpen(true)}>
          {t('userControls.rg.applyTimeOut')}
        </Button>
      ) : null}
      <ReasonModal opened={open} title={t('userControls.rg.applyTimeOut')} description={t('userControls.rg.timeOutText')} confirmLabel={t('userControls.rg.apply')} onClose={() => setOpen(false)} onConfirm={(reason) => apply({ userId, days, reason }).unwrap()}>
        <NumberInput label={t('userControls.rg.days')} min={timeOutDaysMin} max={timeOutDaysMax} clampBehavior="strict" allowDecimal={false} value={days} onChange={(value) => setDays(Number(value) || timeOutDaysMin)} />
      </ReasonModal>
    </SectionCard>
  );
}

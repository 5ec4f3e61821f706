import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation';
import { StatusSegments } from '../../../../components/status-segments';
import { customRangeProblem, periodPresets, periodRange, type DayRange, type PeriodPreset } from '../../period';

export type PeriodChoice = { preset: PeriodPreset; custom: DayRange | null };

/** The chosen period and its days (`now` read once a render: the clock of the screen). */
export function usePeriod() {
  const [choice, setChoice] = useState<PeriodChoice>({ preset: '30d', custom: null });
  const range = periodRange(choice.preset, new Date(), choice.custom);
  return { choice, setChoice, range };
}

/** From / to days of a custom period, applied together once they make a valid range. */
function CustomRange({ initial, onApply }: { initial: DayRange; onApply: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const found = customRangeProblem(draft);
    setProblem(found ? t(`partnerArea.period.problems.${found}`) : null);
    if (!found) onApply(draft);
  };
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput type="date" label={t('partnerArea.period.from')} value={draft.from} error={problem} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
      <TextInput type="date" label={t('partnerArea.period.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
      <Button mt={25} variant="light" onClick={apply}>
        {t('partnerArea.period.apply')}
      </Button>
    </Group>
  );
}

/** Today, 7 days, 30 days, this month, last month or a custom range. */
export function PeriodPicker({ choice, range, onChange }: { choice: PeriodChoice; range: DayRange; onChange: (choice: PeriodChoice) => void }) {
  const { t } = useTranslation();
  const data = periodPresets.map((value) => ({ value, label: t(`partnerArea.period.presets.${value}`) }));
  return (
    <Stack gap="sm">
      <StatusSegments label={t('partnerArea.period.label')} value={choice.preset} data={data} onChange={(value) => onChange({ ...choice, preset: value as PeriodPreset })} />
      {choice.preset === 'custom' ? <CustomRange initial={choice.custom ?? range} onApply={(custom) => onChange({ preset: 'custom', custom })} /> : null}
    </Stack>
  );
}

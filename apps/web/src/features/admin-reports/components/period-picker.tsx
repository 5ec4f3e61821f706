import { useState } from 'react';
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { periodOfChoice, periodPresets, periodProblem, type PeriodChoice, type PeriodPreset } from '../report-period';

/** The chosen period: the picker's state, the days it stands for and what is wrong with typed days. */
export function usePeriodChoice(initial: PeriodPreset = '30d') {
  // A preset's days are fixed when it is picked (so a reload keeps the same days); custom keeps the typed ones.
  const [choice, setChoice] = useState<PeriodChoice>(() => presetChoice(initial));
  const period = { from: choice.from, to: choice.to };
  return { choice, setChoice, period, problem: periodProblem(period) };
}

function presetChoice(preset: PeriodPreset, current?: PeriodChoice): PeriodChoice {
  if (preset === 'custom' && current) return { ...current, preset };
  return { preset, ...periodOfChoice({ preset, from: '', to: '' }, new Date().getTime()) };
}

type PickerProps = Pick<ReturnType<typeof usePeriodChoice>, 'choice' | 'setChoice' | 'problem'>;

/** Today, 7 or 30 days, this month, or two typed days (UTC days, both included). */
export function PeriodPicker({ choice, setChoice, problem }: PickerProps) {
  const { t } = useTranslation();
  const pick = (preset: PeriodPreset) => setChoice((current) => presetChoice(preset, current));
  const presets = periodPresets.map((preset) => ({ value: preset, label: t(`adminReports.period.${preset}`) }));
  return (
    <Stack gap={6} w={{ base: '100%', sm: 'auto' }}>
      {/* Five choices do not fit a phone's width side by side: a select there, the segments from `sm`. */}
      <SegmentedControl visibleFrom="sm" value={choice.preset} onChange={(value) => pick(value as PeriodPreset)} data={presets} aria-label={t('adminReports.period.label')} />
      <Select hiddenFrom="sm" value={choice.preset} onChange={(value) => value && pick(value as PeriodPreset)} data={presets} aria-label={t('adminReports.period.label')} allowDeselect={false} />
      {choice.preset === 'custom' ? (
        <Group gap="xs" grow wrap="nowrap">
          <TextInput type="date" size="xs" label={t('adminReports.period.from')} value={choice.from} onChange={(event) => setChoice({ ...choice, from: event.currentTarget.value })} />
          <TextInput type="date" size="xs" label={t('adminReports.period.to')} value={choice.to} onChange={(event) => setChoice({ ...choice, to: event.currentTarget.value })} />
        </Group>
      ) : null}
      {problem ? (
        <Text size="xs" c="red" role="alert">
          {t(`adminReports.period.problems.${problem}`)}
        </Text>
      ) : null}
    </Stack>
  );
}

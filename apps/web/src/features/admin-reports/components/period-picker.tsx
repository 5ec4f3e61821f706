import { useState } from 'react';
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  return (
    <Stack gap={6} w={{ base: '100%', sm: 'auto' }}>
      <SegmentedControl
        value={choice.preset}
        onChange={(value) => pick(value as PeriodPreset)}
        data={periodPresets.map((preset) => ({ value: preset, label: t(`adminReports.period.${preset}`) }))}
        aria-label={t('adminReports.period.label')}
        fullWidth
      />
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

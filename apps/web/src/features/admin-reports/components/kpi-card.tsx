import { Badge, Group, Paper, Text } from '@mantine/core';
import { changeBasisPoints } from '@oddsmith/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

export type KpiFigure = {
  label: string;
  /** Whole numbers (cents or counts), compared with each other. */
  current: number;
  previous: number;
  /** How a whole number is shown (money from cents, a count). */
  format: (value: number) => string;
  /** A line under the value (a count of deposits). */
  detail?: string;
  /** False for figures that are better lower (liability, withdrawals): a rise is shown in orange. */
  upIsGood?: boolean;
};

function ChangeBadge({ current, previous, upIsGood }: { current: number; previous: number; upIsGood: boolean }) {
  const { t, i18n } = useTranslation();
  const basisPoints = changeBasisPoints(current, previous);
  if (basisPoints === null) return <Badge variant="light" color="gray">{current === 0 ? '—' : t('adminReports.kpi.noComparison')}</Badge>;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(basisPoints / 10_000);
  const up = basisPoints > 0;
  const color = basisPoints === 0 ? 'gray' : up === upIsGood ? 'teal' : 'orange';
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge variant="light" color={color} leftSection={basisPoints === 0 ? null : <Icon size={12} />} aria-label={t('adminReports.kpi.change', { percent })}>
      {percent}
    </Badge>
  );
}

/** One figure of the period with the previous period's beside it and the change between them. */
export function KpiCard({ label, current, previous, format, detail, upIsGood = true }: KpiFigure) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" aria-label={label} role="group">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fw={900} fz={{ base: 22, sm: 26 }} lh={1.25} ff="monospace" style={{ wordBreak: 'break-word' }}>
        {format(current)}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
      <Group gap={6} mt={6} wrap="wrap">
        <ChangeBadge current={current} previous={previous} upIsGood={upIsGood} />
        <Text size="xs" c="dimmed">
          {t('adminReports.kpi.previous', { value: format(previous) })}
        </Text>
      </Group>
    </Paper>
  );
}

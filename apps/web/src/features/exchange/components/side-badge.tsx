import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { ExchangeOrderSide } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { TagBadge } from '../../../components/status-badge';

/** Back in blue, lay in pink, never shrunk to "BA…" by a tight row. */
export function SideBadge({ side, variant = 'light' }: { side: ExchangeOrderSide; variant?: 'light' | 'filled' }) {
  const { t } = useTranslation();
  return (
    <TagBadge color={side === 'back' ? 'blue' : 'pink'} variant={variant}>
      {t(`exchange.side.${side}`)}
    </TagBadge>
  );
}

/** A bet in a list: its side, "runner @ price" and a dimmed line of figures under it. */
export function BetLine({ side, runner, price, detail, testId }: { side: ExchangeOrderSide; runner: string; price: number; detail: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }} data-testid={testId}>
      <SideBadge side={side} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {runner} @ {price}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </div>
    </Group>
  );
}

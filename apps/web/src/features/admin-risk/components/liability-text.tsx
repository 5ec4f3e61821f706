import { Text } from '@mantine/core';
import { moneyText } from '../../../lib/money-text';
import type { LiabilityLevel } from '../risk-inputs';

const levelColor: Record<LiabilityLevel, string | undefined> = { high: 'red', warn: 'orange', normal: undefined };

/**
 * A signed amount (a liability from the house's side, a player's profit): neutral, coloured only
 * when its `level` says it is near (orange) or past (red) its currency's threshold, so colour means
 * something to look at.
 */
export function SignedMoney({ amount, currency, locale, fw = 700, level = 'normal' }: { amount: number; currency: string; locale: string; fw?: number; level?: LiabilityLevel }) {
  return (
    <Text size="sm" ff="monospace" fw={fw} c={levelColor[level]} ta="right" style={{ whiteSpace: 'nowrap' }} data-level={level}>
      {moneyText(amount, currency, locale)}
    </Text>
  );
}

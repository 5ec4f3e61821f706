import { Text } from '@mantine/core';
import { moneyText } from '../../../lib/money-text';

/**
 * A signed amount from the house's side: red when the house loses (positive liability), green when
 * it keeps money. `invert` reads a player's profit the same way (positive = the player wins).
 */
export function SignedMoney({ amount, currency, locale, fw = 700 }: { amount: number; currency: string; locale: string; fw?: number }) {
  const color = amount > 0 ? 'red' : amount < 0 ? 'teal' : undefined;
  return (
    <Text size="sm" ff="monospace" fw={fw} c={color} ta="right" style={{ whiteSpace: 'nowrap' }}>
      {moneyText(amount, currency, locale)}
    </Text>
  );
}

import { Text } from '@mantine/core';
import type { ApiOdds } from '@oddsmith/core';
import { oddsText } from '../lib/staff-odds';

/** A staff table's price: the exact decimal odds, or the given word in orange when suspended. */
export function StaffOdds({ odds, suspended }: { odds: ApiOdds; suspended: string }) {
  return (
    oddsText(odds) ?? (
      <Text span size="xs" c="orange">
        {suspended}
      </Text>
    )
  );
}

import { Text } from '@mantine/core';

/** A card's headline figure (a balance, a float): a small dimmed label over a large monospace value. */
export function BigFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={900} fz={26} ff="monospace">
        {value}
      </Text>
    </div>
  );
}

import { Button, Group, type GroupProps, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';

type LinkAction = { to: string; label: string };

/** A pair of link buttons: the main way in (filled) and the other (plain), e.g. join / sign in. */
export function CallToAction({ size, main, other, ...group }: { size: MantineSize; main: LinkAction; other: LinkAction } & GroupProps) {
  return (
    <Group gap="sm" {...group}>
      <Button size={size} component={Link} to={main.to}>
        {main.label}
      </Button>
      <Button size={size} variant="default" component={Link} to={other.to}>
        {other.label}
      </Button>
    </Group>
  );
}

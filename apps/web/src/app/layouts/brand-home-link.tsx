import { Anchor, Box } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';

type BrandHomeLinkProps = { to: string; size: number; compactBelow: 'xs' | 'sm' };

/** The logo as a link home: with its name on wider screens, the mark alone below `compactBelow`. */
export function BrandHomeLink({ to, size, compactBelow }: BrandHomeLinkProps) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit">
      <Box visibleFrom={compactBelow}>
        <BrandLogo size={size} />
      </Box>
      <Box hiddenFrom={compactBelow}>
        <BrandLogo size={size} withText={false} />
      </Box>
    </Anchor>
  );
}

import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// Apart from betslip-mount.tsx, so the layout sizes its slip column without loading the slip's code.
/** Width of the slip column on desktop. */
export const betslipAsideWidthPx = 340;

/** True from the layout's `lg` breakpoint: the slip is a column, below it a drawer. */
export function useDesktopSlip(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.lg})`) ?? false;
}

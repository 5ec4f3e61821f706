import type { ReactNode } from 'react';
import { Box, type MantineSpacing } from '@mantine/core';
import classes from './scroll-strip.module.css';

/**
 * A sideways-scrolling row with its scrollbar hidden: what `ScrollArea type="never"` drew, in plain
 * CSS, so the screens on a first load (the in-play list's sport tabs) do not load Mantine's
 * scroll-area code.
 */
export function ScrollStrip({ mb, children }: { mb?: MantineSpacing; children: ReactNode }) {
  return (
    <Box className={classes.strip} mb={mb}>
      {children}
    </Box>
  );
}

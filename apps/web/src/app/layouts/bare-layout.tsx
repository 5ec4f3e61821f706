import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { AreaOutlet } from './area-outlet';

/** Screens made for an iframe (the score page): no header or footer, a transparent page. */
export function BareLayout() {
  useEffect(() => {
    document.documentElement.dataset.bare = 'true';
    return () => {
      delete document.documentElement.dataset.bare;
    };
  }, []);
  return (
    <Box component="main" p={4}>
      <AreaOutlet />
    </Box>
  );
}

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

const colors = { pending: 'yellow', won: 'brand' };

function renderBadge(status: string) {
  render(
    <MantineProvider env="test">
      <StatusBadge status={status} colors={colors} label={`label ${status}`} />
    </MantineProvider>,
  );
  return screen.getByText(`label ${status}`).closest('.mantine-Badge-root') as HTMLElement;
}

describe('StatusBadge', () => {
  it('shows the translated label in the colour its map gives', () => {
    const badge = renderBadge('won');
    expect(badge.style.getPropertyValue('--badge-color')).toContain('brand');
  });

  it('falls back to gray for a status the map does not know', () => {
    const badge = renderBadge('cashed_out');
    expect(badge.style.getPropertyValue('--badge-color')).toContain('gray');
  });
});

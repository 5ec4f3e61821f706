import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { AdminMarket } from '../types';
import { MarketEditor } from './market-editor';

const market: AdminMarket = {
  id: 'm1',
  name: 'Match odds',
  status: 'open',
  result: null,
  options: [
    { id: 'o1', name: 'Home', odds: 2.5, oddsMilli: 2500 },
    { id: 'o2', name: 'Away', odds: 1.6, oddsMilli: 1600 },
  ],
} as AdminMarket;

const renderEditor = (canEdit: boolean, canResult: boolean) =>
  renderWithProviders(<MarketEditor market={market} onUpdate={vi.fn()} onResult={vi.fn()} canEdit={canEdit} canResult={canResult} />);

describe('MarketEditor by permission', () => {
  it('gives a trader (events.write, markets.result) every action', () => {
    renderEditor(true, true);
    for (const name of ['Suspend', 'Close', 'Publish result', 'Save odds']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Home/ })).not.toHaveAttribute('readonly');
  });

  it('shows support (neither) the prices read-only, with no action', () => {
    renderEditor(false, false);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Home/ })).toHaveAttribute('readonly');
  });
});

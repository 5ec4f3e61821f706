import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { nextStakeCents, StakeSelector, stakeOptionsCents } from './stake-selector';

const video = { minStake: 0.2, maxStake: 2, stakeStep: 0.2 };

function Harness() {
  const [cents, setCents] = useState(20);
  return <StakeSelector limits={video} stakeCents={cents} currency="EUR" onChange={setCents} />;
}

describe('StakeSelector', () => {
  it('offers only multiples of the step between the limits', () => {
    expect(stakeOptionsCents(video)).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
    expect(stakeOptionsCents({ minStake: 0.25, maxStake: 1, stakeStep: 0.2 })).toEqual([40, 60, 80, 100]);
    expect(nextStakeCents(video, 20, 1)).toBe(40);
    expect(nextStakeCents(video, 40, 1)).toBe(100);
    expect(nextStakeCents(video, 100, 1)).toBe(200);
    expect(nextStakeCents(video, 100, -1)).toBe(40);
  });

  it('steps up to the maximum and back to the minimum, disabling the end it reached', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const up = screen.getByRole('button', { name: 'Raise stake' });
    const down = screen.getByRole('button', { name: 'Lower stake' });
    expect(screen.getByTestId('stake-value')).toHaveTextContent('0.20 EUR');
    expect(down).toBeDisabled();
    await user.click(up);
    await user.click(up);
    await user.click(up);
    expect(screen.getByTestId('stake-value')).toHaveTextContent('2.00 EUR');
    expect(up).toBeDisabled();
    await user.click(down);
    expect(screen.getByTestId('stake-value')).toHaveTextContent('1.00 EUR');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OddsButton } from './odds-button';
import { oddsDirection, oddsFlashMs } from './odds-direction';

function renderButton(odds: number | 'suspended', selected = false, onToggle = vi.fn()) {
  const ui = (value: number | 'suspended', isSelected = selected) => (
    <MantineProvider env="test">
      <OddsButton label="Home" odds={value} oddsText={typeof value === 'number' ? value.toFixed(2) : ''} selected={isSelected} onToggle={onToggle} />
    </MantineProvider>
  );
  const view = render(ui(odds));
  return { ...view, onToggle, update: (value: number | 'suspended', isSelected = selected) => view.rerender(ui(value, isSelected)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('oddsDirection', () => {
  it('up, down, or nothing when a side is suspended or equal', () => {
    expect(oddsDirection(1.5, 1.8)).toBe('up');
    expect(oddsDirection(1.8, 1.5)).toBe('down');
    expect(oddsDirection(1.8, 1.8)).toBeNull();
    expect(oddsDirection('suspended', 1.8)).toBeNull();
    expect(oddsDirection(1.8, 'suspended')).toBeNull();
  });
});

describe('OddsButton', () => {
  it('flashes up when the price rises, down when it falls, then settles', () => {
    vi.useFakeTimers();
    const { update } = renderButton(1.8);
    const button = screen.getByRole('button', { name: 'Home: 1.80' });
    expect(button).not.toHaveAttribute('data-flash');
    update(2.1);
    expect(screen.getByRole('button', { name: 'Home: 2.10' })).toHaveAttribute('data-flash', 'up');
    update(1.6);
    expect(screen.getByRole('button', { name: 'Home: 1.60' })).toHaveAttribute('data-flash', 'down');
    act(() => {
      vi.advanceTimersByTime(oddsFlashMs + 10);
    });
    expect(screen.getByRole('button', { name: 'Home: 1.60' })).not.toHaveAttribute('data-flash');
  });

  it('shows a lock and cannot be clicked while suspended', () => {
    const { onToggle } = renderButton('suspended');
    const button = screen.getByRole('button', { name: 'Home: Suspended' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('odds-lock')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('is pressed when in the slip and toggles on click', () => {
    const { onToggle, update } = renderButton(1.8, false);
    fireEvent.click(screen.getByRole('button', { name: 'Home: 1.80' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    update(1.8, true);
    expect(screen.getByRole('button', { name: 'Home: 1.80' })).toHaveAttribute('aria-pressed', 'true');
  });
});

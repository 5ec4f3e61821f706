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
  it('flashes up when the price rises, down when it falls, for 2-3 s, then settles', () => {
    vi.useFakeTimers();
    const { update } = renderButton(1.8);
    const button = screen.getByRole('button', { name: 'Home: 1.80' });
    expect(button).not.toHaveAttribute('data-flash');
    expect(button).not.toHaveAttribute('title');
    update(2.1);
    expect(screen.getByRole('button', { name: 'Home: 2.10' })).toHaveAttribute('data-flash', 'up');
    expect(screen.getByRole('button', { name: 'Home: 2.10' })).toHaveAttribute('title', 'Price up from 1.80');
    update(1.6);
    expect(screen.getByRole('button', { name: 'Home: 1.60' })).toHaveAttribute('data-flash', 'down');
    expect(screen.getByRole('button', { name: 'Home: 1.60' })).toHaveAttribute('title', 'Price down from 2.10');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Home: 1.60' })).toHaveAttribute('data-flash', 'down');
    act(() => {
      vi.advanceTimersByTime(oddsFlashMs - 2000 + 10);
    });
    const settled = screen.getByRole('button', { name: 'Home: 1.60' });
    expect(settled).not.toHaveAttribute('data-flash');
    expect(settled).not.toHaveAttribute('title');
    expect(settled.querySelector('svg')).toBeNull();
    expect(oddsFlashMs).toBeGreaterThanOrEqual(2000);
    expect(oddsFlashMs).toBeLessThanOrEqual(3000);
  });

  it('returns to neutral even when the feed keeps moving the price every second', () => {
    vi.useFakeTimers();
    const { update } = renderButton(1.8);
    update(1.9);
    for (const [elapsed, odds] of [
      [1000, 2.0],
      [1000, 2.1],
    ] as const) {
      act(() => {
        vi.advanceTimersByTime(elapsed);
      });
      update(odds);
    }
    act(() => {
      vi.advanceTimersByTime(oddsFlashMs - 2000 + 10);
    });
    expect(screen.getByRole('button', { name: 'Home: 2.10' })).not.toHaveAttribute('data-flash');
  });

  it('does not flash nor name a previous price when the shown price is the same', () => {
    vi.useFakeTimers();
    const { update } = renderButton(4.579);
    update(4.581);
    const button = screen.getByRole('button', { name: 'Home: 4.58' });
    expect(button).not.toHaveAttribute('data-flash');
    expect(button).not.toHaveAttribute('title');
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

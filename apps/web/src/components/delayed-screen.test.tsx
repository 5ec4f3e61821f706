import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedScreen, delayedScreenDelayMsDefault } from './delayed-screen';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  vi.useRealTimers();
});

function Boom(): never {
  throw new Error('render failure');
}

describe('DelayedScreen', () => {
  it('waits 5000 ms by default with a spinner, then shows the screen', () => {
    vi.useFakeTimers();
    expect(delayedScreenDelayMsDefault).toBe(5000);
    render(
      <MantineProvider env="test">
        <DelayedScreen>
          <p>ready</p>
        </DelayedScreen>
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('ready')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it("shows exactly 'Something went wrong.' when a screen fails to render", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
    consoleError.mockRestore();
  });
});

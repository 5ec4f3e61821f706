import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoutes, signedInAs } from '../../test/render';
import { BottomTabBar } from './bottom-tab-bar';
import { depositHref, PlayerHeader } from './player-header';
import { isNavActive } from './player-nav';
import { PlayerShell } from './player-shell';

describe('isNavActive', () => {
  it('marks an area with or without a trailing slash, with a query, and below it', () => {
    expect(isNavActive('/inplay', '/inplay')).toBe(true);
    expect(isNavActive('/inplay/', '/inplay')).toBe(true);
    expect(isNavActive('/inplay/?spid=1', '/inplay')).toBe(true);
    expect(isNavActive('/inplay?spid=1', '/inplay/')).toBe(true);
    expect(isNavActive('/top-nav/sports/football', '/top-nav')).toBe(true);
    expect(isNavActive('/casino/', '/casino')).toBe(true);
  });

  it('never marks a sibling that only shares the first letters, nor another area', () => {
    expect(isNavActive('/exchange-mybets/1', '/exchange')).toBe(false);
    expect(isNavActive('/inplayer', '/inplay')).toBe(false);
    expect(isNavActive('/presports', '/inplay')).toBe(false);
    expect(isNavActive('/', '/inplay')).toBe(false);
  });
});

function renderChrome(path: string, onMenu = vi.fn(), onNavigate = vi.fn()) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <PlayerShell withAside={false}>
            <PlayerHeader opened={false} onToggle={() => {}} />
            <BottomTabBar betslipTab={<button type="button">Betslip slot</button>} menuOpened={false} onMenu={onMenu} onNavigate={onNavigate} />
          </PlayerShell>
        ),
      },
    ],
    path,
    signedInAs('player'),
  );
}

beforeEach(() => {
  // The session clock asks for its summary; without one it shows nothing.
  configureApiClient({ fetchImpl: fakeFetch(new Error('offline'), new Error('offline')).fetch });
});

afterEach(() => {
  configureApiClient({ fetchImpl: (...args) => fetch(...args) });
});

describe('player header and tab bar', () => {
  it.each(['/inplay', '/inplay/', '/inplay?spid=1'])('marks In-play as the current page at %s', (path) => {
    renderChrome(path);
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'In-play' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Pre-match' })).not.toHaveAttribute('aria-current');
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(tabs).getByRole('link', { name: 'In-play' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has Deposit beside the balance, going to the bank deposit, and search one tap away', () => {
    renderChrome('/presports');
    const deposits = screen.getAllByRole('link', { name: 'Deposit' });
    expect(deposits.length).toBeGreaterThan(0);
    for (const link of deposits) expect(link).toHaveAttribute('href', depositHref);
    expect(depositHref).toBe('/bank?tab=deposit');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it('tab bar: Home, In-play, the betslip slot, My bets and Menu, which opens the menu; a tab that goes somewhere closes it', () => {
    const onMenu = vi.fn();
    const onNavigate = vi.fn();
    renderChrome('/my-bets', onMenu, onNavigate);
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    const names = [...tabs.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(names).toEqual(['Home', 'In-play', 'Betslip slot', 'My bets', 'Menu']);
    expect(within(tabs).getByRole('link', { name: 'My bets' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(tabs).getByRole('button', { name: 'Menu' }));
    expect(onMenu).toHaveBeenCalledTimes(1);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

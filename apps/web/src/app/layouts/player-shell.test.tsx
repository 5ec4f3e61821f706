import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { betslipAsideWidthPx } from '../odds/desktop-slip';
import { MenuButton, PlayerShell, PlayerShellAside, PlayerShellHeader, PlayerShellMain, PlayerShellNavbar } from './player-shell';

function Frame({ withAside }: { withAside: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <PlayerShell withAside={withAside}>
      <PlayerShellHeader>
        <MenuButton opened={opened} onClick={() => setOpened((value) => !value)} label="Menu" />
      </PlayerShellHeader>
      <PlayerShellNavbar opened={opened} label="Main menu">
        <a href="/inplay">In-play</a>
      </PlayerShellNavbar>
      {withAside ? <PlayerShellAside>Slip</PlayerShellAside> : null}
      <PlayerShellMain>Screen</PlayerShellMain>
    </PlayerShell>
  );
}

describe('player shell', () => {
  it('has the landmarks of the frame: banner, menu, main and, on desktop, the slip column', () => {
    renderWithProviders(<Frame withAside />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-app-header');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Screen');
    expect(screen.getByRole('complementary')).toHaveTextContent('Slip');
    const shell = screen.getByRole('main').parentElement!;
    expect(shell).toHaveAttribute('data-with-aside');
    expect(shell.style.getPropertyValue('--player-shell-aside-width')).toBe(`${betslipAsideWidthPx}px`);
  });

  it('opens and closes the menu from the menu button, which says whether it is open', () => {
    renderWithProviders(<Frame withAside={false} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-opened');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-opened');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-opened');
    expect(screen.getByRole('main').parentElement).not.toHaveAttribute('data-with-aside');
  });
});

import type { CSSProperties, ReactNode } from 'react';
import { betslipAsideWidthPx } from '../odds/desktop-slip';
import classes from './player-shell.module.css';

/**
 * The player area's frame: a fixed header, the side menu that slides in on small screens, the
 * slip's column on desktop, and the main column between them. Own markup and CSS in place of
 * Mantine's AppShell, whose media-style machinery and resize handles (about 10 KB gzip with the
 * Burger) were the largest part of `/inplay`'s first load beyond the shared code (docs/web-decisions.md,
 * "Speed"). The same elements (header, nav, aside, main) and the same sizes: header 64 px, menu 280 px
 * (the full width below lg), slip column `betslipAsideWidthPx` from lg.
 */
export function PlayerShell({ withAside, children }: { withAside: boolean; children: ReactNode }) {
  return (
    <div className={classes.shell} data-with-aside={withAside || undefined} style={{ '--player-shell-aside-width': `${betslipAsideWidthPx}px` } as CSSProperties}>
      {children}
    </div>
  );
}

export function PlayerShellHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <header className={className ? `${classes.header} ${className}` : classes.header} data-app-header>
      {children}
    </header>
  );
}

/** The side menu: off screen until opened, and only below lg (desktops have the header's links). */
export function PlayerShellNavbar({ opened, label, className, children }: { opened: boolean; label: string; className?: string; children: ReactNode }) {
  return (
    <nav className={className ? `${classes.navbar} ${className}` : classes.navbar} data-opened={opened || undefined} aria-label={label}>
      {children}
    </nav>
  );
}

/** The slip's column (desktop only: the layout renders it from lg). */
export function PlayerShellAside({ children }: { children: ReactNode }) {
  return <aside className={classes.aside}>{children}</aside>;
}

export function PlayerShellMain({ className, children }: { className?: string; children: ReactNode }) {
  return <main className={className ? `${classes.main} ${className}` : classes.main}>{children}</main>;
}

/** The menu button of small screens: three lines that turn into a cross while the menu is open. */
export function MenuButton({ opened, onClick, label }: { opened: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" className={classes.menuButton} onClick={onClick} aria-label={label} aria-expanded={opened}>
      <span className={classes.menuLines} data-opened={opened || undefined} />
    </button>
  );
}

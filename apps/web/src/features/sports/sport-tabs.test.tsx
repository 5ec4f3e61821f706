import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { sportIds } from '@oddsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SportTabs } from './components/sport-tabs';
import classes from './components/sport-tabs.module.css';
import type { SportSummary } from './types';

const summaries: SportSummary[] = [
  { id: sportIds.soccer, name: 'Soccer', liveCount: 10, upcomingCount: 0 },
  { id: sportIds.tennis, name: 'Tennis', liveCount: 128, upcomingCount: 0 },
  { id: sportIds.cricket, name: 'Cricket', liveCount: 7, upcomingCount: 0 },
  { id: sportIds.basketball, name: 'Basketball', liveCount: 1000, upcomingCount: 0 },
];

/** The CSS rule body of `selector` in the tabs' stylesheet (jsdom does no layout, so the rule is the contract). */
function ruleOf(selector: string): string {
  const css = readFileSync(join(__dirname, 'components/sport-tabs.module.css'), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n|,\\s*)${escaped}\\s*(?:,[^{]*)?\\{([^}]*)\\}`).exec(css);
  return match?.[1] ?? '';
}

describe('sport tabs', () => {
  it('shows counts of any width in full, in the active and the inactive pill', async () => {
    renderRoutes(
      [{ path: '/inplay', element: <SportTabs activeSportId={sportIds.soccer} summaries={summaries} count="live" hrefFor={(id) => `/inplay/?spid=${id}`} /> }],
      '/inplay',
    );
    const nav = await screen.findByRole('navigation');
    const active = within(nav).getByRole('link', { current: 'page' });
    expect(within(active).getByLabelText('10 live')).toHaveTextContent(/^10$/);
    const tennis = within(nav).getByRole('link', { name: /Tennis/ });
    expect(within(tennis).getByLabelText('128 live')).toHaveTextContent(/^128$/);
    const basketball = within(nav).getByRole('link', { name: /Basketball/ });
    expect(within(basketball).getByLabelText('1000 live')).toHaveTextContent(/^1000$/);
    // Every count badge carries the class that lifts Mantine's ellipsis truncation.
    for (const badge of within(nav).getAllByLabelText(/ live$/)) expect(badge).toHaveClass(classes.count!);
  });

  it('never shrinks a pill or its count in the sideways-scrolling strip (a two-digit count clipped to one digit)', () => {
    expect(ruleOf('.tab')).toMatch(/flex-shrink:\s*0/);
    expect(ruleOf('.tab > *')).toMatch(/flex-shrink:\s*0/);
    expect(ruleOf('.count')).toMatch(/overflow:\s*visible/);
    expect(ruleOf('.count')).toMatch(/text-overflow:\s*clip/);
  });
});

describe('sport tabs on a phone', () => {
  // The test setup stubs scrollIntoView; this test records the calls, then puts the stub back.
  const original = HTMLElement.prototype.scrollIntoView;
  afterEach(() => {
    HTMLElement.prototype.scrollIntoView = original;
  });

  it('scrolls the active pill into view (cricket sits off a 375 px screen)', async () => {
    const scrolled: HTMLElement[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    renderRoutes(
      [{ path: '/inplay', element: <SportTabs activeSportId={sportIds.cricket} summaries={summaries} count="live" hrefFor={(id) => `/inplay/?spid=${id}`} /> }],
      '/inplay',
    );
    const active = await screen.findByRole('link', { current: 'page' });
    expect(active).toHaveAccessibleName(/Cricket/);
    await waitFor(() => expect(scrolled).toContain(active));
    expect(scrolled.every((element) => element === active)).toBe(true);
  });
});

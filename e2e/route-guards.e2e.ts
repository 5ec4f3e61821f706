import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { expectedLanding, routeGroups, type Persona, type RouteGroup } from './support/route-table';
import { logInThroughForm, settledPath } from './support/session';

const personas: Persona[] = ['guest', 'player', 'staff', 'admin'];

describe('every guarded route lands where the seed says', () => {
  const suite = useSuiteBrowser();

  it.each(personas)('as %s', async (persona) => {
    const { context, page } = await newPage(suite.browser);
    if (persona !== 'guest') {
      const account = demoAccounts[persona];
      await logInThroughForm(page, account.username, account.password);
    }
    const mismatches: string[] = [];
    for (const group of Object.keys(routeGroups) as RouteGroup[]) {
      for (const path of routeGroups[group]) {
        await page.goto(path);
        const landed = await settledPath(page);
        const expected = expectedLanding(persona, group) ?? (path.replace(/\/+$/, '') || '/');
        if (landed !== expected) mismatches.push(`${path} (${group}): landed on ${landed}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
    await context.close();
  }, 300_000);
});

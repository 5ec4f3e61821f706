import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, newPage, useSuiteBrowser } from './support/browser';
import { logInThroughForm, settledPath } from './support/session';

/** The fixed app header's background and whether it is the topmost element where its buttons are. */
async function headerState(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.mantine-AppShell-header, [data-app-header]');
    if (!header) throw new Error('no app header');
    const rect = header.getBoundingClientRect();
    const points = [0.5, 0.75, 0.95].map((x) => document.elementFromPoint(rect.width * x, rect.height / 2));
    return {
      background: getComputedStyle(header).backgroundColor,
      onTop: points.every((element) => element !== null && header.contains(element)),
    };
  });
}

/** Alpha of an rgb()/rgba() colour: 1 for an opaque header. */
function alphaOf(color: string): number {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.length === 4 ? parts[3]! : parts.length === 3 ? 1 : 0;
}

async function scrollPage(page: Page) {
  await page.mouse.move(400, 500);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
}

/** The header is painted in a solid colour and nothing of the page draws over it. */
async function expectOpaqueHeaderOnTop(page: Page) {
  const state = await headerState(page);
  expect(alphaOf(state.background)).toBe(1);
  expect(state.onTop).toBe(true);
}

async function toggleThemeFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).locator('visible=true').first().click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'light');
}

describe('navigation and layout', () => {
  const suite = useSuiteBrowser();

  /** A new page of `size` logged in as `persona` and settled on `path`. */
  async function openAs(persona: 'player' | 'staff', size: { width: number; height: number }, path: string) {
    const opened = await newPage(suite.browser, size);
    await logInThroughForm(opened.page, demoAccounts[persona].username, demoAccounts[persona].password);
    await opened.page.goto(path);
    await settledPath(opened.page);
    return opened;
  }

  it('player header on a desktop: opaque, above scrolled content, In-play marked with or without the slash', async () => {
    const { context, page } = await openAs('player', { width: 1366, height: 850 }, '/inplay');
    for (const path of ['/inplay', '/inplay/', '/inplay?spid=1']) {
      await page.goto(path);
      await settledPath(page);
      const main = page.locator('header nav[aria-label="Main navigation"]');
      expect(await main.getByRole('link', { name: 'In-play' }).getAttribute('aria-current'), path).toBe('page');
      expect(await main.getByRole('link', { name: 'Pre-match' }).getAttribute('aria-current'), path).toBeNull();
    }
    await page.waitForSelector('[data-testid="event-row"], .mantine-Paper-root');
    await scrollPage(page);
    await expectOpaqueHeaderOnTop(page);
    expect(await page.getByTestId('bottom-tab-bar').isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--oddsmith-bottom-nav').trim())).toBe('0px');
    await context.close();
  }, 120_000);

  it('player on a phone in the light theme: opaque header, a 56 px tab bar that the page is padded for', async () => {
    const { context, page } = await openAs('player', { width: 390, height: 844 }, '/inplay?spid=1');
    await toggleThemeFromMenu(page);
    await scrollPage(page);
    await expectOpaqueHeaderOnTop(page);
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
    expect(await tabs.isVisible()).toBe(true);
    const box = await tabs.boundingBox();
    expect(box?.height).toBe(56);
    expect(box && box.y + box.height).toBe(844);
    expect(await tabs.getByRole('link', { name: 'In-play' }).getAttribute('aria-current')).toBe('page');
    const layout = await page.evaluate(() => ({
      variable: getComputedStyle(document.documentElement).getPropertyValue('--oddsmith-bottom-nav').trim(),
      mainPadding: parseFloat(getComputedStyle(document.querySelector('main')!).paddingBottom),
    }));
    expect(layout.variable).toBe('56px');
    expect(layout.mainPadding).toBeGreaterThanOrEqual(56);
    // Search and Deposit are one tap away in the header.
    await page.locator('header').getByRole('link', { name: 'Search' }).locator('visible=true').click();
    expect(await settledPath(page)).toBe('/search');
    await page.locator('header').getByRole('link', { name: 'Deposit' }).locator('visible=true').click();
    expect(await settledPath(page)).toBe('/bank');
    await tabs.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).locator('visible=true').count()).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it('staff header on the risk page stays opaque and above the rows when scrolled', async () => {
    const { context, page } = await openAs('staff', { width: 1366, height: 500 }, '/caff/admin/risk-management');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(300);
    await expectOpaqueHeaderOnTop(page);
    await context.close();
  }, 120_000);
});

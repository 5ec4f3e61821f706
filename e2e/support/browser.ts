import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Flags for Debian's Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/** One browser for a describe block: launched before its first test, closed after its last. Read `.browser` in tests. */
export function useSuiteBrowser(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser() {
      if (!launched) throw new Error('the suite browser is launched in beforeAll: read it in a test');
      return launched;
    },
  };
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  return { context, page };
}

export const demoAccounts = {
  admin: { username: 'admin', password: 'AdminPass123' },
  staff: { username: 'staff', password: 'StaffPass123' },
  player: { username: 'player', password: 'PlayerPass123' },
  support: { username: 'support', password: 'SupportPass123' },
} as const;

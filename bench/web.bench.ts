/**
 * Web first load of `/` (a guest: the landing) and `/inplay` (the demo player), against the
 * issue's goal: <= 200 KB of JavaScript gzip and a Lighthouse mobile performance score >= 95.
 *   - JS gzip, from the build's manifest (scripts/bundle-size.mjs: entry, its static imports and
 *     the route's lazy chunks),
 *   - JS loaded in Chromium: every script the page requests until the network is idle, its gzip
 *     size and the bytes the server sent (brotli when precompressed),
 *   - Lighthouse 12 (default mobile config: Moto G Power, simulated slow 4G, 4x CPU slowdown)
 *     against Debian's Chromium: performance score, FCP, LCP, TBT.
 * Needs `npm run build` (the compiled server and the web app with its manifest). The server runs as
 * the e2e tests run it (in-memory database, demo data, live feed) on a free port, unless
 * BENCH_WEB_URL names one already running. BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_RUNS=n
 * runs it n times per route; BENCH_LIGHTHOUSE_JSON=dir writes each full report there (its diagnostics:
 * LCP element, bootup time, unused JavaScript, main-thread work, the request chains).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { freePort, spawnServer, stopServer, waitUntilReady } from '../e2e/support/global-setup';
// @ts-expect-error a plain .mjs script without types
import { budgetBytes, kb, measureRoutes } from '../scripts/bundle-size.mjs';
import { recordGoal } from './goals';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.BENCH_WEB_DIST ?? join(root, 'apps', 'web', 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const scoreGoal = 95;

type Route = { path: string; player: boolean };
const routes: Route[] = [
  { path: '/', player: false },
  { path: '/inplay', player: true },
];

type Session = { token: string; user: unknown };

/** The demo player's session, as the login form stores it (redux-persist: each slice a JSON string under `persist:root`). */
async function playerSession(baseUrl: string): Promise<Session> {
  const reply = await fetch(`${baseUrl}/api/front/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player', password: 'PlayerPass123' }),
  });
  if (!reply.ok) throw new Error(`demo player login: ${reply.status}`);
  return ((await reply.json()) as { response: Session }).response;
}

function persistedRoot(session: Session): string {
  const user = { isLoading: false, responseType: 'success', response: null, isLoggedIn: true, user: session.user, token: session.token };
  return JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
}

type Loaded = { files: number; gzipBytes: number; wireBytes: number };

/** The scripts a first visit requests until the network is idle: their gzip size (from the dist files) and the bytes sent. */
async function loadedInChromium(browser: Browser, baseUrl: string, route: Route, session: Session): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  if (route.player) await context.addInitScript((value) => localStorage.setItem('persist:root', value), persistedRoot(session));
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !url.pathname.endsWith('.js')) return;
    void response.body().then(
      async (body) => scripts.set(url.pathname, Number((await response.headerValue('content-length')) ?? body.length)),
      () => undefined,
    );
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await context.close();
  let gzipBytes = 0;
  let wireBytes = 0;
  for (const [path, sent] of scripts) {
    gzipBytes += gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
    wireBytes += sent;
  }
  return { files: scripts.size, gzipBytes, wireBytes };
}

type Score = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; bytes: number; benchmarkIndex: number; lcpElement: string };

/** LCP element details as Lighthouse 12 gives them: a list whose first table's first row holds the node. */
type LcpElementDetails = { items?: { items?: { node?: { nodeLabel?: string } }[] }[] };

/**
 * The text (or label) of the run's LCP element: on `/inplay` it is the shell's title when the list
 * has rows, and the list's empty message, painted after the data, when the demo has no match in play
 * (docs/web-decisions.md): the same build then scores far lower.
 */
function lcpElementOf(details: unknown): string {
  const label = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?';
  return label.length > 40 ? `${label.slice(0, 39)}…` : label;
}

/** One Lighthouse mobile performance run in a fresh Chromium (the player's session written first, on a page that loads no script). */
async function lighthouseRun(baseUrl: string, route: Route, session: Session, reportName: string): Promise<Score> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (route.player) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = browser.contexts()[0]?.pages()[0] ?? (await browser.contexts()[0]!.newPage());
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate((value) => localStorage.setItem('persist:root', value), persistedRoot(session));
      await browser.close();
    }
    // The player run keeps storage (the session); its cache holds only the favicon.
    const result = await lighthouse(`${baseUrl}${route.path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: route.player });
    const audits = result?.lhr.audits;
    if (!result || !audits) throw new Error('no Lighthouse result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    const reportDir = process.env.BENCH_LIGHTHOUSE_JSON;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    return {
      score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
      bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

async function withServer<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_WEB_URL) return run(process.env.BENCH_WEB_URL.replace(/\/$/, ''));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, { WEB_DIST_DIR: distDir, LOG_LEVEL: 'error' });
  try {
    await waitUntilReady(baseUrl, child, 90_000);
    return await run(baseUrl);
  } finally {
    await stopServer(child);
  }
}

function printBundle(): void {
  if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
    console.log('web manifest rows skipped: the build has no .vite/manifest.json');
    return;
  }
  for (const { route, files, gzipBytes } of measureRoutes(distDir) as { route: string; files: unknown[]; gzipBytes: number }[]) {
    const verdict = gzipBytes <= budgetBytes ? 'within' : 'OVER';
    console.log(`web ${route.padEnd(8)} manifest: ${kb(gzipBytes).padStart(6)} KB JS gzip in ${files.length} files, goal <= ${kb(budgetBytes)} KB (${verdict})`);
    recordGoal('web', { what: `first load of ${route}, JavaScript (build manifest)`, measured: `${kb(gzipBytes)} KB gzip`, baseline: '', ratio: null, goal: `<= ${kb(budgetBytes)} KB`, met: gzipBytes <= budgetBytes });
  }
}

async function printBrowser(baseUrl: string, session: Session): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    for (const route of routes) {
      const { files, gzipBytes, wireBytes } = await loadedInChromium(browser, baseUrl, route, session);
      console.log(`web ${route.path.padEnd(8)} Chromium: ${kb(gzipBytes).padStart(6)} KB JS gzip in ${files} files, ${kb(wireBytes)} KB JS on the wire`);
    }
  } finally {
    await browser.close();
  }
}

async function printLighthouse(baseUrl: string, session: Session): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  for (let run = 1; run <= runs; run += 1) for (const route of routes) await printLighthouseRun(baseUrl, session, route, run);
}

async function printLighthouseRun(baseUrl: string, session: Session, route: Route, run: number): Promise<void> {
  const reportName = `lighthouse${route.path.replaceAll('/', '-')}-${run}`;
  try {
    const { score, fcpMs, lcpMs, tbtMs, bytes, benchmarkIndex, lcpElement } = await lighthouseRun(baseUrl, route, session, reportName);
    const verdict = score >= scoreGoal ? 'met' : 'NOT met';
    recordGoal('web', { what: `Lighthouse mobile, ${route.path}${run > 1 ? ` (run ${run})` : ''}`, measured: `performance ${score}, TBT ${tbtMs.toFixed(0)} ms, LCP "${lcpElement}"`, baseline: '', ratio: null, goal: `>= ${scoreGoal}`, met: score >= scoreGoal });
    console.log(
      `web ${route.path.padEnd(8)} Lighthouse mobile: performance ${score} (goal >= ${scoreGoal}, ${verdict}), FCP ${(fcpMs / 1000).toFixed(1)} s, LCP ${(lcpMs / 1000).toFixed(1)} s ("${lcpElement}"), TBT ${tbtMs.toFixed(0)} ms, ${kb(bytes)} KB transferred (CPU benchmark index ${benchmarkIndex.toFixed(0)})`,
    );
  } catch (error) {
    console.log(`web ${route.path.padEnd(8)} Lighthouse could not run: ${(error as Error).message}`);
  }
}

/** `npm run bench`: the web rows (JS per route, Lighthouse mobile). */
export async function reportWeb(): Promise<void> {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(root, 'apps', 'server', 'dist', 'server.js'))) {
    console.log('web bench skipped: run `npm run build` first (the compiled server and the web app).');
    return;
  }
  printBundle();
  if (!existsSync(chromePath)) {
    console.log(`web bench: no Chromium at ${chromePath} (CHROMIUM_PATH): first-load and Lighthouse rows skipped.`);
    return;
  }
  await withServer(async (baseUrl) => {
    const session = await playerSession(baseUrl);
    await printBrowser(baseUrl, session);
    if (process.env.BENCH_LIGHTHOUSE !== '0') await printLighthouse(baseUrl, session);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await reportWeb();

/**
 * Event lists bench: the in-play football list (`GET /api/sports/events?spid=1&type=inplay`) and
 * one live event's page (`GET /api/sports/events/:id`) under 50 connections, beside a bare Fastify
 * hello-world in the same process and the same run (the baseline; the ratio is route/bare). The
 * load comes from autocannon in a child process (its own core, not the server's event loop). The
 * feed runs on a hand-driven clock; in the two "feed stepping" runs it steps once a second (prices,
 * scores and statuses change, as in play), so those include every invalidation of the read model
 * and the step's own work on the server's event loop (BENCH_LISTS_STEP_MS=0 skips them).
 * PGlite (in memory) always; PostgreSQL too in a scratch database when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (BENCH_LISTS_DB=pglite or postgres picks one). BENCH_LISTS_SECONDS per
 * run (default 5). Each URL gets one untimed second of the same load first, so no row pays for the
 * JIT warming up. The "browser encoding" rows send the Accept-Encoding a browser sends (the answer
 * is then brotli, about a fifth of the bytes). The "bare Fastify, same bytes and headers" row is a
 * bare Fastify route answering the list's own body with the list's own headers (security headers,
 * ETag, cache-control, vary) through Fastify's ordinary `reply.headers().send()`: what of the gap to
 * hello-world is the answer's size and header set rather than our code (shown, not judged; the goal
 * stays against hello-world). BENCH_CPU=1 adds this process's CPU per request to each row (the
 * server's and the bare app's; autocannon runs in its own process). `npm run bench` runs it via
 * bench/run.ts; alone: `npx tsx bench/lists.bench.ts`.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { scratchDatabase } from './feed.bench';
import { perSecond, recordGoal } from './goals';

const connections = 50;
/** Feed step period during the "feed stepping" runs (0: no such runs). */
const stepEveryMs = Math.max(0, Number(process.env.BENCH_LISTS_STEP_MS ?? 1_000));
const seconds = Math.min(60, Math.max(1, Number(process.env.BENCH_LISTS_SECONDS ?? 5)));
const autocannonBin = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));

type Run = { name: string; perSecond: number; p50: number; p99: number; non2xx: number; errors: number; cpuUsPerRequest: number };

/** What a browser sends (Chromium), for the rows that measure the compressed answer. */
const browserEncoding = 'gzip, deflate, br, zstd';
const browserRowMark = 'browser encoding';
/** The bare Fastify row that answers the list's own body and headers. */
const sameRowName = 'bare Fastify, same bytes and headers';

/** autocannon in a child process against `url` for `durationS` seconds, 50 connections. */
function load(name: string, url: string, options: { encoding?: string; durationS?: number } = {}): Promise<Run> {
  const durationS = options.durationS ?? seconds;
  const headers = options.encoding ? ['-H', `accept-encoding=${options.encoding}`] : [];
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [autocannonBin, '-c', String(connections), '-d', String(durationS), ...headers, '-j', url], { maxBuffer: 16 * 1024 * 1024, timeout: (durationS + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(error);
      const cpu = process.cpuUsage(cpuBefore);
      const result = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
      const cpuUsPerRequest = (cpu.user + cpu.system) / Math.max(1, result.requests.total);
      resolve({ name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuUsPerRequest });
    });
  });
}

/** The headers Node writes itself (or from the body): not part of a copied header set. */
const nodeHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Bare Fastify: hello-world at `/` (the baseline), and at `/same` the given body with the given
 * headers (a list answer's own), through Fastify's ordinary reply path.
 */
async function bareFastify(same: { body: Buffer; headers: Record<string, unknown> }): Promise<{ app: FastifyInstance; url: string; sameUrl: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const headers = Object.fromEntries(Object.entries(same.headers).filter(([name]) => !nodeHeaders.has(name)));
  app.get('/same', (_request, reply) => reply.headers(headers).send(same.body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
  return { app, url, sameUrl: `${url}same` };
}

type Backend = 'pglite' | 'postgres';

async function benchListsOn(backend: Backend, adminUrl: string | undefined): Promise<Run[]> {
  const scratch = backend === 'postgres' && adminUrl ? await scratchDatabase(adminUrl) : null;
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    overrides: { dataDir: 'memory://', seedDemo: false, logLevel: 'silent', redisUrl: undefined, databaseUrl: scratch?.url },
  });
  let bare: Awaited<ReturnType<typeof bareFastify>> | undefined;
  let ticking: NodeJS.Timeout | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const nowMs = { value: Math.floor(Date.now() / 60_000) * 60_000 };
    app.feed.configure({ seed: 2024, timer: false, clock: () => nowMs.value });
    await app.feed.start();
    const listed = await app.inject({ method: 'GET', url: '/api/sports/events?spid=1&type=inplay' });
    const events = listed.json<{ response: { events: { id: string }[] } }>().response.events;
    const eventId = events[0]?.id;
    if (!eventId) throw new Error('lists bench: no live football event');
    bare = await bareFastify({ body: listed.rawPayload, headers: listed.headers });
    const listUrl = `${base}/api/sports/events?spid=1&type=inplay`;
    const pageUrl = `${base}/api/sports/events/${eventId}`;
    for (const url of [bare.url, bare.sameUrl, listUrl, pageUrl]) await load('warm-up', url, { durationS: 1 });
    const runs = [
      await load('bare Fastify hello-world', bare.url),
      await load(sameRowName, bare.sameUrl),
      await load('event lists', listUrl),
      await load('event page', pageUrl),
      await load(`event lists, ${browserRowMark}`, listUrl, { encoding: browserEncoding }),
      await load(`event page, ${browserRowMark}`, pageUrl, { encoding: browserEncoding }),
    ];
    if (stepEveryMs > 0) {
      // In play: the feed steps (prices, scores, statuses stored and published) while the load runs.
      let stepping = false;
      ticking = setInterval(() => {
        if (stepping) return;
        stepping = true;
        nowMs.value += 1_000;
        app.feed.step(nowMs.value).finally(() => {
          stepping = false;
        });
      }, stepEveryMs);
      runs.push(await load('event lists, feed stepping', listUrl), await load('event page, feed stepping', pageUrl));
    }
    console.log(`\nevent lists bench on ${backend}: ${events.length} live football events (${listed.body.length} B list body), ${connections} connections, ${seconds} s each; "feed stepping": a feed step every ${stepEveryMs} ms in the same process`);
    return runs;
  } finally {
    if (ticking) clearInterval(ticking);
    await bare?.app.close();
    await app.close();
    await scratch?.drop();
  }
}

function print(backend: Backend, runs: readonly Run[]): void {
  const [bare] = runs;
  const same = runs.find((run) => run.name === sameRowName);
  for (const run of runs) {
    const ratio = bare && run !== bare ? `  ratio ${(run.perSecond / bare.perSecond).toFixed(3)} of bare Fastify` : '';
    // Beside the copy of its own answer: what our code costs beyond the bytes and headers.
    const ofSame = same && run !== bare && run !== same && !run.name.includes(browserRowMark) ? ` (${(run.perSecond / same.perSecond).toFixed(3)} of the same bytes)` : '';
    const cpu = process.env.BENCH_CPU ? `  cpu ${run.cpuUsPerRequest.toFixed(1)} µs/req` : '';
    const failed = run.non2xx + run.errors > 0 ? `  (${run.non2xx} non-2xx, ${run.errors} errors)` : '';
    console.log(`${`${run.name} (${backend})`.padEnd(52)} ${run.perSecond.toFixed(0).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms${ratio}${ofSame}${cpu}${failed}`);
    // The goal rows: plain requests of our routes (the browser-encoding and same-bytes rows are shown, not judged).
    if (bare && run !== bare && run !== same && !run.name.includes(browserRowMark)) recordListGoal(backend, run, bare);
  }
}

/** Issue 18: lists and the event page at half of bare Fastify or better, p99 under 20 ms, on both databases. */
const listsGoal = { ratio: 0.5, p99Ms: 20 };

function recordListGoal(backend: Backend, run: Run, bare: Run): void {
  const ratio = run.perSecond / bare.perSecond;
  recordGoal('lists', {
    what: `${run.name} (${backend})`,
    measured: `${perSecond(run.perSecond)}, p99 ${run.p99} ms`,
    baseline: `bare Fastify ${perSecond(bare.perSecond)}`,
    ratio,
    goal: `ratio >= ${listsGoal.ratio}, p99 < ${listsGoal.p99Ms} ms`,
    met: ratio >= listsGoal.ratio && run.p99 < listsGoal.p99Ms && run.non2xx + run.errors === 0,
  });
}

/** Runs the lists bench on each backend and prints its rows (bench/run.ts calls this). */
export async function benchLists(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const wanted = (process.env.BENCH_LISTS_DB ?? 'pglite,postgres').split(',');
  const backends = (['pglite', 'postgres'] as const).filter((backend) => wanted.includes(backend) && (backend === 'pglite' || adminUrl));
  for (const backend of backends) print(backend, await benchListsOn(backend, adminUrl));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLists();
}

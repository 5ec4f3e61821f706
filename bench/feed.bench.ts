/**
 * Feed fan-out bench: one server process, 1,000 and 10,000 socket.io clients (websocket only) in a
 * child process, every client watching the same selections (`slipEventIds`). Reports change-to-
 * client latency p50/p99 and messages delivered per second for
 *   - feed:     a real simulator step (advance, price, store, publish) to the clients, timed three
 *               ways: "tick" from the start of the step, "change" from the end of pricing (the
 *               moment the new odds exist: the PRODUCT.md §11 "within 100 ms of the change"), and
 *               "fan-out" from the commit (what socket.io and the clients add), and "server
 *               write" from the commit until the slip publish returned (every frame handed to
 *               the kernel or queued: the server's own share, free of the clients' CPU),
 *   - publish:  `publishSlipOdds` (socket.io rooms) alone,
 *   - baseline: the same message written straight to every engine.io connection (no rooms,
 *               no socket.io emit path), measured in the same run; the ratio is publish/baseline.
 * The feed runs on PGlite (in memory) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set,
 * again on PostgreSQL in a scratch database created and dropped here (BENCH_FEED_DB=pglite or
 * postgres picks one). Bounded: fixed rounds, every wait has a time limit. `npm run bench` runs it
 * via bench/run.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { recordGoal } from './goals';

const clientCounts = (process.env.BENCH_CLIENTS ?? "1000,10000").split(",").map(Number);
const latencyRounds = 20;
const burstRounds = 10;
/** Feed steps per client count; more steps steady the p99 on a busy machine. */
const feedSteps = Math.min(100, Math.max(1, Number(process.env.BENCH_FEED_STEPS ?? 8)));
const waitMsMax = 60_000;
/** Selections each client watches (a typical slip); every feed change of one reaches all clients. */
const slipSize = 3;

export type ChildMessage = { type: 'started' | 'ready' | 'reached' | 'times' | 'error'; times?: number[]; count?: number; rssMb?: number; message?: string };

const wallMs = () => performance.timeOrigin + performance.now();

export function nextMessage(child: ChildProcess, type: ChildMessage['type']): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench: no '${type}' from the client process within ${waitMsMax} ms`)), waitMsMax);
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'error') reject(new Error(message.message));
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

type Rounds = { starts: number[]; expected: number[] };

/** Receipt times of rounds that were each fully delivered before the next began. */
async function receipts(child: ChildProcess): Promise<number[]> {
  child.send({ cmd: 'dump' });
  return (await nextMessage(child, 'times')).times ?? [];
}

/** Latencies of rounds that were each fully delivered before the next began. */
async function latencies(child: ChildProcess, rounds: Rounds, given?: number[]): Promise<number[]> {
  const times = given ?? (await receipts(child));
  const out: number[] = [];
  let offset = 0;
  rounds.starts.forEach((start, index) => {
    const count = rounds.expected[index] ?? 0;
    for (let i = offset; i < offset + count; i += 1) out.push(Math.max(0, (times[i] ?? start) - start));
    offset += count;
  });
  return out.sort((a, b) => a - b);
}

async function round(child: ChildProcess, rounds: Rounds, expected: number, fire: () => void | Promise<unknown>): Promise<void> {
  const reached = nextMessage(child, 'reached');
  const already = rounds.expected.reduce((sum, n) => sum + n, 0);
  rounds.starts.push(wallMs());
  rounds.expected.push(expected);
  await fire();
  child.send({ cmd: 'expect', total: already + expected });
  await reached;
}

type EngineClient = { write: (data: string) => void };

function rawFanOut(app: FastifyInstance, packet: string): void {
  const clients = (app.io.engine as unknown as { clients: Record<string, EngineClient> }).clients;
  for (const id in clients) clients[id]?.write(packet);
}

function slipPacket(gameId: string, optionId: string, odds: number): string {
  return `2${JSON.stringify(['updatedSlipData', [{ gameId, optionId, odds }]])}`;
}

async function measure(app: FastifyInstance, url: string, count: number, slip: { gameId: string; optionId: string }[], nowMs: { value: number }) {
  const child = fork(fileURLToPath(new URL('./feed-clients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await nextMessage(child, 'started');
    const connectStart = wallMs();
    child.send({ cmd: 'connect', url, count, slip });
    const ready = await nextMessage(child, 'ready');
    const connectMs = wallMs() - connectStart;
    const [first] = slip;
    if (!first) throw new Error('bench: empty slip');
    const watched = new Set(slip.map((selection) => selection.optionId));
    // When the feed's slip publish returns: the server's own share of the fan-out.
    const slipWrittenAt = { value: 0 };
    const publishSlipOdds = app.publishSlipOdds;
    app.publishSlipOdds = (updates) => {
      publishSlipOdds(updates);
      slipWrittenAt.value = wallMs();
    };

    const feed: Rounds = { starts: [], expected: [] };
    const produced: Rounds = { starts: [], expected: feed.expected };
    const committed: Rounds = { starts: [], expected: feed.expected };
    const tickParts = { storeMs: [] as number[], pricingMs: [] as number[], writeMs: [] as number[] };
    for (let step = 0; step < feedSteps; step += 1) {
      nowMs.value += 1_000;
      const reachedOrSkip = { expected: 0 };
      await round(child, feed, 0, async () => {
        const change = await app.feed.step(nowMs.value);
        // One `updatedSlipData` per client per step, holding all of its watched selections that changed.
        reachedOrSkip.expected = (change?.slip ?? []).some((update) => watched.has(update.optionId)) ? count : 0;
      }).catch(() => undefined);
      feed.expected[feed.expected.length - 1] = reachedOrSkip.expected;
      const timing = app.feed.runner.lastTiming;
      const stepStart = feed.starts[feed.starts.length - 1] ?? 0;
      produced.starts.push(timing?.producedAt ?? stepStart);
      committed.starts.push(timing?.committedAt ?? stepStart);
      if (timing) {
        tickParts.storeMs.push(timing.storeMs);
        tickParts.pricingMs.push(timing.producedAt - stepStart);
        if (reachedOrSkip.expected > 0) tickParts.writeMs.push(slipWrittenAt.value - timing.committedAt);
      }
      if (reachedOrSkip.expected > 0) {
        const total = feed.expected.reduce((sum, n) => sum + n, 0);
        const reached = nextMessage(child, 'reached');
        child.send({ cmd: 'expect', total });
        await reached;
      }
    }
    const feedTimes = await receipts(child);
    const feedLatency = await latencies(child, feed, feedTimes);
    const changeLatency = await latencies(child, produced, feedTimes);
    const fanOutLatency = await latencies(child, committed, feedTimes);
    const sortedStore = [...tickParts.storeMs].sort((a, b) => a - b);
    const sortedPricing = [...tickParts.pricingMs].sort((a, b) => a - b);
    const sortedWrite = [...tickParts.writeMs].sort((a, b) => a - b);

    const publish: Rounds = { starts: [], expected: [] };
    for (let r = 0; r < latencyRounds; r += 1) {
      await round(child, publish, count, () => app.publishSlipOdds([{ gameId: first.gameId, optionId: first.optionId, odds: 2 + r / 1000 }]));
    }
    const publishLatency = await latencies(child, publish);

    const raw: Rounds = { starts: [], expected: [] };
    for (let r = 0; r < latencyRounds; r += 1) {
      await round(child, raw, count, () => rawFanOut(app, slipPacket(first.gameId, first.optionId, 3 + r / 1000)));
    }
    const rawLatency = await latencies(child, raw);

    const burst = async (fire: (r: number) => void) => {
      const reached = nextMessage(child, 'reached');
      const start = wallMs();
      for (let r = 0; r < burstRounds; r += 1) fire(r);
      child.send({ cmd: 'expect', total: burstRounds * count });
      await reached;
      const elapsedMs = wallMs() - start;
      child.send({ cmd: 'dump' });
      await nextMessage(child, 'times');
      return (burstRounds * count) / (elapsedMs / 1000);
    };
    const publishRate = await burst((r) => app.publishSlipOdds([{ gameId: first.gameId, optionId: first.optionId, odds: 4 + r / 1000 }]));
    const rawRate = await burst((r) => rawFanOut(app, slipPacket(first.gameId, first.optionId, 5 + r / 1000)));

    return {
      clients: count,
      connectSeconds: Math.round(connectMs / 100) / 10,
      feedMessages: feedLatency.length,
      feedP50: percentile(feedLatency, 0.5),
      feedP99: percentile(feedLatency, 0.99),
      changeP50: percentile(changeLatency, 0.5),
      changeP99: percentile(changeLatency, 0.99),
      fanOutP50: percentile(fanOutLatency, 0.5),
      fanOutP99: percentile(fanOutLatency, 0.99),
      pricingP50: percentile(sortedPricing, 0.5),
      storeP50: percentile(sortedStore, 0.5),
      storeMax: sortedStore[sortedStore.length - 1] ?? Number.NaN,
      writeP50: percentile(sortedWrite, 0.5),
      writeMax: sortedWrite[sortedWrite.length - 1] ?? Number.NaN,
      publishP50: percentile(publishLatency, 0.5),
      publishP99: percentile(publishLatency, 0.99),
      rawP50: percentile(rawLatency, 0.5),
      rawP99: percentile(rawLatency, 0.99),
      publishRate,
      rawRate,
      serverRssMb: Math.round(process.memoryUsage().rss / 1e6),
      clientRssMb: ready.rssMb ?? 0,
    };
  } finally {
    child.send({ cmd: 'close' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Issue 18: socket.io's publish keeps a ratio of about 1 to a raw engine.io write loop to the same sockets ("about": within half again). */
const fanOutRatioMax = 1.5;

function recordFanOutGoal(backend: Backend, row: Awaited<ReturnType<typeof measure>>): void {
  const ratio = row.publishP50 / row.rawP50;
  recordGoal('feed', {
    what: `odds fan-out, ${row.clients.toLocaleString('en')} clients on one match (${backend})`,
    measured: `publish p50/p99 ${fixed(row.publishP50)}/${fixed(row.publishP99)} ms (feed commit to receipt ${fixed(row.fanOutP50)}/${fixed(row.fanOutP99)} ms)`,
    baseline: `raw engine.io write loop ${fixed(row.rawP50)}/${fixed(row.rawP99)} ms`,
    ratio,
    goal: `ratio ~1 (<= ${fanOutRatioMax})`,
    met: Number.isFinite(ratio) && ratio <= fanOutRatioMax,
  });
}

type Backend = 'pglite' | 'postgres';

/** A scratch PostgreSQL database for one run, dropped afterwards. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oddsmith_feed_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const closer = new pg.Client({ connectionString: adminUrl });
      await closer.connect();
      await closer.query(`drop database if exists ${name} with (force)`);
      await closer.end();
    },
  };
}

/** Runs the whole feed bench and prints its tables (bench/run.ts calls this). */
export async function benchFeed(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const wanted = (process.env.BENCH_FEED_DB ?? 'pglite,postgres').split(',');
  const backends = (['pglite', 'postgres'] as const).filter((backend) => wanted.includes(backend) && (backend === 'pglite' || adminUrl));
  for (const backend of backends) await benchFeedOn(backend, adminUrl);
}

async function benchFeedOn(backend: Backend, adminUrl: string | undefined): Promise<void> {
  const scratch = backend === 'postgres' && adminUrl ? await scratchDatabase(adminUrl) : null;
  const app = await buildApp({
    // Every simulated client connects from this machine's one address: lift the per-address cap.
    config: loadConfig({ NODE_ENV: 'test', SOCKET_CONNECTIONS_PER_ADDRESS: String(Math.max(...clientCounts) + 10) }),
    overrides: { dataDir: 'memory://', seedDemo: false, logLevel: 'silent', redisUrl: undefined, databaseUrl: scratch?.url },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const nowMs = { value: Math.floor(Date.now() / 60_000) * 60_000 };
    app.feed.configure({ seed: 2024, timer: false, clock: () => nowMs.value });
    await app.feed.start();
    // The clients watch live selections of every sport, as open slips would.
    const events = await app.inject({ method: 'GET', url: '/api/sports/events?type=inplay&perPage=100' });
    type Listed = { id: string; marketsData: { options: { id: string }[] }[] };
    const listed = events.json<{ response: { events: Listed[] } }>().response.events;
    const slip = listed.flatMap((event) => (event.marketsData[0]?.options ?? []).map((option) => ({ gameId: event.id, optionId: option.id }))).slice(0, slipSize);
    console.log(`\nfeed bench on ${backend}: ${listed.length} live events, each client watches ${slip.length} selections`);
    const rows = [];
    for (const count of clientCounts) rows.push(await measure(app, url, count, slip, nowMs));
    console.log(
      `\n${backend}: clients | connect s | feed msgs | tick p50/p99 ms | change p50/p99 ms | fan-out p50/p99 ms | pricing p50 ms | store p50/max ms | server write p50/max ms | publish p50/p99 ms | baseline p50/p99 ms | publish msg/s | baseline msg/s | ratio p50 | ratio msg/s | server/client RSS MB`,
    );
    for (const row of rows) {
      console.log(
        [
          row.clients,
          row.connectSeconds,
          row.feedMessages,
          `${fixed(row.feedP50)}/${fixed(row.feedP99)}`,
          `${fixed(row.changeP50)}/${fixed(row.changeP99)}`,
          `${fixed(row.fanOutP50)}/${fixed(row.fanOutP99)}`,
          fixed(row.pricingP50),
          `${fixed(row.storeP50)}/${fixed(row.storeMax)}`,
          `${fixed(row.writeP50)}/${fixed(row.writeMax)}`,
          `${fixed(row.publishP50)}/${fixed(row.publishP99)}`,
          `${fixed(row.rawP50)}/${fixed(row.rawP99)}`,
          Math.round(row.publishRate),
          Math.round(row.rawRate),
          fixed(row.publishP50 / row.rawP50, 2),
          fixed(row.publishRate / row.rawRate, 2),
          `${row.serverRssMb}/${row.clientRssMb}`,
        ].join(' | '),
      );
    }
    console.log(`\nJSON ${JSON.stringify({ backend, rows })}`);
    const largest = rows.at(-1);
    if (largest) recordFanOutGoal(backend, largest);
  } finally {
    await app.close();
    await scratch?.drop();
  }
}

// Also runnable on its own: `npx tsx bench/feed.bench.ts` (BENCH_CLIENTS=1000,10000 by default).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchFeed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

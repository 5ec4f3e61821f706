/**
 * Feed fan-out bench: one server process, 1,000 and 10,000 socket.io clients (websocket only) in a
 * child process, every client watching the same selections (`slipEventIds`). Reports change-to-
 * client latency p50/p99 and messages delivered per second for
 *   - feed:     a real simulator step (advance, price, store in PGlite, publish) to the clients,
 *   - publish:  `publishSlipOdds` (socket.io rooms) alone,
 *   - baseline: the same message written straight to every engine.io connection (no rooms,
 *               no socket.io emit path), measured in the same run; the ratio is publish/baseline.
 * Bounded: fixed rounds, every wait has a time limit. `npm run bench` runs it via bench/run.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const clientCounts = (process.env.BENCH_CLIENTS ?? "1000,10000").split(",").map(Number);
const latencyRounds = 20;
const burstRounds = 10;
const feedSteps = 8;
const waitMsMax = 60_000;
/** Selections each client watches (a typical slip); every feed change of one reaches all clients. */
const slipSize = 3;

type ChildMessage = { type: 'started' | 'ready' | 'reached' | 'times' | 'error'; times?: number[]; count?: number; rssMb?: number; message?: string };

const wallMs = () => performance.timeOrigin + performance.now();

function nextMessage(child: ChildProcess, type: ChildMessage['type']): Promise<ChildMessage> {
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

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

type Rounds = { starts: number[]; expected: number[] };

/** Latencies of rounds that were each fully delivered before the next began. */
async function latencies(child: ChildProcess, rounds: Rounds): Promise<number[]> {
  child.send({ cmd: 'dump' });
  const times = (await nextMessage(child, 'times')).times ?? [];
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

    const feed: Rounds = { starts: [], expected: [] };
    for (let step = 0; step < feedSteps; step += 1) {
      nowMs.value += 1_000;
      const reachedOrSkip = { expected: 0 };
      await round(child, feed, 0, async () => {
        const change = await app.feed.step(nowMs.value);
        reachedOrSkip.expected = (change?.slip ?? []).filter((update) => watched.has(update.optionId)).length * count;
      }).catch(() => undefined);
      feed.expected[feed.expected.length - 1] = reachedOrSkip.expected;
      if (reachedOrSkip.expected > 0) {
        const total = feed.expected.reduce((sum, n) => sum + n, 0);
        const reached = nextMessage(child, 'reached');
        child.send({ cmd: 'expect', total });
        await reached;
      }
    }
    const feedLatency = await latencies(child, feed);

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

/** Runs the whole feed bench and prints its table (bench/run.ts calls this). */
export async function benchFeed(): Promise<void> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    overrides: { dataDir: 'memory://', seedDemo: false, logLevel: 'silent', redisUrl: undefined, databaseUrl: undefined },
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
    console.log(`feed bench: ${listed.length} live events, each client watches ${slip.length} selections`);
    const rows = [];
    for (const count of clientCounts) rows.push(await measure(app, url, count, slip, nowMs));
    console.log('\nclients | connect s | feed msgs | feed p50/p99 ms | publish p50/p99 ms | baseline p50/p99 ms | publish msg/s | baseline msg/s | ratio p50 | ratio msg/s | server/client RSS MB');
    for (const row of rows) {
      console.log(
        [
          row.clients,
          row.connectSeconds,
          row.feedMessages,
          `${fixed(row.feedP50)}/${fixed(row.feedP99)}`,
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
    console.log(`\nJSON ${JSON.stringify(rows)}`);
  } finally {
    await app.close();
  }
}

// Also runnable on its own: `npx tsx bench/feed.bench.ts` (BENCH_CLIENTS=1000,10000 by default).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchFeed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

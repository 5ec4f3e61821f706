import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, memoryDataDir } from '../apps/server/src/config';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { insertExchangeMarket } from '../apps/server/src/modules/exchange';
import { scratchDatabase } from './feed.bench';
import { perSecond, recordGoal } from './goals';
import { baselineRun, createPlayers, formatLatency, runLoops, type LatencyResult } from './placement.bench';

/** Prices within a few ticks of 2.0, so about half the orders cross and match. */
const prices = [1.96, 1.97, 1.98, 1.99, 2, 2.02, 2.04, 2.06];

const rejections = new Map<string, number>();
/** Issue 18's exchange goal. */
const exchangeGoal = { perSecond: 2_000, p99Ms: 50 };

/** A small deterministic stream per player, so runs place comparable orders. */
function nextOf(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * POST /api/exchange/orders by 50 concurrent players on ONE two-runner market (random backs and
 * lays of 2.00-10.00 around 2.0, through Fastify's inject) on a scratch PostgreSQL database, then
 * the raw single-debit transaction baseline at the same concurrency in the same run. Every order
 * of a market is serialised on its row lock (the book's lease), so this is the single-market figure.
 */
export async function benchExchangeApi(adminUrl: string, durationMs: number): Promise<{ orders: LatencyResult; baseline: LatencyResult; fills: number }> {
  const scratch = await scratchDatabase(adminUrl);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      overrides: { databaseUrl: scratch.url, dataDir: memoryDataDir, seedDemo: false, logLevel: 'silent', redisUrl: undefined, feedEnabled: false, loginRateLimitPerMinute: 10_000, accountRateLimitPerHour: 10_000 },
    });
    const server = app;
    const { market, runners } = await inTransaction(server.db, (tx) =>
      insertExchangeMarket(tx, { eventName: 'Bench exchange', sportId: null, startsAt: new Date(Date.now() + 86_400_000), marketName: 'Match Odds', runners: [{ name: 'Home' }, { name: 'Away' }] }),
    );
    const tokens = await createPlayers(server);
    const randoms = tokens.map((_, index) => nextOf(index + 1));
    const orders = await runLoops('exchange orders, 50 players, one market', durationMs, async (player, i) => {
      const random = randoms[player] ?? Math.random;
      const response = await server.inject({
        method: 'POST',
        url: '/api/exchange/orders',
        headers: { authorization: `Bearer ${tokens[player] ?? ''}` },
        payload: {
          marketId: market.id,
          runnerId: runners[random() < 0.8 ? 0 : 1]?.id,
          side: random() < 0.5 ? 'back' : 'lay',
          price: prices[Math.floor(random() * prices.length)],
          stake: (2 + Math.floor(random() * 800) / 100).toFixed(2),
          requestId: `bench-${player}-${i}`,
        },
      });
      if (response.statusCode !== 200) {
        const reason = `${response.statusCode} ${response.json<{ code?: string }>().code ?? ''}`;
        rejections.set(reason, (rejections.get(reason) ?? 0) + 1);
      }
      return response.statusCode === 200;
    });
    const fills = await server.db.execute(`select count(*)::int as n from exchange_fills`);
    const baseline = await baselineRun(scratch.url, durationMs);
    return { orders, baseline, fills: Number((fills as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
  } finally {
    await app?.close();
    await scratch.drop();
  }
}

/** `npm run bench` section: the exchange API figures beside the baseline, or a skip line without PostgreSQL. */
export async function reportExchangeApi(adminUrl: string | undefined, durationMs: number): Promise<void> {
  if (!adminUrl) return console.log('exchange API bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
  const { orders, baseline, fills } = await benchExchangeApi(adminUrl, durationMs);
  for (const result of [orders, baseline]) console.log(formatLatency(result));
  if (rejections.size > 0) console.log(`exchange orders not accepted: ${[...rejections].map(([reason, count]) => `${reason} x${count}`).join(', ')}`);
  console.log(`exchange fills written: ${fills}; ratio orders / raw single-debit: ${(orders.perSecond / baseline.perSecond).toFixed(3)}`);
  recordGoal('exchange-api', {
    what: 'exchange orders through the API, PostgreSQL, 50 players',
    measured: `${perSecond(orders.perSecond)}, p99 ${orders.p99Ms.toFixed(0)} ms`,
    baseline: `raw single-debit ${perSecond(baseline.perSecond)}`,
    ratio: orders.perSecond / baseline.perSecond,
    goal: `>= ${perSecond(exchangeGoal.perSecond)}, p99 < ${exchangeGoal.p99Ms} ms`,
    met: orders.perSecond >= exchangeGoal.perSecond && orders.p99Ms < exchangeGoal.p99Ms,
  });
}

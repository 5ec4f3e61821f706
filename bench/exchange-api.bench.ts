import { randomBytes } from 'node:crypto';
import { staffBalanceTransferred } from '@oddsmith/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, memoryDataDir } from '../apps/server/src/config';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { insertExchangeMarket } from '../apps/server/src/modules/exchange';
import { postEvent } from '../apps/server/src/modules/ledger';
import { updateUser } from '../apps/server/src/modules/users';
import { baselineRun, formatLatency, runLoops, type LatencyResult } from './placement.bench';

/** The issue's figure: 50 players trading one market at once (runLoops runs BENCH_PLAYERS loops, 50 by default). */
const fundingCents = 100_000_000;
/** Prices within a few ticks of 2.0, so about half the orders cross and match. */
const prices = [1.96, 1.97, 1.98, 1.99, 2, 2.02, 2.04, 2.06];

const rejections = new Map<string, number>();

async function createTraders(app: FastifyInstance, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const payload = { username: `benchx${index}`, email: `benchx${index}@example.com`, password: 'GoodPassword123', dateOfBirth: '1990-01-01' };
    const registered = await app.inject({ method: 'POST', url: '/api/front/register', payload });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const { user, token } = registered.json<{ response: { user: { id: string }; token: string } }>().response;
    await inTransaction(app.db, async (tx) => {
      await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      await postEvent(tx, staffBalanceTransferred({ actionId: `bench-exchange-fund-${index}`, playerId: user.id, currency: 'EUR', amountCents: fundingCents, direction: 'credit' }));
    });
    tokens.push(token);
  }
  return tokens;
}

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
  const name = `oddsmith_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      overrides: { databaseUrl: url.toString(), dataDir: memoryDataDir, seedDemo: false, logLevel: 'silent', redisUrl: undefined, feedEnabled: false, loginRateLimitPerMinute: 10_000, accountRateLimitPerHour: 10_000 },
    });
    const server = app;
    const { market, runners } = await inTransaction(server.db, (tx) =>
      insertExchangeMarket(tx, { eventName: 'Bench exchange', sportId: null, startsAt: new Date(Date.now() + 86_400_000), marketName: 'Match Odds', runners: [{ name: 'Home' }, { name: 'Away' }] }),
    );
    const traders = Number(process.env.BENCH_PLAYERS ?? 50);
    const tokens = await createTraders(server, Math.max(1, Math.min(500, traders)));
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
    const baseline = await baselineRun(url.toString(), durationMs);
    return { orders, baseline, fills: Number((fills as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
  } finally {
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `npm run bench` section: the exchange API figures beside the baseline, or a skip line without PostgreSQL. */
export async function reportExchangeApi(adminUrl: string | undefined, durationMs: number): Promise<void> {
  if (!adminUrl) {
    console.log('exchange API bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return;
  }
  const { orders, baseline, fills } = await benchExchangeApi(adminUrl, durationMs);
  console.log(formatLatency(orders));
  console.log(formatLatency(baseline));
  if (rejections.size > 0) console.log(`exchange orders not accepted: ${[...rejections].map(([reason, count]) => `${reason} x${count}`).join(', ')}`);
  console.log(`exchange fills written: ${fills}; ratio orders / raw single-debit: ${(orders.perSecond / baseline.perSecond).toFixed(3)}`);
}

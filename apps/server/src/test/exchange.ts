import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, memoryDataDir, type Config } from '../config';
import { marketExposureCents } from '@oddsmith/core';
import { exchangeFills, exchangeOrders, exchangePositions, ledgerAccounts } from '../db/schema';
import { inTransaction } from '../lib/transaction';
import { insertExchangeMarket, positionInputsOf } from '../modules/exchange';
import { bearer, createScratchDatabase } from './app';

export type TestExchangeMarket = { marketId: string; runnerIds: string[] };

let marketCounter = 0;

/** An open exchange market with `runners` runners (names A, B, C, …). */
export async function createExchangeMarket(app: FastifyInstance, runners = 3, currency = 'EUR'): Promise<TestExchangeMarket> {
  marketCounter += 1;
  const created = await inTransaction(app.db, (tx) =>
    insertExchangeMarket(tx, {
      eventName: `Exchange test ${marketCounter} ${Date.now()}`,
      sportId: null,
      startsAt: new Date(Date.now() + 3_600_000),
      marketName: 'Match Odds',
      currency,
      runners: Array.from({ length: runners }, (_, index) => ({ name: String.fromCharCode(65 + index) })),
    }),
  );
  return { marketId: created.market.id, runnerIds: created.runners.map((runner) => runner.id) };
}

let requestCounter = 0;
export const exchangeRequestId = () => `ex-${Date.now()}-${(requestCounter += 1)}`;

export type OrderBody = { marketId: string; runnerId: string; side: 'back' | 'lay'; price: number | string; stake: number | string; persistence?: 'lapse' | 'keep'; requestId?: string };

export function postOrder(app: FastifyInstance, token: string, body: OrderBody) {
  return app.inject({ method: 'POST', url: '/api/exchange/orders', headers: bearer(token), payload: { requestId: exchangeRequestId(), ...body } });
}

export type OrderResult = { order: { id: string; status: string; matched: number; remaining: number; cancelled: number; averagePrice: number | null; price: number; stake: number }; balance: number; exposure: number };

export async function placeOk(app: FastifyInstance, token: string, body: OrderBody): Promise<OrderResult> {
  const response = await postOrder(app, token, body);
  if (response.statusCode !== 200) throw new Error(`order failed ${response.statusCode}: ${response.body}`);
  return response.json<{ response: OrderResult }>().response;
}

/** Cash (posted) and exchange escrow of a user, in cents. */
export async function walletOf(app: FastifyInstance, userId: string): Promise<{ cashCents: number; escrowCents: number }> {
  const rows = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return {
    cashCents: rows.find((row) => row.kind === 'cash')?.balanceCents ?? 0,
    escrowCents: rows.find((row) => row.kind === 'exchange_escrow')?.balanceCents ?? 0,
  };
}

/**
 * The money invariants of a market: each position's escrow equals core's exposure recomputed from
 * the database, and each player's escrow account holds the sum of their positions' escrow (over
 * every market). Answers the escrow per user in this market.
 */
export async function expectEscrowConsistent(app: FastifyInstance, market: TestExchangeMarket, userIds: readonly string[]): Promise<Map<string, number>> {
  const escrow = new Map<string, number>();
  const fills = await app.db.select().from(exchangeFills).where(eq(exchangeFills.marketId, market.marketId));
  const open = await app.db.select().from(exchangeOrders).where(and(eq(exchangeOrders.marketId, market.marketId), eq(exchangeOrders.status, 'open')));
  for (const userId of userIds) {
    const { matched, unmatched } = positionInputsOf(userId, fills, open);
    const needed = marketExposureCents(market.runnerIds, matched, unmatched);
    const rows = await app.db.select().from(exchangePositions).where(and(eq(exchangePositions.marketId, market.marketId), eq(exchangePositions.userId, userId)));
    const held = rows[0]?.escrowCents ?? 0;
    if (held !== needed) throw new Error(`user ${userId}: escrow ${held}, exposure ${needed}`);
    if (held < 0) throw new Error(`user ${userId}: negative escrow`);
    escrow.set(userId, held);
    const all = await app.db.select().from(exchangePositions).where(eq(exchangePositions.userId, userId));
    const positionsTotal = all.reduce((sum, row) => sum + row.escrowCents, 0);
    const accountTotal = (await walletOf(app, userId)).escrowCents;
    if (positionsTotal !== accountTotal) throw new Error(`user ${userId}: positions hold ${positionsTotal}, the escrow account ${accountTotal}`);
  }
  return escrow;
}

/**
 * Instances (apps) of one scratch PostgreSQL database, as a deployment runs them: `instance()`
 * builds one more, `stop(app)` closes one (a kill and restart); the rest close and the database is
 * dropped after the suite.
 */
export function useSharedDatabase(adminUrl: string | undefined, extra: Partial<Config> = {}) {
  const apps: FastifyInstance[] = [];
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.drop();
  });
  return {
    async instance(): Promise<FastifyInstance> {
      if (!adminUrl) throw new Error('a shared database needs TEST_DATABASE_URL');
      scratch ??= await createScratchDatabase(adminUrl);
      const overrides = { dataDir: memoryDataDir, seedDemo: false, logLevel: 'silent' as const, redisUrl: undefined, databaseUrl: scratch.url, loginRateLimitPerMinute: 10_000, accountRateLimitPerHour: 10_000, ...extra };
      const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides });
      apps.push(app);
      return app;
    },
    async stop(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
  };
}

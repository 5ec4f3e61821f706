import { randomBytes } from 'node:crypto';
import { staffBalanceTransferred } from '@oddsmith/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, memoryDataDir } from '../apps/server/src/config';
import { users } from '../apps/server/src/db/schema';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { postEvent } from '../apps/server/src/modules/ledger/ledger.service';
import { perSecond, recordGoal } from './goals';

/** The issue's figure: 50 players betting at once. */
const players = Math.max(1, Math.min(500, Number(process.env.BENCH_PLAYERS ?? 50)));
const marketCount = 10;
/** Each player's float: enough for every bet of a run at 1.00 a bet. */
const fundingCents = 100_000_000;
/** Server's pool size (apps/server/src/db/client.ts): the baseline gets the same number of connections. */
const poolSize = 10;

/** Issue 18: the Grand National peak on one small box. */
const placementGoal = { perSecond: 1_700, p99Ms: 50, ratio: 0.4 };

export type LatencyResult = { name: string; operations: number; failures: number; seconds: number; perSecond: number; p50Ms: number; p99Ms: number };

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** `players` concurrent loops of `work` for `durationMs`; `work` answers whether the operation succeeded. */
export async function runLoops(name: string, durationMs: number, work: (player: number, i: number) => Promise<boolean>): Promise<LatencyResult> {
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: players }, async (_, player) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const begun = performance.now();
        const succeeded = await work(player, i);
        if (succeeded) latencies.push(performance.now() - begun);
        else failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // BENCH_CPU=1: this process's CPU per operation (on a shared machine the wall clock says less).
  if (process.env.BENCH_CPU) console.log(`${name}: node cpu ${((cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length + failures)).toFixed(2)} ms per operation (user ${(cpu.user / 1000 / Math.max(1, latencies.length + failures)).toFixed(2)}), ${((cpu.user + cpu.system) / 1e4 / seconds).toFixed(0)}% of a core`);
  latencies.sort((a, b) => a - b);
  return { name, operations: latencies.length, failures, seconds, perSecond: latencies.length / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

/** Why placements were not accepted (`<status> <code>`), for the report. */
const rejections = new Map<string, number>();

export type Option = { gameId: string; optionId: string; odds: number };

export async function createMarkets(app: FastifyInstance, staffToken: string): Promise<Option[]> {
  const headers = { authorization: `Bearer ${staffToken}` };
  const options: Option[] = [];
  for (let index = 0; index < marketCount; index += 1) {
    const startTime = new Date(Date.now() + 86_400_000).toISOString();
    const created = await app.inject({ method: 'POST', url: '/api/admin/events', headers, payload: { sportId: 1, competitionName: 'Bench League', home: `Home ${index}`, away: `Away ${index}`, startTime } });
    const eventId = created.json().response.event.id as string;
    const market = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/markets`,
      headers,
      payload: { name: 'Match Winner', type: 'match-winner', options: [{ name: `Home ${index}`, odds: 1.9 }, { name: `Away ${index}`, odds: 1.95 }] },
    });
    for (const option of market.json().response.event.marketsData[0].options as { id: string; odds: number }[]) options.push({ gameId: eventId, optionId: option.id, odds: option.odds });
  }
  return options;
}

export async function createPlayers(app: FastifyInstance): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < players; index += 1) {
    const payload = { username: `benchp${index}`, email: `benchp${index}@example.com`, password: 'GoodPassword123', dateOfBirth: '1990-01-01' };
    const registered = await app.inject({ method: 'POST', url: '/api/front/register', payload });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const { user, token } = registered.json<{ response: { user: { id: string }; token: string } }>().response;
    await inTransaction(app.db, async (tx) => {
      await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await postEvent(tx, staffBalanceTransferred({ actionId: `bench-fund-${index}`, playerId: user.id, currency: 'EUR', amountCents: fundingCents, direction: 'credit' }));
    });
    tokens.push(token);
  }
  return tokens;
}

/** Every `multiEvery`-th slip of a player is a multi of three legs on three events (the rest are singles). */
const multiEvery = 4;

/** A single on one selection, or a multi over the home selections of three consecutive markets. */
export function slipOf(options: readonly Option[], player: number, i: number) {
  if (i % multiEvery !== multiEvery - 1) {
    const option = options[(player + i) % options.length];
    return option ? { betType: 'single', bets: [{ ...option, stake: 1 }], totalStake: 0 } : null;
  }
  const legs = [0, 1, 2].map((offset) => options[(((player + i + offset) % marketCount) * 2) % options.length]);
  if (legs.some((option) => !option)) return null;
  return { betType: 'multi', bets: legs.map((option) => ({ ...option, stake: 0 })), totalStake: 1 };
}

async function placementRun(app: FastifyInstance, name: string, tokens: readonly string[], options: readonly Option[], durationMs: number, runId: string): Promise<LatencyResult> {
  return runLoops(name, durationMs, async (player, i) => {
    const slip = slipOf(options, player, i);
    if (!slip) return false;
    const response = await app.inject({
      method: 'POST',
      url: '/api/sports/place-bet',
      headers: { authorization: `Bearer ${tokens[player] ?? ''}` },
      payload: { ...slip, useBonus: false, acceptOddsChanges: 'none', requestId: `bench-${runId}-${player}-${i}` },
    });
    const accepted = response.statusCode === 200 && response.json().response.tickets[0]?.status === 'accepted';
    if (!accepted) {
      const reason = `${response.statusCode} ${response.json<{ code?: string }>().code ?? ''}`;
      rejections.set(reason, (rejections.get(reason) ?? 0) + 1);
    }
    return accepted;
  });
}

/** The floor under any placement: one transaction that locks a player's balance row and debits it. */
export async function baselineRun(url: string, durationMs: number): Promise<LatencyResult> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {});
  try {
    await pool.query('create table bench_wallets (id int primary key, balance_cents bigint not null)');
    await pool.query(`insert into bench_wallets select generate_series(0, ${players - 1}), ${fundingCents}`);
    return await runLoops('raw single-debit transaction', durationMs, async (player) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const locked = await client.query<{ balance_cents: string }>('select balance_cents from bench_wallets where id = $1 for update', [player]);
        if (Number(locked.rows[0]?.balance_cents ?? 0) < 100) throw new Error('bench wallet empty');
        await client.query('update bench_wallets set balance_cents = balance_cents - 100 where id = $1', [player]);
        await client.query('commit');
        return true;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    });
  } finally {
    await pool.end();
  }
}

export function formatLatency(result: LatencyResult): string {
  const perSecond = `${result.perSecond.toFixed(0)}/s`.padStart(7);
  return `${result.name.padEnd(58)} ${result.operations.toString().padStart(7)} in ${result.seconds.toFixed(1)} s = ${perSecond}  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms${result.failures ? `  (${result.failures} not accepted)` : ''}`;
}

/**
 * POST /api/sports/place-bet by 50 concurrent players (1.00 slips over 10 markets, three singles
 * then a three-leg multi in turn, through
 * Fastify's inject: routing, auth, validation and serialization, no socket) on a scratch PostgreSQL
 * database; then the same with an auto-suspend threshold set (never reached, so every batch pays the
 * exposure read); then the raw single-debit baseline at the same concurrency. The load
 * generator, the server and the baseline's pool share this one Node process, so both figures are
 * measured the same way (the baseline has no HTTP layer: that cost is part of what placement pays).
 */
export async function benchPlacement(adminUrl: string, durationMs: number): Promise<LatencyResult[]> {
  const name = `oddsmith_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      // PLACEMENT_GROUP_COMMIT=false measures one transaction per placement (the A/B of group commit).
      config: loadConfig({ NODE_ENV: 'test', PLACEMENT_GROUP_COMMIT: process.env.PLACEMENT_GROUP_COMMIT }),
      overrides: { databaseUrl: url.toString(), dataDir: memoryDataDir, seedDemo: true, logLevel: 'silent', redisUrl: undefined, feedEnabled: false, loginRateLimitPerMinute: 10_000, accountRateLimitPerHour: 10_000 },
    });
    const login = await app.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'admin', password: 'AdminPass123' } });
    const adminToken = login.json<{ response: { token: string } }>().response.token;
    const options = await createMarkets(app, adminToken);
    const tokens = await createPlayers(app);
    const placement = await placementRun(app, 'place-bet, 50 players, 3 singles : 1 multi (threshold off)', tokens, options, durationMs, 'a');
    const threshold = await app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers: { authorization: `Bearer ${adminToken}` }, payload: { autoSuspendLiability: 100_000_000 } });
    if (threshold.statusCode !== 200) throw new Error(threshold.body);
    const withRisk = await placementRun(app, 'place-bet, 50 players, 3 singles : 1 multi (threshold on)', tokens, options, durationMs, 'b');
    const baseline = await baselineRun(url.toString(), durationMs);
    return [placement, withRisk, baseline];
  } finally {
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `npm run bench` section: prints the placement figures, or a skip line without PostgreSQL. */
export async function reportPlacement(adminUrl: string | undefined, durationMs: number): Promise<void> {
  if (!adminUrl) {
    console.log('placement bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return;
  }
  const [placement, withRisk, baseline] = await benchPlacement(adminUrl, durationMs);
  for (const result of [placement, withRisk, baseline]) if (result) console.log(formatLatency(result));
  if (rejections.size > 0) console.log(`placements not accepted: ${[...rejections].map(([reason, count]) => `${reason} x${count}`).join(', ')}`);
  if (!placement || !withRisk || !baseline) return;
  console.log(`ratio place-bet / raw single-debit: ${(placement.perSecond / baseline.perSecond).toFixed(3)} (threshold off), ${(withRisk.perSecond / baseline.perSecond).toFixed(3)} (threshold on); ${players} concurrent players, ${poolSize} connections`);
  for (const [what, result] of [['bet placement, PostgreSQL, 50 players', placement], ['the same, auto-suspend threshold on', withRisk]] as const) {
    const ratio = result.perSecond / baseline.perSecond;
    recordGoal('placement', {
      what,
      measured: `${perSecond(result.perSecond)}, p99 ${result.p99Ms.toFixed(0)} ms`,
      baseline: `raw single-debit ${perSecond(baseline.perSecond)}`,
      ratio,
      goal: `>= ${perSecond(placementGoal.perSecond)}, p99 < ${placementGoal.p99Ms} ms, ratio >= ${placementGoal.ratio}`,
      met: result.perSecond >= placementGoal.perSecond && result.p99Ms < placementGoal.p99Ms && ratio >= placementGoal.ratio,
    });
  }
}

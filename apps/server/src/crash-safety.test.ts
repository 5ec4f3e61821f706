import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount, singleReturnCents } from '@oddsmith/core';
import { memoryDataDir } from './config';
import { openDatabase } from './db/client';
import { settleMarkets } from './modules/settlement';
import { createScratchDatabase, registration } from './test/app';
import { LoadJournal, loadLimitsDefault, replay, responseOf, runLane, runStaffLane, unaffordableWithdrawalCents, type Op, type World, type WorldMarket, type WorldPlayer } from './test/crash-load';
import { appliedInDatabase, cashAccounts, codeTotals, openLegCount, requestIdOf, rowsOf, verificationToken, type Rows } from './test/crash-oracle';
import { isSuccess, jsonRequest, send, sendExpecting } from './test/http-client';
import { startLossyProxy, type LossyProxy } from './test/lossy-proxy';
import { freePort, startServer, type ServerProcess } from './test/server-process';

/**
 * Crash safety, proven on PostgreSQL: the real server runs as a child process under concurrent
 * load (bets, card deposits confirmed by the provider's signed webhook, withdrawals, staff
 * approvals), is killed with SIGKILL while requests are in flight, restarts on the same database,
 * and every request whose answer was lost is replayed as sent. Then: the ledger reconciles, every
 * balance is what the clients were told, nothing was applied twice, nothing acknowledged was lost.
 */

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

const playerCount = 6;
/** The kill waits until this many writes were sent and at least `killInFlightMin` await their answer. */
const killAfterStarted = 150;
const killInFlightMin = 10;
const killWaitMaxMs = 15_000;
/**
 * Player 0's requests pass a proxy that, just before the kill, drops every answer: the still-running
 * server applies them while their answers are lost, so the replay of an applied request is certain
 * to be exercised, not left to the luck of the kill's timing. The kill waits (bounded) until each
 * of those requests is in the database.
 */
const lossyPlayer = 0;
const appliedPollMs = 10;
const openingDepositCents = 400_00;
const settlementRunsMax = 10;
/** Every third acknowledged write is sent again after the restart (a client that did not trust its answer). */
const resendEvery = 3;
const webhookSecret = 'crash-safety-webhook-secret-0123456789';
/** Market index -> winning option index, resulted after the restart; the last market stays open. */
const winners = new Map<number, number>([
  [0, 0],
  [1, 1],
]);
const marketOdds: readonly (readonly number[])[] = [
  [2, 3.5, 4],
  [1.5, 2.5, 5],
  [1.8, 3, 4.5],
];

type Figures = {
  tickets: number;
  stakesCents: number;
  returnsCents: number;
  completedDeposits: number;
  creditedCents: number;
  withdrawals: number;
  withdrawnCents: number;
  paidWithdrawals: number;
  heldCents: number;
};

(adminUrl ? describe : describe.skip)('crash safety: SIGKILL mid-load, restart, replay [postgres]', () => {
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  let pool: pg.Pool | undefined;
  let server: ServerProcess | undefined;
  let proxy: LossyProxy | undefined;
  let port = 0;
  let adminToken = '';
  let world: World;

  const serverEnv = () => ({
    DATABASE_URL: scratch?.url ?? '',
    NODE_ENV: 'test',
    FEED_ENABLED: 'false',
    // The test settles by hand once results are in; no job runs beside it.
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'true',
    PAYMENTS_SANDBOX: 'true',
    SANDBOX_WEBHOOK_SECRET: webhookSecret,
    // Tokens issued before the kill must still be valid after the restart.
    JWT_SECRET: 'crash-safety-jwt-secret-0123456789-abcdef',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    if (!adminUrl) return;
    scratch = await createScratchDatabase(adminUrl);
    pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    // A connection still closing when afterAll force-drops the database is terminated (57P01):
    // expected then, and without a listener the pool would turn it into an uncaught error.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    port = await freePort();
    server = await startServer(port, serverEnv());
    proxy = await startLossyProxy(port);
    world = await setUpWorld(server.baseUrl, pool);
    adminToken = await login(server.baseUrl, 'admin', 'AdminPass123');
  }, 120_000);

  afterAll(async () => {
    // Also after a failure: never leave a server running or a database behind.
    await server?.kill();
    await proxy?.close();
    await pool?.end();
    await scratch?.drop();
  });

  it('loses nothing acknowledged, applies nothing twice, and reconciles', async () => {
    const startedAtMs = Date.now();
    const journal = new LoadJournal(world);
    await openingDeposits(journal);

    journal.routes.set(lossyPlayer, requireProxy().baseUrl);
    const lanes = world.players.flatMap((_, player) => Array.from({ length: loadLimitsDefault.lanesPerPlayer }, (_unused, lane) => runLane(journal, player, lane, loadLimitsDefault)));
    const lanesDone = Promise.all([...lanes, runStaffLane(journal, loadLimitsDefault)]);
    const kill = await killMidLoad(journal, requireServer(), requireProxy());
    await lanesDone;
    journal.routes.clear();

    server = await startServer(port, serverEnv());
    const lost = journal.ops.filter((op) => op.first === null);
    const appliedBeforeReplay = await Promise.all(lost.map((op) => appliedInDatabase(requirePool(), world, op)));
    const ticketIdsBeforeReplay = await ticketIdsByRequest(requirePool(), world, lost);
    await Promise.all(lost.map((op) => replay(journal, op, loadLimitsDefault)));
    const webhooksAfterRestart = await finishDepositFlows(journal);
    const resent = await resendAcknowledged(journal);
    await approveAfterRestart(journal, 2);
    await settle();

    const acknowledgedBeforeKill = journal.ops.slice(0, kill.startedBefore).filter((op) => isSuccess(op.first)).length;
    const countByKind = (ops: readonly Op[]) => ops.reduce<Record<string, number>>((counts, op) => ({ ...counts, [op.meta.kind]: (counts[op.meta.kind] ?? 0) + 1 }), {});
    const summary = {
      writes: countByKind(journal.ops),
      lostByKind: countByKind(lost),
      writesTotal: journal.ops.length,
      acknowledgedBeforeKill,
      inFlightAtKill: kill.inFlight,
      lost: lost.length,
      lostButApplied: appliedBeforeReplay.filter(Boolean).length,
      answerBytesDropped: kill.droppedBytes,
      replays: journal.ops.reduce((sum, op) => sum + op.replays, 0),
      webhooksAfterRestart,
      resent,
      reads: journal.readsSent,
      seconds: Math.round((Date.now() - startedAtMs) / 1000),
    };
    console.info(`crash safety: ${JSON.stringify(summary)}`);

    // Not vacuous: the kill landed mid-load, with answers given before it and answers lost by it.
    expect(kill.signal).toBe('SIGKILL');
    expect(kill.inFlight).toBeGreaterThanOrEqual(killInFlightMin);
    expect(acknowledgedBeforeKill).toBeGreaterThan(killAfterStarted / 2);
    expectLostAtTheKill(journal, kill, lost, appliedBeforeReplay);

    const rows = await rowsOf(requirePool(), world.players.map((player) => player.id));
    expectLostOpsAnsweredAsApplied(lost, appliedBeforeReplay, ticketIdsBeforeReplay);
    expectAcknowledgedPresent(journal, rows);
    expectRefusedChangedNothing(journal, rows);
    expectNothingTwice(journal, rows);
    await expectBalances(journal, rows);
    await expectReconciled();
  }, 120_000);

  function requireServer(): ServerProcess {
    if (!server) throw new Error('no server');
    return server;
  }

  function requireProxy(): LossyProxy {
    if (!proxy) throw new Error('no proxy');
    return proxy;
  }

  function requirePool(): pg.Pool {
    if (!pool) throw new Error('no pool');
    return pool;
  }

  /**
   * Waits (bounded) until enough writes were sent and enough are in flight, drops the lossy
   * player's answers for a moment (the server keeps serving everyone), then SIGKILLs the server.
   */
  async function killMidLoad(journal: LoadJournal, running: ServerProcess, lossy: LossyProxy) {
    const deadline = Date.now() + killWaitMaxMs;
    while (journal.started < killAfterStarted || journal.inFlight < killInFlightMin) {
      if (Date.now() > deadline) throw new Error(`the load never reached the kill point: ${journal.started} sent, ${journal.inFlight} in flight`);
      await sleep(1);
    }
    lossy.dropAnswers();
    await waitForDroppedAnswersApplied(journal, deadline);
    journal.stopped = true;
    const inFlight = journal.inFlight;
    const startedBefore = journal.started;
    await running.kill();
    return { inFlight, startedBefore, signal: running.exitSignal(), droppedBytes: lossy.droppedBytes() };
  }

  /** Until at least one of the lossy player's requests lost its answer, and every such request is applied. */
  async function waitForDroppedAnswersApplied(journal: LoadJournal, deadline: number): Promise<void> {
    for (let poll = 0; poll < killWaitMaxMs / appliedPollMs; poll += 1) {
      const unanswered = journal.ops.filter((op) => op.player === lossyPlayer && op.first === null);
      const applied = await Promise.all(unanswered.map((op) => appliedInDatabase(requirePool(), world, op)));
      // A request of the lossy player sent while the database was asked is not in `unanswered`:
      // ask again. Stopping the lanes in the same step leaves no room for another one.
      const sentMeanwhile = journal.ops.some((op) => op.player === lossyPlayer && op.first === null && !unanswered.includes(op));
      if (unanswered.length > 0 && !sentMeanwhile && applied.every(Boolean)) {
        journal.stopped = true;
        return;
      }
      if (Date.now() > deadline) throw new Error(`the lossy player's requests were not applied in time: ${JSON.stringify(unanswered.map((op) => ({ meta: op.meta, applied: applied[unanswered.indexOf(op)] })))}`);
      await sleep(appliedPollMs);
    }
    throw new Error('the lossy player never lost an answer');
  }

  async function openingDeposits(journal: LoadJournal): Promise<void> {
    const flows = await Promise.all(world.players.map((_, player) => journal.deposit(player, openingDepositCents, `crash-open-p${player}`)));
    for (const flow of flows) {
      expect(flow.webhook?.first?.status).toBe(200);
      expect(responseOf<{ credited: boolean }>(flow.webhook?.first ?? null).credited).toBe(true);
    }
  }

  /** A provider redelivers: deposits created before the kill whose webhook never went out get it now. */
  async function finishDepositFlows(journal: LoadJournal): Promise<number> {
    const unsent = journal.flows.filter((flow) => flow.webhook === null);
    for (const flow of unsent) expect(flow.create.final?.status).toBe(201);
    await Promise.all(
      unsent.map(async (flow) => {
        flow.webhook = await journal.webhook(flow);
        await replay(journal, flow.webhook, loadLimitsDefault);
      }),
    );
    // Every deposit ends completed, whichever delivery credited it.
    for (const flow of journal.flows) expect(flow.webhook?.final).toMatchObject({ status: 200, body: { response: { status: 'completed' } } });
    return unsent.length;
  }

  /** Acknowledged writes sent again after the restart answer what they answered before and move nothing. */
  async function resendAcknowledged(journal: LoadJournal): Promise<number> {
    const chosen = journal.ops.filter((op) => isSuccess(op.first) && op.meta.kind !== 'approve' && op.seq % resendEvery === 0);
    await Promise.all(
      chosen.map(async (op) => {
        const again = await send(world.baseUrl, op.request);
        expect(again.status).toBe(op.first?.status);
        expect(identityOf(op.meta.kind, again.body)).toEqual(identityOf(op.meta.kind, op.first?.body));
        if (op.meta.kind === 'webhook') expect(responseOf<{ credited: boolean }>(again).credited).toBe(false);
      }),
    );
    return chosen.length;
  }

  async function approveAfterRestart(journal: LoadJournal, count: number): Promise<void> {
    const pending = await sendExpecting<{ list: { id: string }[] }>(world.baseUrl, jsonRequest('GET', '/api/admin/withdrawals?status=pending&perPage=100', world.managerToken), 200);
    for (const withdrawal of pending.list.slice(0, count)) {
      const op = await journal.approve(withdrawal.id);
      expect(op.first?.status).toBe(200);
    }
  }

  /** Staff result the markets over HTTP; the settlement job's run settles them (the job is off with JOBS_ENABLED=false). */
  async function settle(): Promise<void> {
    for (const [market, option] of winners) {
      const target = world.markets[market];
      if (!target) throw new Error(`no market ${market}`);
      await sendExpecting(world.baseUrl, jsonRequest('POST', `/api/admin/markets/${target.marketId}/result`, world.managerToken, { winners: [target.options[option]?.id] }), 200);
    }
    const handle = openDatabase({ databaseUrl: scratch?.url, dataDir: memoryDataDir });
    try {
      for (let run = 0; run < settlementRunsMax; run += 1) {
        if ((await settleMarkets(handle.db, Date.now())).length === 0) break;
      }
    } finally {
      await handle.close();
    }
    const settledMarketIds = [...winners.keys()].map((market) => world.markets[market]?.marketId ?? '');
    expect(await openLegCount(requirePool(), settledMarketIds)).toBe(0);
  }

  async function expectReconciled(): Promise<void> {
    const report = await sendExpecting<{ ok: boolean; totalCents: number; mismatches: unknown[] }>(world.baseUrl, jsonRequest('GET', '/api/admin/reconcile', adminToken), 200);
    expect(report.mismatches).toEqual([]);
    expect(report.totalCents).toBe(0);
    expect(report.ok).toBe(true);
  }

  /** Client model == business tables == ledger account == ledger transfer codes == the API's balance. */
  async function expectBalances(journal: LoadJournal, rows: Rows): Promise<void> {
    const userIds = world.players.map((player) => player.id);
    const accounts = await cashAccounts(requirePool(), userIds);
    const codes = await codeTotals(requirePool(), userIds);
    for (const [index, player] of world.players.entries()) {
      const expected = modelFigures(journal, index);
      expect(databaseFigures(rows, player.id)).toEqual(expected);
      const spendableCents = expected.creditedCents - expected.stakesCents + expected.returnsCents - expected.withdrawnCents;
      expect(spendableCents).toBeGreaterThanOrEqual(0);
      expect(accounts.get(player.id)).toEqual({ balanceCents: spendableCents + expected.heldCents, debitsPendingCents: expected.heldCents });

      const byCode = codes.get(player.id) ?? new Map();
      expect([...byCode.keys()].every((code) => ['deposit', 'bet_stake', 'bet_win', 'withdrawal_hold', 'withdrawal_paid'].includes(code))).toBe(true);
      const code = (name: string) => byCode.get(name) ?? { count: 0, signedCents: 0 };
      expect(code('deposit')).toEqual({ count: expected.completedDeposits, signedCents: expected.creditedCents });
      expect(code('bet_stake')).toEqual({ count: expected.tickets, signedCents: -expected.stakesCents });
      expect(code('bet_win').signedCents).toBe(expected.returnsCents);
      expect(code('withdrawal_hold')).toEqual({ count: expected.withdrawals, signedCents: -expected.withdrawnCents });
      expect(code('withdrawal_paid').count).toBe(expected.paidWithdrawals);
      const fromCodes = [...byCode.values()].reduce((sum, total) => sum + total.signedCents, 0);
      expect(fromCodes).toBe(spendableCents);

      const user = await sendExpecting<{ user: { balance: number } }>(world.baseUrl, jsonRequest('GET', '/api/front/user', player.token), 200);
      expect(parseAmount(user.user.balance)).toEqual({ ok: true, cents: spendableCents });
    }
  }
});

// ---- Setup over HTTP ----------------------------------------------------------------------------

async function login(baseUrl: string, username: string, password: string): Promise<string> {
  return (await sendExpecting<{ token: string }>(baseUrl, jsonRequest('POST', '/api/front/login', undefined, { username, password }), 200)).token;
}

/** Demo staff, two payment methods, three pre-match markets, and verified players (funded later). */
async function setUpWorld(baseUrl: string, pool: pg.Pool): Promise<World> {
  const adminToken = await login(baseUrl, 'admin', 'AdminPass123');
  const managerToken = await login(baseUrl, 'staff', 'StaffPass123');
  const method = (spec: Record<string, unknown>) =>
    sendExpecting<{ method: { id: string } }>(baseUrl, jsonRequest('POST', '/api/admin/payment-methods', adminToken, spec), 201).then((created) => created.method.id);
  const cardMethodId = await method({ name: 'Crash card', kind: 'card', provider: 'sandbox', min: 10, max: 1000, feeBasisPoints: 250 });
  const wireMethodId = await method({ name: 'Crash wire', kind: 'bank_transfer', provider: 'manual', min: 10, max: 5000, feeFixed: 1 });
  const markets: WorldMarket[] = [];
  for (const [index, odds] of marketOdds.entries()) markets.push(await createMarket(baseUrl, managerToken, `Crash${index}`, odds));
  const players = await Promise.all(Array.from({ length: playerCount }, (_, index) => registerVerified(baseUrl, pool, `crash_${index}`)));
  return { baseUrl, webhookSecret, managerToken, cardMethodId, wireMethodId, players, markets };
}

async function createMarket(baseUrl: string, token: string, name: string, odds: readonly number[]): Promise<WorldMarket> {
  const startTime = new Date(Date.now() + 3_600_000).toISOString();
  const event = await sendExpecting<{ event: { id: string } }>(
    baseUrl,
    jsonRequest('POST', '/api/admin/events', token, { sportId: 1, competitionName: 'Crash League', home: `${name} A`, away: `${name} B`, startTime }),
    201,
  );
  const options = odds.map((value, index) => ({ name: `${name} ${String.fromCharCode(65 + index)}`, odds: value }));
  const withMarket = await sendExpecting<{ event: { marketsData: { id: string; options: { id: string; odds: number; oddsMilli?: number | null }[] }[] } }>(
    baseUrl,
    jsonRequest('POST', `/api/admin/events/${event.event.id}/markets`, token, { name: 'Match Winner', type: 'match-winner', options }),
    201,
  );
  const market = withMarket.event.marketsData[0];
  if (!market) throw new Error('market not created');
  return {
    eventId: event.event.id,
    marketId: market.id,
    options: market.options.map((option) => {
      if (typeof option.oddsMilli !== 'number') throw new Error('staff view without oddsMilli');
      return { id: option.id, odds: option.odds, oddsMilli: option.oddsMilli };
    }),
  };
}

async function registerVerified(baseUrl: string, pool: pg.Pool, suffix: string): Promise<WorldPlayer> {
  const body = registration(suffix);
  const registered = await sendExpecting<{ user: { id: string; username: string }; token: string }>(baseUrl, jsonRequest('POST', '/api/front/register', undefined, body), 201);
  const token = await verificationToken(pool, body.email);
  await sendExpecting(baseUrl, jsonRequest('POST', '/api/front/verify-email', undefined, { token }), 200);
  return { id: registered.user.id, username: registered.user.username, token: registered.token };
}

// ---- What the clients were told -----------------------------------------------------------------

type PlaceAnswer = { tickets: { id: string }[] };

/** What identifies a write's effect in its answer: the same request must always answer the same. */
function identityOf(kind: Op['meta']['kind'], body: unknown): unknown {
  const response = (body as { response?: Record<string, unknown> } | null)?.response;
  switch (kind) {
    case 'place':
      return ((response as PlaceAnswer | undefined)?.tickets ?? []).map((ticket) => ticket.id);
    case 'deposit':
      return (response?.deposit as { id?: string } | undefined)?.id;
    case 'withdraw':
      return (response?.withdrawal as { id?: string } | undefined)?.id;
    case 'webhook':
      return { depositId: response?.depositId, status: response?.status };
    case 'approve':
      return (response?.withdrawal as { id?: string } | undefined)?.id;
  }
}

/** Withdrawal ids staff approved: answered 200, or 409 to a replay whose first send was applied. */
function approvedIds(journal: LoadJournal): Set<string> {
  const ids = new Set<string>();
  for (const op of journal.ops) {
    if (op.meta.kind !== 'approve') continue;
    const replayedAfterApplied = op.first === null && op.final?.status === 409 && (op.final.body as { code?: string }).code === 'WITHDRAWAL_NOT_PENDING';
    if (op.final?.status === 200 || replayedAfterApplied) ids.add(op.meta.withdrawalId);
  }
  return ids;
}

/** A player's figures from the definitive answers alone (and the results staff published). */
function modelFigures(journal: LoadJournal, player: number): Figures {
  const mine = journal.ops.filter((op) => op.player === player && isSuccess(op.final));
  const approved = approvedIds(journal);
  const figures: Figures = { tickets: 0, stakesCents: 0, returnsCents: 0, completedDeposits: 0, creditedCents: 0, withdrawals: 0, withdrawnCents: 0, paidWithdrawals: 0, heldCents: 0 };
  for (const op of mine) {
    const meta = op.meta;
    if (meta.kind === 'place') {
      figures.tickets += 1;
      figures.stakesCents += meta.stakeCents;
      const oddsMilli = journal.world.markets[meta.market]?.options[meta.option]?.oddsMilli ?? 0;
      if (winners.get(meta.market) === meta.option) figures.returnsCents += singleReturnCents([{ odds: oddsMilli, stakeCents: meta.stakeCents }]);
    } else if (meta.kind === 'webhook' && responseOf<{ status: string }>(op.final).status === 'completed') {
      const flow = journal.flows.find((candidate) => candidate.webhook === op);
      if (flow?.create.meta.kind !== 'deposit') throw new Error(`webhook ${op.seq} without its deposit`);
      figures.completedDeposits += 1;
      figures.creditedCents += flow.create.meta.amountCents;
    } else if (meta.kind === 'withdraw') {
      figures.withdrawals += 1;
      figures.withdrawnCents += meta.amountCents;
      const id = responseOf<{ withdrawal: { id: string } }>(op.final).withdrawal.id;
      if (approved.has(id)) figures.paidWithdrawals += 1;
      else figures.heldCents += meta.amountCents;
    }
  }
  return figures;
}

/** The same figures from the business tables. */
function databaseFigures(rows: Rows, userId: string): Figures {
  const tickets = rows.tickets.filter((row) => row.userId === userId);
  const completed = rows.deposits.filter((row) => row.userId === userId && row.status === 'completed');
  const withdrawals = rows.withdrawals.filter((row) => row.userId === userId && row.status !== 'rejected');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    tickets: tickets.length,
    stakesCents: sum(tickets.map((row) => row.stakeCents)),
    returnsCents: sum(tickets.map((row) => row.settledReturnCents ?? 0)),
    completedDeposits: completed.length,
    creditedCents: sum(completed.map((row) => row.amountCents)),
    withdrawals: withdrawals.length,
    withdrawnCents: sum(withdrawals.map((row) => row.amountCents)),
    paidWithdrawals: withdrawals.filter((row) => row.status === 'paid').length,
    heldCents: sum(withdrawals.filter((row) => row.status === 'pending').map((row) => row.amountCents)),
  };
}

// ---- Checks -------------------------------------------------------------------------------------

/**
 * Only requests in flight at the kill lost their answer (lanes start nothing once it is decided);
 * the lossy player's were all applied before the replay, so replays of applied requests happened;
 * and in the end every request has a definitive answer, none of them a 5xx.
 */
function expectLostAtTheKill(journal: LoadJournal, kill: { inFlight: number; startedBefore: number }, lost: readonly Op[], appliedBeforeReplay: readonly boolean[]): void {
  expect(lost.length).toBeGreaterThan(0);
  expect(lost.length).toBeLessThanOrEqual(kill.inFlight);
  expect(lost.every((op) => op.seq < kill.startedBefore)).toBe(true);
  const lossyLost = lost.flatMap((op, index) => (op.player === lossyPlayer ? [{ op, applied: appliedBeforeReplay[index] ?? false }] : []));
  expect(lossyLost.length).toBeGreaterThanOrEqual(1);
  expect(lossyLost.filter(({ applied }) => !applied)).toEqual([]);
  expect(journal.ops.filter((op) => op.final === null)).toEqual([]);
  expect(journal.ops.filter((op) => op.final !== null && op.final.status >= 500)).toEqual([]);
}

async function ticketIdsByRequest(pool: pg.Pool, world: World, ops: readonly Op[]): Promise<Map<number, string[]>> {
  const ids = new Map<number, string[]>();
  for (const op of ops) {
    if (op.meta.kind !== 'place' || op.player === null) continue;
    const result = await pool.query<{ id: string }>('select id from tickets where user_id = $1 and request_id = $2 order by request_seq', [world.players[op.player]?.id, requestIdOf(op)]);
    ids.set(op.seq, result.rows.map((row) => row.id));
  }
  return ids;
}

/** A lost write the server had applied before dying answers its replay with that effect, not a second one. */
function expectLostOpsAnsweredAsApplied(lost: readonly Op[], applied: readonly boolean[], ticketIdsBefore: Map<number, string[]>): void {
  for (const [index, op] of lost.entries()) {
    if (!applied[index]) continue;
    if (op.meta.kind === 'place') expect(identityOf('place', op.final?.body)).toEqual(ticketIdsBefore.get(op.seq));
    if (op.meta.kind === 'webhook') expect(responseOf<{ credited: boolean }>(op.final).credited).toBe(false);
    if (op.meta.kind === 'approve') expect(op.final?.status).toBe(409);
    else expect(isSuccess(op.final)).toBe(true);
  }
}

/** Every write answered 2xx (before the kill or to a replay) is in the database. */
function expectAcknowledgedPresent(journal: LoadJournal, rows: Rows): void {
  for (const op of journal.ops.filter((candidate) => isSuccess(candidate.final))) {
    const id = identityOf(op.meta.kind, op.final?.body);
    switch (op.meta.kind) {
      case 'place':
        expect(rows.tickets.filter((row) => row.requestId === requestIdOf(op)).map((row) => row.id)).toEqual(id);
        break;
      case 'deposit':
        expect(rows.deposits.find((row) => row.id === id)?.requestId).toBe(requestIdOf(op));
        break;
      case 'withdraw':
        expect(rows.withdrawals.find((row) => row.id === id)?.requestId).toBe(requestIdOf(op));
        break;
      case 'webhook': {
        const depositId = op.meta.depositId;
        expect(rows.deposits.find((row) => row.id === depositId)?.status).toBe('completed');
        break;
      }
      case 'approve':
        expect(rows.withdrawals.find((row) => row.id === id)?.status).toBe('paid');
        break;
    }
  }
}

/** A write refused with 4xx left no trace. */
function expectRefusedChangedNothing(journal: LoadJournal, rows: Rows): void {
  const refused = journal.ops.filter((op) => op.final !== null && !isSuccess(op.final) && op.meta.kind !== 'approve');
  for (const op of refused) {
    const requestId = requestIdOf(op);
    if (op.meta.kind === 'place') expect(rows.tickets.filter((row) => row.requestId === requestId)).toEqual([]);
    if (op.meta.kind === 'withdraw') expect(rows.withdrawals.filter((row) => row.requestId === requestId)).toEqual([]);
    if (op.meta.kind === 'deposit') expect(rows.deposits.filter((row) => row.requestId === requestId)).toEqual([]);
  }
  // The load asks for withdrawals nobody can afford: exactly those were refused, and for the right reason.
  const unaffordable = journal.ops.filter((op) => op.meta.kind === 'withdraw' && op.meta.amountCents === unaffordableWithdrawalCents);
  expect(unaffordable.length).toBeGreaterThan(0);
  for (const op of unaffordable) expect(op.final).toMatchObject({ status: 409, body: { code: 'LEDGER_INSUFFICIENT_FUNDS' } });
  expect(refused.map((op) => op.seq)).toEqual(unaffordable.map((op) => op.seq));
}

/** One ticket per placement, one deposit row and at most one "credited" per deposit, one withdrawal per requestId. */
function expectNothingTwice(journal: LoadJournal, rows: Rows): void {
  const countBy = (keys: string[]) => keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>());
  const repeated = (keys: string[]) => [...countBy(keys).entries()].filter(([, count]) => count > 1);
  expect(repeated(rows.tickets.map((row) => `${row.userId}/${row.requestId}`))).toEqual([]);
  expect(repeated(rows.deposits.map((row) => `${row.userId}/${row.requestId}`))).toEqual([]);
  expect(repeated(rows.withdrawals.map((row) => `${row.userId}/${row.requestId}`))).toEqual([]);
  const succeeded = (kind: Op['meta']['kind']) => journal.ops.filter((op) => op.meta.kind === kind && isSuccess(op.final)).length;
  expect(rows.tickets).toHaveLength(succeeded('place'));
  expect(rows.deposits).toHaveLength(succeeded('deposit'));
  expect(rows.withdrawals).toHaveLength(succeeded('withdraw'));
  const credited = journal.ops.filter((op) => op.meta.kind === 'webhook' && isSuccess(op.final) && responseOf<{ credited: boolean }>(op.final).credited);
  expect(repeated(credited.map((op) => (op.meta.kind === 'webhook' ? op.meta.depositId : '')))).toEqual([]);
}

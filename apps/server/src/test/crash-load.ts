import { setTimeout as sleep } from 'node:timers/promises';
import { centsToAmount } from '@oddsmith/core';
import { signBody } from '../lib/hmac';
import { isSuccess, jsonRequest, send, type Answer, type HttpRequest } from './http-client';

/**
 * The crash-safety load (apps/server/src/crash-safety.test.ts): players betting, depositing and
 * withdrawing from several lanes each and staff approving withdrawals, every write journaled with
 * the exact request sent, so a request whose answer the crash swallowed can be replayed byte for
 * byte and every outcome checked against the database.
 */

export type WorldMarket = { eventId: string; marketId: string; options: { id: string; oddsMilli: number; odds: number }[] };
export type WorldPlayer = { id: string; username: string; token: string };
export type World = {
  baseUrl: string;
  webhookSecret: string;
  managerToken: string;
  cardMethodId: string;
  wireMethodId: string;
  players: WorldPlayer[];
  markets: WorldMarket[];
};

export type OpMeta =
  | { kind: 'place'; market: number; option: number; stakeCents: number }
  | { kind: 'deposit'; amountCents: number }
  | { kind: 'webhook'; depositId: string }
  | { kind: 'withdraw'; amountCents: number }
  | { kind: 'approve'; withdrawalId: string };

export type Op = {
  readonly seq: number;
  /** Index into `world.players`; null for staff. */
  readonly player: number | null;
  readonly meta: OpMeta;
  readonly request: HttpRequest;
  /** The answer to the first send; null when it was lost (the server died with it in flight). */
  first: Answer | null;
  /** The definitive answer: the first one, or the replay's. */
  final: Answer | null;
  replays: number;
};

/** A sandbox card deposit: created by the player, confirmed by the provider's signed webhook. */
export type DepositFlow = { player: number; create: Op; webhook: Op | null };

export type LoadLimits = {
  lanesPerPlayer: number;
  /** Operations per lane at most; the kill comes long before. */
  opsPerLaneMax: number;
  /** Staff queue polls at most. */
  staffPollsMax: number;
  /** Each lost request is sent again at most this many times. */
  replayAttemptsMax: number;
};

export const loadLimitsDefault: LoadLimits = { lanesPerPlayer: 3, opsPerLaneMax: 40, staffPollsMax: 400, replayAttemptsMax: 8 };

const staffPollIdleMs = 25;
const replayBackoffMs = 200;
/** A withdrawal no player can afford: its 409 must move nothing. */
export const unaffordableWithdrawalCents = 4_000_00;

type ResponseOf<T> = { response: T };
export const responseOf = <T>(answer: Answer | null): T => {
  if (answer === null) throw new Error('no answer');
  return (answer.body as ResponseOf<T>).response;
};

export class LoadJournal {
  readonly ops: Op[] = [];
  readonly flows: DepositFlow[] = [];
  /** Writes sent so far (replays not included) and how many await their answer now. */
  started = 0;
  inFlight = 0;
  /** Set just before the kill: lanes start nothing more. */
  stopped = false;
  readsSent = 0;
  /** Players whose requests go another way (a lossy proxy) instead of straight to the server. */
  readonly routes = new Map<number, string>();

  constructor(readonly world: World) {}

  /** Sends a write once and journals it; `via` is the base URL it travels through. */
  async perform(player: number | null, meta: OpMeta, request: HttpRequest, via = this.routeOf(player)): Promise<Op> {
    const op: Op = { seq: this.ops.length, player, meta, request, first: null, final: null, replays: 0 };
    this.ops.push(op);
    this.started += 1;
    this.inFlight += 1;
    try {
      op.first = await send(via, request);
      op.final = op.first;
    } catch {
      op.first = null;
    } finally {
      this.inFlight -= 1;
    }
    return op;
  }

  place(player: number, market: number, option: number, stakeCents: number, requestId: string): Promise<Op> {
    const leg = this.world.markets[market]?.options[option];
    if (!leg) throw new Error(`no option ${option} in market ${market}`);
    const body = {
      betType: 'single',
      bets: [{ gameId: this.world.markets[market]?.eventId, optionId: leg.id, odds: leg.odds, stake: centsToAmount(stakeCents) }],
      totalStake: 0,
      useBonus: false,
      acceptOddsChanges: 'none',
      requestId,
    };
    return this.perform(player, { kind: 'place', market, option, stakeCents }, jsonRequest('POST', '/api/sports/place-bet', this.token(player), body));
  }

  withdraw(player: number, amountCents: number, requestId: string): Promise<Op> {
    const body = { methodId: this.world.wireMethodId, amount: centsToAmount(amountCents), details: { iban: 'DE89370400440532013000' }, requestId };
    return this.perform(player, { kind: 'withdraw', amountCents }, jsonRequest('POST', '/api/bank/withdrawals', this.token(player), body));
  }

  /** Creates the deposit; the webhook follows only when the creation was answered. */
  async deposit(player: number, amountCents: number, requestId: string): Promise<DepositFlow> {
    const body = { methodId: this.world.cardMethodId, amount: centsToAmount(amountCents), requestId };
    const create = await this.perform(player, { kind: 'deposit', amountCents }, jsonRequest('POST', '/api/bank/deposits', this.token(player), body));
    const flow: DepositFlow = { player, create, webhook: null };
    this.flows.push(flow);
    if (isSuccess(create.first) && !this.stopped) flow.webhook = await this.webhook(flow);
    return flow;
  }

  /** The provider's signed webhook for a created deposit (its body built once, then replayed as is). */
  webhook(flow: DepositFlow): Promise<Op> {
    const deposit = responseOf<{ deposit: { id: string; total: number; currency: string; redirectUrl: string } }>(flow.create.final).deposit;
    const paymentId = /sandboxPayment=([0-9a-f-]+)/.exec(deposit.redirectUrl)?.[1];
    if (!paymentId) throw new Error(`no sandbox payment in ${deposit.redirectUrl}`);
    const rawBody = JSON.stringify({ paymentId, merchantReference: deposit.id, status: 'succeeded', amount: deposit.total, currency: deposit.currency });
    const request: HttpRequest = {
      method: 'POST',
      path: '/api/bank/webhooks/sandbox',
      rawBody,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signBody(this.world.webhookSecret, rawBody) },
    };
    // The provider calls the server directly, whatever way the player's own requests travel.
    return this.perform(flow.player, { kind: 'webhook', depositId: deposit.id }, request, this.world.baseUrl);
  }

  approve(withdrawalId: string): Promise<Op> {
    return this.perform(null, { kind: 'approve', withdrawalId }, jsonRequest('POST', `/api/admin/withdrawals/${withdrawalId}/approve`, this.world.managerToken, {}));
  }

  private routeOf(player: number | null): string {
    return (player === null ? undefined : this.routes.get(player)) ?? this.world.baseUrl;
  }

  private token(player: number): string {
    const found = this.world.players[player];
    if (!found) throw new Error(`no player ${player}`);
    return found.token;
  }
}

/**
 * One player's lane: mostly single bets spread over the markets and options, two card deposits, a
 * withdrawal and a withdrawal nobody can afford per twelve operations (the lanes of a player are
 * out of phase). A player behind a lossy route asks for nothing that is refused, so each of its
 * requests whose answer is dropped is known to be applied. Stops at the first lost answer (the
 * server is gone) or when the journal is stopped.
 */
export async function runLane(journal: LoadJournal, player: number, lane: number, limits: LoadLimits): Promise<void> {
  const marketCount = journal.world.markets.length;
  const lossy = journal.routes.has(player);
  for (let step = 0; step < limits.opsPerLaneMax && !journal.stopped; step += 1) {
    const requestId = `crash-p${player}-l${lane}-s${step}`;
    const pattern = (step + 4 * lane) % 12;
    let answered: boolean;
    if (pattern === 1 || pattern === 7) {
      const flow = await journal.deposit(player, (20 + 5 * (step % 3)) * 100, requestId);
      answered = (flow.webhook ?? flow.create).first !== null;
    } else if (pattern === 4) {
      answered = (await journal.withdraw(player, (10 + (step % 4)) * 100, requestId)).first !== null;
    } else if (pattern === 11 && !lossy) {
      answered = (await journal.withdraw(player, unaffordableWithdrawalCents, requestId)).first !== null;
    } else {
      const stakeCents = 100 * (1 + ((step * 7 + lane) % 5));
      answered = (await journal.place(player, (step + lane) % marketCount, (step + player) % 3, stakeCents, requestId)).first !== null;
    }
    if (!answered) return;
  }
}

/** Staff: poll the pending queue and approve every other withdrawal seen, until stopped. */
export async function runStaffLane(journal: LoadJournal, limits: LoadLimits): Promise<void> {
  const seen = new Set<string>();
  for (let poll = 0; poll < limits.staffPollsMax && !journal.stopped; poll += 1) {
    journal.readsSent += 1;
    const listed = await send(journal.world.baseUrl, jsonRequest('GET', '/api/admin/withdrawals?status=pending&perPage=100', journal.world.managerToken)).catch(() => null);
    if (listed === null || listed.status !== 200) return;
    const fresh = responseOf<{ list: { id: string }[] }>(listed).list.find((withdrawal) => !seen.has(withdrawal.id));
    if (!fresh) {
      await sleep(staffPollIdleMs);
      continue;
    }
    seen.add(fresh.id);
    if (seen.size % 2 === 1 && !journal.stopped && (await journal.approve(fresh.id)).first === null) return;
  }
}

/** Sends a lost request again until it has a definitive answer (any status below 500), bounded. */
export async function replay(journal: LoadJournal, op: Op, limits: LoadLimits): Promise<void> {
  for (let attempt = 0; attempt < limits.replayAttemptsMax && op.final === null; attempt += 1) {
    op.replays += 1;
    const answer = await send(journal.world.baseUrl, op.request).catch(() => null);
    if (answer !== null && answer.status < 500) op.final = answer;
    else await sleep(replayBackoffMs);
  }
}

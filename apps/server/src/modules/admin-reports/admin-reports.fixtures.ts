import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../lib/transaction';

/**
 * The test's own reading of the books: every ledger transfer with both accounts, and the expected
 * figures summed from them in plain code (no report SQL), for the report tests to compare against.
 */

export type LedgerLine = {
  key: string;
  code: string;
  phase: string;
  cents: number;
  at: number;
  debit: { kind: string; userId: string | null; currency: string };
  credit: { kind: string; userId: string | null; currency: string };
};

export async function ledgerLines(app: FastifyInstance): Promise<LedgerLine[]> {
  const rows = rowsOf<Record<string, string | null>>(
    await app.db.execute(sql`
      select t.idempotency_key, t.code, t.phase, t.amount_cents::text as cents, (extract(epoch from t.created_at) * 1000)::text as at,
             d.kind as dk, d.user_id as du, d.currency as dc, c.kind as ck, c.user_id as cu, c.currency as cc
        from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id`),
  );
  return rows.map((row) => ({
    key: String(row.idempotency_key),
    code: String(row.code),
    phase: String(row.phase),
    cents: Number(row.cents),
    at: Number(row.at),
    debit: { kind: String(row.dk), userId: row.du ?? null, currency: String(row.dc) },
    credit: { kind: String(row.ck), userId: row.cu ?? null, currency: String(row.cc) },
  }));
}

/** What the house gained from one transfer (negative when it paid). */
export const houseNet = (line: LedgerLine) => (line.credit.kind === 'house' ? line.cents : 0) - (line.debit.kind === 'house' ? line.cents : 0);

/** The currency of the transfer (both sides share it). */
export const currencyOf = (line: LedgerLine) => line.credit.currency;

export type Range = { start: number; end: number };
export const inRange = (at: number, range: Range) => at >= range.start && at < range.end;

/** Settled tickets / rounds / positions as the test reads them (id, owner, when settled). */
export type Settled = { id: string; userId: string; at: number };

export async function settledOf(app: FastifyInstance, table: 'tickets' | 'casino_rounds'): Promise<Settled[]> {
  const statuses = table === 'tickets' ? sql`status in ('won', 'lost', 'void', 'cashed_out')` : sql`status = 'settled'`;
  const rows = rowsOf<{ id: string; user_id: string; at: string }>(
    await app.db.execute(sql`select id, user_id, (extract(epoch from settled_at) * 1000)::text as at from ${sql.raw(table)} where ${statuses}`),
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id, at: Number(row.at) }));
}

type Money = Record<string, number>;

function add(target: Money, currency: string, cents: number): void {
  target[currency] = (target[currency] ?? 0) + cents;
}

/** Ledger sums over `range` for the players `inScope` accepts (null: everyone), per currency, in cents. */
export function expectedFigures(lines: readonly LedgerLine[], settled: { tickets: Settled[]; rounds: Settled[] }, range: Range, inScope: (userId: string | null) => boolean) {
  const sportsbookGgr: Money = {};
  const casinoGgr: Money = {};
  const exchangeGgr: Money = {};
  const turnover: Money = {};
  const deposits: Money = {};
  const withdrawals: Money = {};
  const bonusCost: Money = {};
  const partnerCommission: Money = {};
  const counts = { deposits: 0, withdrawals: 0 };
  const active = new Set<string>();
  const playerOf = (line: LedgerLine) => (line.debit.kind === 'house' ? line.credit.userId : line.debit.userId);
  for (const ticket of settled.tickets.filter((t) => inRange(t.at, range) && inScope(t.userId))) {
    for (const line of lines.filter((l) => l.key.startsWith(`bet:${ticket.id}:`))) add(sportsbookGgr, currencyOf(line), houseNet(line));
  }
  for (const round of settled.rounds.filter((r) => inRange(r.at, range) && inScope(r.userId))) {
    for (const line of lines.filter((l) => l.key.startsWith(`casino:${round.id}:`))) add(casinoGgr, currencyOf(line), houseNet(line));
  }
  for (const line of lines.filter((l) => inRange(l.at, range))) {
    const player = playerOf(line);
    if (line.code === 'exchange_commission' && inScope(line.debit.userId)) add(exchangeGgr, currencyOf(line), houseNet(line));
    if ((line.code === 'bet_stake' || line.code === 'casino_stake') && inScope(player)) add(turnover, currencyOf(line), line.cents);
    if (['bet_stake', 'casino_stake', 'exchange_escrow_lock'].includes(line.code) && inScope(line.debit.userId) && line.debit.userId) active.add(line.debit.userId);
    if (line.code === 'deposit' && line.credit.kind === 'cash' && inScope(line.credit.userId)) {
      add(deposits, currencyOf(line), line.cents);
      counts.deposits += 1;
    }
    if (line.code === 'withdrawal_paid' && line.debit.kind === 'cash' && inScope(line.debit.userId)) {
      add(withdrawals, currencyOf(line), line.cents);
      counts.withdrawals += 1;
    }
    if (line.code === 'bonus_grant' || line.code === 'bonus_forfeit') add(bonusCost, currencyOf(line), -houseNet(line));
    if (line.code === 'partner_commission') add(partnerCommission, currencyOf(line), line.cents);
  }
  const firstDeposit = new Map<string, number>();
  for (const line of lines.filter((l) => l.code === 'deposit' && l.credit.kind === 'cash' && l.credit.userId && inScope(l.credit.userId))) {
    const owner = line.credit.userId as string;
    firstDeposit.set(owner, Math.min(firstDeposit.get(owner) ?? Infinity, line.at));
  }
  const firstDepositors = [...firstDeposit.values()].filter((at) => inRange(at, range)).length;
  return { sportsbookGgr, casinoGgr, exchangeGgr, turnover, deposits, withdrawals, bonusCost, partnerCommission, counts, active: active.size, firstDepositors };
}

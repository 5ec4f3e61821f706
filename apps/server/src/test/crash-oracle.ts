import type pg from 'pg';
import type { Op, World } from './crash-load';

/**
 * What the database says, read with plain SQL from the test process (not through the server's
 * code): the crash-safety test compares it with what the clients were told.
 */

const centsOf = (value: unknown): number => {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${String(value)}`);
  return cents;
};

export function requestIdOf(op: Op): string {
  const body = JSON.parse(op.request.rawBody ?? '{}') as { requestId?: unknown };
  if (typeof body.requestId !== 'string') throw new Error(`op ${op.seq} has no requestId`);
  return body.requestId;
}

function userIdOf(world: World, op: Op): string {
  const player = op.player === null ? undefined : world.players[op.player];
  if (!player) throw new Error(`op ${op.seq} has no player`);
  return player.id;
}

async function countOf(pool: pg.Pool, text: string, values: unknown[]): Promise<number> {
  const result = await pool.query<{ n: string }>(text, values);
  return centsOf(result.rows[0]?.n ?? 0);
}

/** Whether the op's effect is in the database (used after the restart, before replaying a lost op). */
export async function appliedInDatabase(pool: pg.Pool, world: World, op: Op): Promise<boolean> {
  switch (op.meta.kind) {
    case 'place':
      return (await countOf(pool, 'select count(*) as n from tickets where user_id = $1 and request_id = $2', [userIdOf(world, op), requestIdOf(op)])) > 0;
    case 'deposit':
      return (await countOf(pool, 'select count(*) as n from deposits where user_id = $1 and request_id = $2', [userIdOf(world, op), requestIdOf(op)])) > 0;
    case 'withdraw':
      return (await countOf(pool, 'select count(*) as n from withdrawals where user_id = $1 and request_id = $2', [userIdOf(world, op), requestIdOf(op)])) > 0;
    case 'webhook':
      return (await countOf(pool, "select count(*) as n from deposits where id = $1 and status = 'completed'", [op.meta.depositId])) > 0;
    case 'approve':
      return (await countOf(pool, "select count(*) as n from withdrawals where id = $1 and status = 'paid'", [op.meta.withdrawalId])) > 0;
  }
}

export type TicketRow = { id: string; userId: string; requestId: string; stakeCents: number; status: string; settledReturnCents: number | null };
export type DepositRow = { id: string; userId: string; requestId: string; amountCents: number; status: string };
export type WithdrawalRow = { id: string; userId: string; requestId: string; amountCents: number; status: string };

export type Rows = { tickets: TicketRow[]; deposits: DepositRow[]; withdrawals: WithdrawalRow[] };

export async function rowsOf(pool: pg.Pool, userIds: readonly string[]): Promise<Rows> {
  const tickets = await pool.query<{ id: string; user_id: string; request_id: string; stake_cents: string; status: string; settled_return_cents: string | null }>(
    'select id, user_id, request_id, stake_cents, status, settled_return_cents from tickets where user_id = any($1)',
    [userIds],
  );
  const deposits = await pool.query<{ id: string; user_id: string; request_id: string; amount_cents: string; status: string }>(
    'select id, user_id, request_id, amount_cents, status from deposits where user_id = any($1)',
    [userIds],
  );
  const withdrawals = await pool.query<{ id: string; user_id: string; request_id: string; amount_cents: string; status: string }>(
    'select id, user_id, request_id, amount_cents, status from withdrawals where user_id = any($1)',
    [userIds],
  );
  return {
    tickets: tickets.rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      requestId: row.request_id,
      stakeCents: centsOf(row.stake_cents),
      status: row.status,
      settledReturnCents: row.settled_return_cents === null ? null : centsOf(row.settled_return_cents),
    })),
    deposits: deposits.rows.map((row) => ({ id: row.id, userId: row.user_id, requestId: row.request_id, amountCents: centsOf(row.amount_cents), status: row.status })),
    withdrawals: withdrawals.rows.map((row) => ({ id: row.id, userId: row.user_id, requestId: row.request_id, amountCents: centsOf(row.amount_cents), status: row.status })),
  };
}

/** A player's cash account: posted balance and open holds (spendable = balance - held). */
export type CashAccount = { balanceCents: number; debitsPendingCents: number };

export async function cashAccounts(pool: pg.Pool, userIds: readonly string[]): Promise<Map<string, CashAccount>> {
  const result = await pool.query<{ user_id: string; balance_cents: string; debits_pending_cents: string }>(
    "select user_id, balance_cents, debits_pending_cents from ledger_accounts where kind = 'cash' and user_id = any($1)",
    [userIds],
  );
  return new Map(result.rows.map((row) => [row.user_id, { balanceCents: centsOf(row.balance_cents), debitsPendingCents: centsOf(row.debits_pending_cents) }]));
}

/** Per player and transfer code: how many transfers touched the cash account, and their signed sum. */
export type CodeTotal = { count: number; signedCents: number };

/**
 * The sign is the transfer's effect on the player's spendable balance: a credit adds, a debit
 * (posted or a pending hold) subtracts, a `void_pending` gives the hold back, and a `post_pending`
 * changes nothing spendable (its hold was already subtracted), so it is counted with sign 0.
 */
export async function codeTotals(pool: pg.Pool, userIds: readonly string[]): Promise<Map<string, Map<string, CodeTotal>>> {
  const result = await pool.query<{ user_id: string; code: string; n: string; signed_cents: string }>(
    `select a.user_id, t.code, count(*) as n,
            sum(case
                  when t.phase = 'post_pending' then 0
                  when t.phase = 'void_pending' then (case when t.debit_account_id = a.id then t.amount_cents else -t.amount_cents end)
                  when t.credit_account_id = a.id then t.amount_cents
                  else -t.amount_cents
                end) as signed_cents
       from ledger_transfers t
       join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
      where a.kind = 'cash' and a.user_id = any($1)
      group by a.user_id, t.code`,
    [userIds],
  );
  const totals = new Map<string, Map<string, CodeTotal>>();
  for (const row of result.rows) {
    const byCode = totals.get(row.user_id) ?? new Map<string, CodeTotal>();
    byCode.set(row.code, { count: centsOf(row.n), signedCents: centsOf(row.signed_cents) });
    totals.set(row.user_id, byCode);
  }
  return totals;
}

export async function openLegCount(pool: pg.Pool, marketIds: readonly string[]): Promise<number> {
  return countOf(pool, "select count(*) as n from ticket_legs where market_id = any($1) and status = 'open'", [marketIds]);
}

/** The token of the newest "Confirm" mail to `email`, straight from the outbox. */
export async function verificationToken(pool: pg.Pool, email: string): Promise<string> {
  // The outbox copy staff read has the link redacted; outside production the real text is kept beside it.
  const result = await pool.query<{ delivery_text: string | null }>(
    "select delivery_text from mail_outbox where to_address = $1 and subject ilike '%confirm%' order by created_at desc limit 1",
    [email],
  );
  const match = /[?&]verify=([A-Za-z0-9_-]+)/.exec(result.rows[0]?.delivery_text ?? '');
  if (!match?.[1]) throw new Error(`no verification mail to ${email}`);
  return match[1];
}

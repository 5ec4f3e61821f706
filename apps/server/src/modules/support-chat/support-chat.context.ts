import { desc, eq } from 'drizzle-orm';
import { centsToAmount } from '@oddsmith/core';
import type { Executor } from '../../db/client';
import { deposits, responsibleGambling, tickets, users } from '../../db/schema';
import { findRow } from '../../lib/query';
import { userBalances } from '../ledger';

const lastCount = 5;
type Limit = { kind: string; period: string | null; amount: number | null };

function limitsOf(row: typeof responsibleGambling.$inferSelect | undefined, now: Date): Limit[] {
  if (!row) return [];
  const limits: Limit[] = [];
  for (const [period, cents] of [
    ['day', row.dayLimitCents],
    ['week', row.weekLimitCents],
    ['month', row.monthLimitCents],
  ] as const) {
    if (cents !== null) limits.push({ kind: 'deposit_limit', period, amount: centsToAmount(cents) });
  }
  if (row.timeOutUntil && row.timeOutUntil > now) limits.push({ kind: 'time_out_until', period: row.timeOutUntil.toISOString(), amount: null });
  if (row.selfExcludedUntil && row.selfExcludedUntil > now) limits.push({ kind: 'self_excluded_until', period: row.selfExcludedUntil.toISOString(), amount: null });
  if (row.realityCheckMinutes) limits.push({ kind: 'reality_check_minutes', period: String(row.realityCheckMinutes), amount: null });
  return limits;
}

/** Who the player is, beside the chat: balance, last bets and deposits, limits in force, back-office links. */
export async function playerContext(tx: Executor, playerId: string) {
  const user = await findRow(tx, users, eq(users.id, playerId));
  if (!user) return null;
  const balances = await userBalances(tx, user.id, user.currency);
  const bets = await tx.select().from(tickets).where(eq(tickets.userId, user.id)).orderBy(desc(tickets.placedAt), desc(tickets.id)).limit(lastCount);
  const paid = await tx.select().from(deposits).where(eq(deposits.userId, user.id)).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(lastCount);
  const rg = await findRow(tx, responsibleGambling, eq(responsibleGambling.userId, user.id));
  return {
    player: { id: user.id, username: user.username, email: user.email, status: user.status, currency: user.currency, createdAt: user.createdAt.toISOString() },
    balance: { cash: centsToAmount(balances.cashCents), bonus: centsToAmount(balances.bonusCents), currency: user.currency },
    lastBets: bets.map((bet) => ({ id: bet.id, placedAt: bet.placedAt.toISOString(), stake: centsToAmount(bet.stakeCents), status: bet.status, potentialReturn: centsToAmount(bet.potentialReturnCents) })),
    lastDeposits: paid.map((deposit) => ({ id: deposit.id, createdAt: deposit.createdAt.toISOString(), amount: centsToAmount(deposit.amountCents), status: deposit.status })),
    limits: limitsOf(rg, new Date()),
    links: [
      { label: 'Player', path: `/caff/admin/users/${user.id}` },
      { label: 'Credit history', path: `/caff/admin/user-credit-history/${user.id}` },
      { label: 'Tickets', path: `/caff/admin/tickets?user=${encodeURIComponent(user.username)}` },
    ],
  };
}

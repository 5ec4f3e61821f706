import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, users } from '../../db/schema';
import type { LedgerAccountKind, LedgerAccountRow, LedgerTransferRow } from '../../db/schema';
import { carriedSelected, noCarriedWrites, takeCarried, type CarriedWrites } from '../../lib/carried-writes';
import { executeNamed } from '../../lib/named-statements';
import { findRow, lockRowsInIdOrder, uuidInSet } from '../../lib/query';
import { rowsOf } from '../../lib/transaction';
import type { TransferPhase } from '@oddsmith/core';

/** Locks the given accounts in id order (one global order, so two transfers never deadlock). */
export async function lockAccounts(tx: Transaction, accountIds: readonly string[]): Promise<LedgerAccountRow[]> {
  return lockRowsInIdOrder(tx, ledgerAccounts, inArray(ledgerAccounts.id, [...accountIds]));
}

/** A system account row (no owner) by kind, currency and shard, as a lock statement looks it up. */
export type SystemSlot = { kind: LedgerAccountKind; currency: string; shard: number };

/**
 * Locks the given accounts and the given system rows (found by kind, currency and shard) with one
 * statement, in id order (the ledger's one global order). A system row that does not exist yet is
 * simply missing from the answer.
 */
export async function lockAccountsWithSystem(tx: Transaction, accountIds: readonly string[], systemSlots: readonly SystemSlot[]): Promise<LedgerAccountRow[]> {
  const bySlot = systemSlots.map((slot) =>
    and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, slot.kind), eq(ledgerAccounts.currency, slot.currency), eq(ledgerAccounts.shard, slot.shard)),
  );
  const conditions = accountIds.length > 0 ? [inArray(ledgerAccounts.id, [...accountIds]), ...bySlot] : bySlot;
  if (conditions.length === 0) return [];
  return lockRowsInIdOrder(tx, ledgerAccounts, or(...conditions));
}

/** A transfer with the kind and owner of both its accounts (a ticket's or a market's ledger trail). */
export type TransferTrailRow = {
  id: string;
  idempotencyKey: string;
  code: string;
  amountCents: number;
  debitKind: LedgerAccountKind;
  debitUserId: string | null;
  creditKind: LedgerAccountKind;
  creditUserId: string | null;
  note: string | null;
  createdAt: Date;
};

/** The transfers carrying `keys`, oldest first (one transaction's transfers: by key). */
export async function findTransferTrail(tx: Executor, keys: readonly string[]): Promise<TransferTrailRow[]> {
  if (keys.length === 0) return [];
  const debit = alias(ledgerAccounts, 'debit_account');
  const credit = alias(ledgerAccounts, 'credit_account');
  return tx
    .select({
      id: ledgerTransfers.id,
      idempotencyKey: ledgerTransfers.idempotencyKey,
      code: ledgerTransfers.code,
      amountCents: ledgerTransfers.amountCents,
      debitKind: debit.kind,
      debitUserId: debit.userId,
      creditKind: credit.kind,
      creditUserId: credit.userId,
      note: ledgerTransfers.note,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
    .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
    .where(inArray(ledgerTransfers.idempotencyKey, [...keys]))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.idempotencyKey))
    .limit(keys.length);
}

export async function findTransferByKey(tx: Executor, idempotencyKey: string): Promise<LedgerTransferRow | undefined> {
  return findRow(tx, ledgerTransfers, eq(ledgerTransfers.idempotencyKey, idempotencyKey));
}

/** The post or void that resolved a pending transfer, if any. */
export async function findResolution(tx: Executor, pendingKey: string): Promise<LedgerTransferRow | undefined> {
  return findRow(tx, ledgerTransfers, eq(ledgerTransfers.pendingKey, pendingKey));
}

export type NewTransfer = {
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amountCents: number;
  code: string;
  phase: TransferPhase;
  pendingKey: string | null;
  note: string | null;
  createdBy: string | null;
};

export type BalanceDelta = { postedCents: number; debitsPendingCents: number; creditsPendingCents: number };

/** A transfer just written and its accounts as stored after their deltas. */
export type AppliedTransfer = { transfer: LedgerTransferRow; accounts: LedgerAccountRow[] };

/**
 * Inserts the transfer unless its key exists and, in the same statement, adds each account's delta
 * (a data-modifying CTE: the update runs only when the insert wrote a row). Answers the transfer and
 * the rows as stored after it (the caller compares them with what it computed), or undefined when
 * another transfer already holds the key (nothing changed). Every id appears once; the caller holds
 * the accounts' locks.
 */
export async function insertTransferApplying(tx: Transaction, transfer: NewTransfer, changes: readonly { accountId: string; delta: BalanceDelta }[]): Promise<AppliedTransfer | undefined> {
  const inserted = tx.$with('inserted_transfer').as(
    tx.insert(ledgerTransfers).values(transfer).onConflictDoNothing({ target: ledgerTransfers.idempotencyKey }).returning({ id: ledgerTransfers.id, createdAt: ledgerTransfers.createdAt }),
  );
  const caseOf = (pick: (delta: BalanceDelta) => number) =>
    sql.join(
      [sql`(case ${ledgerAccounts.id}`, ...changes.map((change) => sql`when ${change.accountId} then ${pick(change.delta)}::bigint`), sql`end)`],
      sql` `,
    );
  const rows = await tx
    .with(inserted)
    .update(ledgerAccounts)
    .set({
      balanceCents: sql`${ledgerAccounts.balanceCents} + ${caseOf((delta) => delta.postedCents)}`,
      debitsPendingCents: sql`${ledgerAccounts.debitsPendingCents} + ${caseOf((delta) => delta.debitsPendingCents)}`,
      creditsPendingCents: sql`${ledgerAccounts.creditsPendingCents} + ${caseOf((delta) => delta.creditsPendingCents)}`,
    })
    .where(and(inArray(ledgerAccounts.id, changes.map((change) => change.accountId)), sql`exists (select 1 from ${inserted})`))
    .returning({
      ...getTableColumns(ledgerAccounts),
      transferId: sql<string>`(select "id" from ${inserted})`,
      transferCreatedAt: sql<Date>`(select "created_at" from ${inserted})`.mapWith(ledgerTransfers.createdAt),
    });
  const first = rows[0];
  if (!first) return undefined;
  return {
    transfer: { ...transfer, id: first.transferId, createdAt: first.transferCreatedAt },
    accounts: rows.map(({ transferId: _id, transferCreatedAt: _at, ...account }) => account),
  };
}

/** An account a one-statement posting finds: by id, or a system row by its slot. */
export type AccountRef = { id: string } | { slot: SystemSlot };

/** A plain posted transfer for `postPlainTransfer`, its accounts named by reference. */
export type PlainTransfer = Omit<NewTransfer, 'debitAccountId' | 'creditAccountId' | 'phase' | 'pendingKey'> & { debit: AccountRef; credit: AccountRef };

/** What `postPlainTransfer` wrote: the transfer and both rows before and after it. */
export type PostedPlain = { transfer: LedgerTransferRow; debitBefore: LedgerAccountRow; debitAfter: LedgerAccountRow; creditBefore: LedgerAccountRow; creditAfter: LedgerAccountRow };

function refMatch(ref: AccountRef): SQL {
  if ('id' in ref) return sql`id = ${ref.id}::uuid`;
  return sql`(user_id is null and kind = ${ref.slot.kind} and currency = ${ref.slot.currency} and shard = ${ref.slot.shard})`;
}

type PlainRow = {
  id: string;
  user_id: string | null;
  kind: LedgerAccountKind;
  currency: string;
  shard: number | string;
  balance_cents: number | string;
  debits_pending_cents: number | string;
  credits_pending_cents: number | string;
  created_at: Date | string;
  side: 'd' | 'c';
  after_balance: number | string | null;
  after_debits: number | string | null;
  after_credits: number | string | null;
  transfer_id: string | null;
  transfer_created_at: Date | string | null;
};

function accountOfPlain(row: PlainRow, after: boolean): LedgerAccountRow {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    currency: row.currency,
    shard: Number(row.shard),
    balanceCents: Number(after ? row.after_balance : row.balance_cents),
    debitsPendingCents: Number(after ? row.after_debits : row.debits_pending_cents),
    creditsPendingCents: Number(after ? row.after_credits : row.credits_pending_cents),
    createdAt: new Date(row.created_at),
  };
}

/**
 * A plain posted transfer in one statement: locks both rows (id order), and only when they are two
 * rows of one currency and the debit row of a `nonNegativeKinds` kind stays covered (the credit row
 * likewise), inserts the transfer unless its key exists and moves the balances. Undefined when it
 * wrote nothing (a replayed key, short funds, a missing row...): the caller then takes the general
 * path, which says why. The rows answered before the change are as locked (the newest versions).
 */
export async function postPlainTransfer(tx: Transaction, transfer: PlainTransfer, nonNegativeKinds: readonly string[]): Promise<PostedPlain | undefined> {
  const amount = transfer.amountCents;
  const kinds = sql.param([...nonNegativeKinds]);
  const result = await tx.execute(sql`
    with locked as (
      select *, case when ${refMatch(transfer.debit)} then 'd' else 'c' end as side
        from ${ledgerAccounts} where ${refMatch(transfer.debit)} or ${refMatch(transfer.credit)}
        order by id for update
    ), ins as (
      insert into ${ledgerTransfers} (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, note, created_by)
      select ${transfer.idempotencyKey}::text, d.id, c.id, ${amount}::bigint, ${transfer.code}::text, 'posted', ${transfer.note}::text, ${transfer.createdBy}::uuid
        from locked d, locked c
       where d.side = 'd' and c.side = 'c' and d.id <> c.id and d.currency = c.currency
         and (d.kind <> all(${kinds}::text[]) or d.balance_cents - d.debits_pending_cents - ${amount}::bigint >= 0)
         and (c.kind <> all(${kinds}::text[]) or c.balance_cents - c.debits_pending_cents + ${amount}::bigint >= 0)
      on conflict (idempotency_key) do nothing
      returning id, created_at
    ), upd as (
      update ${ledgerAccounts} as a set balance_cents = a.balance_cents + (case when l.side = 'd' then -${amount}::bigint else ${amount}::bigint end)
        from locked l where a.id = l.id and exists (select 1 from ins)
      returning a.id, a.balance_cents, a.debits_pending_cents, a.credits_pending_cents
    )
    select l.id, l.user_id, l.kind, l.currency, l.shard, l.balance_cents, l.debits_pending_cents, l.credits_pending_cents, l.created_at, l.side,
           u.balance_cents as after_balance, u.debits_pending_cents as after_debits, u.credits_pending_cents as after_credits,
           (select id from ins) as transfer_id, (select created_at from ins) as transfer_created_at
      from locked l left join upd u on u.id = l.id`);
  const rows = rowsOf<PlainRow>(result);
  const debit = rows.find((row) => row.side === 'd');
  const credit = rows.find((row) => row.side === 'c');
  if (!debit || !credit || debit.transfer_id === null || debit.transfer_created_at === null || debit.after_balance === null || credit.after_balance === null) return undefined;
  const { debit: _d, credit: _c, ...fields } = transfer;
  return {
    transfer: { ...fields, id: debit.transfer_id, debitAccountId: debit.id, creditAccountId: credit.id, phase: 'posted', pendingKey: null, createdAt: new Date(debit.transfer_created_at) },
    debitBefore: accountOfPlain(debit, false),
    debitAfter: accountOfPlain(debit, true),
    creditBefore: accountOfPlain(credit, false),
    creditAfter: accountOfPlain(credit, true),
  };
}

export async function insertAccounts(
  tx: Executor,
  accounts: { userId: string | null; kind: LedgerAccountKind; currency: string; shard?: number }[],
): Promise<LedgerAccountRow[]> {
  return tx.insert(ledgerAccounts).values(accounts).onConflictDoNothing().returning();
}

export async function findAccountsByIds(tx: Executor, accountIds: readonly string[]): Promise<LedgerAccountRow[]> {
  if (accountIds.length === 0) return [];
  return tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, [...accountIds])).limit(accountIds.length);
}

export async function findUserAccounts(tx: Executor, userId: string): Promise<LedgerAccountRow[]> {
  // A user has one account per kind and currency; the bound is the number of kinds x currencies.
  return tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).limit(64);
}

/** The user's account of a kind in the user's own currency. */
export async function findUserAccount(tx: Executor, userId: string, kind: LedgerAccountKind): Promise<LedgerAccountRow | undefined> {
  const rows = await tx
    .select({ account: ledgerAccounts })
    .from(ledgerAccounts)
    .innerJoin(users, and(eq(users.id, ledgerAccounts.userId), eq(users.currency, ledgerAccounts.currency)))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind)))
    .limit(1);
  return rows[0]?.account;
}

export async function findUserCurrency(tx: Executor, userId: string): Promise<string | undefined> {
  const rows = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.currency;
}

export async function findSystemAccount(
  tx: Executor,
  kind: LedgerAccountKind,
  currency: string,
  shard: number,
): Promise<LedgerAccountRow | undefined> {
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), eq(ledgerAccounts.shard, shard)))
    .limit(1);
  return rows[0];
}

/** Currencies a house holds at most (a bound for houseCurrencies). */
export const houseCurrenciesMax = 256;

/** The currencies the house has at least one row (shard) in. */
export async function houseCurrencies(tx: Executor): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, 'house')))
    .limit(houseCurrenciesMax);
  return rows.map((row) => row.currency);
}

/** Every row (shard) of the system accounts of these kinds in these currencies, in one read. */
export async function findSystemAccountRows(tx: Executor, kinds: readonly LedgerAccountKind[], currencies: readonly string[]): Promise<LedgerAccountRow[]> {
  if (kinds.length === 0 || currencies.length === 0) return [];
  return tx
    .select()
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), inArray(ledgerAccounts.kind, [...kinds]), inArray(ledgerAccounts.currency, [...currencies])))
    // A house has ledgerHouseShardCount rows per currency, payment clearing one.
    .limit(kinds.length * currencies.length * 64);
}

export type SystemAccountTotals = { balanceCents: number; debitsPendingCents: number; creditsPendingCents: number; rowCount: number };

/** A system account's figures summed over its rows (the house has one row per shard). */
export async function sumSystemAccounts(tx: Executor, kind: LedgerAccountKind, currency: string): Promise<SystemAccountTotals> {
  const rows = await tx
    .select({
      balanceCents: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)::text`,
      debitsPendingCents: sql<string>`coalesce(sum(${ledgerAccounts.debitsPendingCents}), 0)::text`,
      creditsPendingCents: sql<string>`coalesce(sum(${ledgerAccounts.creditsPendingCents}), 0)::text`,
      rowCount: sql<number>`count(*)::int`,
    })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)));
  const row = rows[0];
  return {
    balanceCents: Number(row?.balanceCents ?? 0),
    debitsPendingCents: Number(row?.debitsPendingCents ?? 0),
    creditsPendingCents: Number(row?.creditsPendingCents ?? 0),
    rowCount: Number(row?.rowCount ?? 0),
  };
}

export type ReconcileTotals = {
  totalCents: number;
  debitsPendingCents: number;
  creditsPendingCents: number;
  accountCount: number;
  transferCount: number;
  openHoldCount: number;
};

/** Sums of every cached balance: double entry means posted sums to zero and pending debits equal credits. */
export async function sumBalances(tx: Executor): Promise<ReconcileTotals> {
  const result = await tx.execute(sql`
    select
      (select coalesce(sum(balance_cents), 0) from ledger_accounts)::text as "totalCents",
      (select coalesce(sum(debits_pending_cents), 0) from ledger_accounts)::text as "debitsPendingCents",
      (select coalesce(sum(credits_pending_cents), 0) from ledger_accounts)::text as "creditsPendingCents",
      (select count(*) from ledger_accounts)::int as "accountCount",
      (select count(*) from ledger_transfers)::int as "transferCount",
      (select count(*) from ledger_transfers p where p.phase = 'pending'
        and not exists (select 1 from ledger_transfers r where r.pending_key = p.idempotency_key))::int as "openHoldCount"`);
  const row = rowsOf<Record<string, string | number>>(result)[0] ?? {};
  return {
    totalCents: Number(row.totalCents ?? 0),
    debitsPendingCents: Number(row.debitsPendingCents ?? 0),
    creditsPendingCents: Number(row.creditsPendingCents ?? 0),
    accountCount: Number(row.accountCount ?? 0),
    transferCount: Number(row.transferCount ?? 0),
    openHoldCount: Number(row.openHoldCount ?? 0),
  };
}

export type BalanceMismatch = {
  accountId: string;
  balanceCents: number;
  expectedCents: number;
  debitsPendingCents: number;
  expectedDebitsPendingCents: number;
  creditsPendingCents: number;
  expectedCreditsPendingCents: number;
};

/**
 * Accounts whose cached figures differ from their transfers: posted = credits - debits of `posted`
 * and `post_pending` transfers; pending = `pending` transfers minus their resolutions.
 */
export async function findBalanceMismatches(tx: Executor, limit: number): Promise<BalanceMismatch[]> {
  const result = await tx.execute(sql`
    with legs as (
      select debit_account_id as account_id,
        case when phase in ('posted', 'post_pending') then -amount_cents else 0 end as posted,
        case phase when 'pending' then amount_cents when 'posted' then 0 else -amount_cents end as debits_pending,
        0::bigint as credits_pending
      from ledger_transfers
      union all
      select credit_account_id,
        case when phase in ('posted', 'post_pending') then amount_cents else 0 end,
        0::bigint,
        case phase when 'pending' then amount_cents when 'posted' then 0 else -amount_cents end
      from ledger_transfers
    ), sums as (
      select account_id, sum(posted) as posted, sum(debits_pending) as debits_pending, sum(credits_pending) as credits_pending
      from legs group by account_id
    )
    select a.id as "accountId",
      a.balance_cents::text as "balanceCents", coalesce(s.posted, 0)::text as "expectedCents",
      a.debits_pending_cents::text as "debitsPendingCents", coalesce(s.debits_pending, 0)::text as "expectedDebitsPendingCents",
      a.credits_pending_cents::text as "creditsPendingCents", coalesce(s.credits_pending, 0)::text as "expectedCreditsPendingCents"
    from ledger_accounts a left join sums s on s.account_id = a.id
    where a.balance_cents <> coalesce(s.posted, 0)
      or a.debits_pending_cents <> coalesce(s.debits_pending, 0)
      or a.credits_pending_cents <> coalesce(s.credits_pending, 0)
    order by a.id
    limit ${limit}`);
  return rowsOf<Record<string, string>>(result).map((row) => ({
    accountId: String(row.accountId),
    balanceCents: Number(row.balanceCents),
    expectedCents: Number(row.expectedCents),
    debitsPendingCents: Number(row.debitsPendingCents),
    expectedDebitsPendingCents: Number(row.expectedDebitsPendingCents),
    creditsPendingCents: Number(row.creditsPendingCents),
    expectedCreditsPendingCents: Number(row.expectedCreditsPendingCents),
  }));
}

function ownedAccountsQuery(tx: Executor, userIds: readonly string[], kinds: readonly LedgerAccountKind[]) {
  return tx
    .select({ account: ledgerAccounts })
    .from(ledgerAccounts)
    .innerJoin(users, and(eq(users.id, ledgerAccounts.userId), eq(users.currency, ledgerAccounts.currency)))
    .where(and(uuidInSet(ledgerAccounts.userId, userIds), inArray(ledgerAccounts.kind, [...kinds])));
}

/** The accounts of `kinds` that `userIds` own in their own currency, one statement (at most one per user and kind). */
export async function findOwnedAccounts(tx: Executor, userIds: readonly string[], kinds: readonly LedgerAccountKind[]): Promise<LedgerAccountRow[]> {
  if (userIds.length === 0 || kinds.length === 0) return [];
  const rows = await ownedAccountsQuery(tx, userIds, kinds).limit(userIds.length * kinds.length);
  return rows.map((row) => row.account);
}

/** `findOwnedAccounts` locking the accounts (not the users) in id order, the ledger's one global order. */
export async function lockOwnedAccounts(tx: Transaction, userIds: readonly string[], kinds: readonly LedgerAccountKind[]): Promise<LedgerAccountRow[]> {
  if (userIds.length === 0 || kinds.length === 0) return [];
  const rows = await ownedAccountsQuery(tx, userIds, kinds).orderBy(asc(ledgerAccounts.id)).for('update', { of: ledgerAccounts });
  return rows.map((row) => row.account);
}

/**
 * `lockOwnedAccounts` as a subquery of a caller's statement (a CTE body: it must run once): the
 * accounts of `kinds` the users `usersOf` selects (a subquery answering user ids) own in their own
 * currency, locked in id order. Whole rows, for the caller to answer as `json_agg`.
 */
export function ownedAccountsLockedQuery(usersOf: SQL, kinds: readonly LedgerAccountKind[]): SQL {
  return sql`select a.* from ${ledgerAccounts} a join ${users} u on u.id = a.user_id and u.currency = a.currency
     where a.user_id in (${usersOf}) and a.kind = any(${sql.param([...kinds])}::text[])
     order by a.id for update of a`;
}

/**
 * Opens the accounts (user, kind) in each user's own currency, one statement; one that exists
 * already is left as it is (a concurrent first use). Answers nothing: read them after.
 */
export async function insertOwnedAccounts(tx: Executor, owned: readonly { userId: string; kind: LedgerAccountKind }[]): Promise<void> {
  if (owned.length === 0) return;
  const json = JSON.stringify(owned.map((each) => ({ user_id: each.userId, kind: each.kind })));
  await tx.execute(sql`
    insert into ${ledgerAccounts} (user_id, kind, currency)
    select u.id, v.kind, u.currency
      from jsonb_to_recordset(${json}::jsonb) as v(user_id uuid, kind text)
      join ${users} u on u.id = v.user_id
    on conflict do nothing`);
}

/** Locks many accounts in id order with one array parameter (bulk settlement). */
export async function lockAccountsBulk(tx: Transaction, accountIds: readonly string[]): Promise<LedgerAccountRow[]> {
  if (accountIds.length === 0) return [];
  return lockRowsInIdOrder(tx, ledgerAccounts, uuidInSet(ledgerAccounts.id, accountIds));
}

/** Inserts many transfers in one statement (one JSON parameter); returns the keys actually inserted (a taken key is skipped). */
export async function insertTransfersBulk(tx: Transaction, transfers: readonly NewTransfer[]): Promise<Set<string>> {
  if (transfers.length === 0) return new Set();
  const json = JSON.stringify(
    transfers.map((transfer) => ({
      idempotency_key: transfer.idempotencyKey,
      debit_account_id: transfer.debitAccountId,
      credit_account_id: transfer.creditAccountId,
      amount_cents: String(transfer.amountCents),
      code: transfer.code,
      phase: transfer.phase,
      pending_key: transfer.pendingKey,
      note: transfer.note,
      created_by: transfer.createdBy,
    })),
  );
  const result = await tx.execute(sql`
    insert into ${ledgerTransfers} (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, pending_key, note, created_by)
    select v.idempotency_key, v.debit_account_id, v.credit_account_id, v.amount_cents::bigint, v.code, v.phase, v.pending_key, v.note, v.created_by
      from jsonb_to_recordset(${json}::jsonb) as v(idempotency_key text, debit_account_id uuid, credit_account_id uuid, amount_cents text, code text, phase text, pending_key text, note text, created_by uuid)
    on conflict (idempotency_key) do nothing
    returning idempotency_key`);
  return new Set(rowsOf<{ idempotency_key: string }>(result).map((row) => row.idempotency_key));
}

export async function findTransfersByKeys(tx: Executor, keys: readonly string[]): Promise<LedgerTransferRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(ledgerTransfers)
    .where(sql`${ledgerTransfers.idempotencyKey} = any(${sql.param([...keys])}::text[])`)
    .limit(keys.length);
}

/** Adds each account's posted delta in one statement (one row update per account). */
export async function addToPostedBalances(tx: Transaction, deltas: ReadonlyMap<string, number>): Promise<void> {
  const changed = [...deltas].filter(([, cents]) => cents !== 0);
  if (changed.length === 0) return;
  const json = JSON.stringify(changed.map(([id, cents]) => ({ id, cents: String(cents) })));
  await tx.execute(sql`
    update ${ledgerAccounts} as a
       set balance_cents = a.balance_cents + v.cents::bigint
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, cents text)
     where a.id = v.id`);
}

/** A new posted transfer for `postTransfersLockingSystem`: owned rows by id, system rows by slot. */
export type HeldTransfer = Omit<NewTransfer, 'debitAccountId' | 'creditAccountId' | 'phase' | 'pendingKey'> & { debit: AccountRef; credit: AccountRef };

function refJson(ref: AccountRef) {
  return 'id' in ref ? { id: ref.id } : { kind: ref.slot.kind, currency: ref.slot.currency, shard: ref.slot.shard };
}

/**
 * Many new posted transfers in ONE statement: locks the system rows they name (id order, the
 * ledger's one global order; the caller holds every owned row already), inserts the transfers and
 * adds each account's net change. A system row that does not exist makes the insert fail (not
 * null): the caller's transaction fails as a whole. Answers how many transfers were inserted (a
 * taken key is skipped and moves nothing). `alongside`: the caller's own writes as data-modifying
 * CTEs run by the same statement, one round trip for both; their checks are evaluated by its final select.
 */
export async function postTransfersLockingSystem(tx: Transaction, transfers: readonly HeldTransfer[], alongside: CarriedWrites = noCarriedWrites): Promise<number> {
  if (transfers.length === 0) return 0;
  const json = JSON.stringify(
    transfers.map((transfer) => ({ key: transfer.idempotencyKey, d: refJson(transfer.debit), c: refJson(transfer.credit), amount: String(transfer.amountCents), code: transfer.code, note: transfer.note, created_by: transfer.createdBy })),
  );
  const result = await executeNamed(tx, sql`
    with ${alongside.ctes.length > 0 ? sql`${sql.join(alongside.ctes, sql`, `)}, ` : sql``}v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v(key text, d jsonb, c jsonb, amount text, code text, note text, created_by uuid)
    ), slots as (
      select distinct s->>'kind' as kind, s->>'currency' as currency, (s->>'shard')::int as shard
        from v, lateral (values (v.d), (v.c)) as side(s) where s ? 'kind'
    ), sys as (
      select a.id, a.kind, a.currency, a.shard from ${ledgerAccounts} a
        join slots on a.user_id is null and a.kind = slots.kind and a.currency = slots.currency and a.shard = slots.shard
       order by a.id for update of a
    ), t as (
      select v.key, coalesce((v.d->>'id')::uuid, ds.id) as debit_id, coalesce((v.c->>'id')::uuid, cs.id) as credit_id, v.amount::bigint as amount, v.code, v.note, v.created_by
        from v
        left join sys ds on ds.kind = v.d->>'kind' and ds.currency = v.d->>'currency' and ds.shard = (v.d->>'shard')::int
        left join sys cs on cs.kind = v.c->>'kind' and cs.currency = v.c->>'currency' and cs.shard = (v.c->>'shard')::int
    ), ins as (
      insert into ${ledgerTransfers} (idempotency_key, debit_account_id, credit_account_id, amount_cents, code, phase, note, created_by)
      select key, debit_id, credit_id, amount, code, 'posted', note, created_by from t
      on conflict (idempotency_key) do nothing
      returning debit_account_id, credit_account_id, amount_cents
    ), deltas as (
      select id, sum(cents) as cents from (
        select debit_account_id as id, -amount_cents as cents from ins union all select credit_account_id, amount_cents from ins
      ) as moves group by id
    ), upd as (
      update ${ledgerAccounts} as a set balance_cents = a.balance_cents + deltas.cents from deltas where a.id = deltas.id returning a.id
    )
    select (select count(*) from ins)::int as inserted, (select count(*) from upd)::int as updated, ${carriedSelected(alongside)}`);
  const row = rowsOf<{ inserted: number }>(result)[0];
  takeCarried(alongside, row);
  return Number(row?.inserted ?? 0);
}

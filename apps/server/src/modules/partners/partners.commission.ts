import { sql } from 'drizzle-orm';
import { addDays, dayOf, partnerCommissionCredited, partnerCommissionDay, splitNgrByCurrency, type PartnerDayRecord } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import { partnerCommissions } from '../../db/schema';
import { inTransaction, rowsOf } from '../../lib/transaction';
import { postEvent } from '../ledger';
import { dayStart, ngrMoves } from './partners.ngr';
import { readPartnerSettings } from './partners.settings';

/** The commission job's advisory lock: one instance computes a day at a time; the others skip. */
const commissionLockId = 7_301_482_914;
/** Days one run computes at most (a long outage catches up over a few runs). */
export const commissionDaysPerRunMax = 62;

type DuePartner = { id: string; user_id: string; currency: string; revenue_share_bp: number | null; next_day: string };

/** Each partner's next day to compute: the day after its last record, else the day it joined. */
async function duePartners(tx: Transaction): Promise<DuePartner[]> {
  return rowsOf<DuePartner>(
    await tx.execute(sql`
      select p.id, p.user_id, u.currency, p.revenue_share_bp,
        to_char(coalesce(max(c.day) + 1, (p.created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as next_day
      from partners p
      join users u on u.id = p.user_id
      left join partner_commissions c on c.partner_id = p.id
      group by p.id, u.currency`),
  );
}

/** The day's NGR by partner and currency, one grouped query over the ledger. */
async function ngrOfDay(tx: Transaction, day: string, partnerIds: readonly string[]) {
  const rows = rowsOf<{ partner_id: string; currency: string; ngr: string | number }>(
    await tx.execute(sql`
      select n.partner_id, n.currency, sum(n.house_gain) as ngr
      from ${ngrMoves({ partnerIds, from: dayStart(day), to: dayStart(addDays(day, 1)) })} n
      group by n.partner_id, n.currency`),
  );
  return rows.map((row) => ({ partnerId: row.partner_id, currency: row.currency, ngrCents: Number(row.ngr) }));
}

type StoredRecord = PartnerDayRecord & { partnerId: string };

async function previousRecords(tx: Transaction, day: string, partnerIds: readonly string[]): Promise<Map<string, StoredRecord>> {
  const rows = rowsOf<Record<string, string | number>>(
    await tx.execute(sql`
      select partner_id, to_char(day, 'YYYY-MM-DD') as day, ngr_cents, carried_ngr_cents, month_ngr_cents, revenue_share_bp, commission_cents, month_paid_cents
      from partner_commissions where day = ${addDays(day, -1)}::date and partner_id = any(${sql.param([...partnerIds])}::uuid[])`),
  );
  return new Map(
    rows.map((row) => [
      String(row.partner_id),
      {
        partnerId: String(row.partner_id),
        day: String(row.day),
        ngrCents: Number(row.ngr_cents),
        carriedNgrCents: Number(row.carried_ngr_cents),
        monthNgrCents: Number(row.month_ngr_cents),
        revenueShareBasisPoints: Number(row.revenue_share_bp),
        commissionCents: Number(row.commission_cents),
        monthPaidCents: Number(row.month_paid_cents),
      },
    ]),
  );
}

/** The commission id of a partner-day: the ledger key `partner:<id>:commission` is unique per partner and day. */
export const commissionIdOf = (partnerId: string, day: string) => `${partnerId}-${day}`;

/**
 * Computes the earliest day still due (at most `lastDay`) for every partner due on it, in one
 * transaction: records inserted once per (partner, day), commissions credited through the ledger with
 * keys of their own. Null when nothing is due or another instance holds the lock.
 */
async function computeNextDay(tx: Transaction, lastDay: string): Promise<{ day: string; credited: number } | null> {
  const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${commissionLockId}) as locked`))[0]?.locked;
  if (!locked) return null;
  const partners = await duePartners(tx);
  const day = partners.map((partner) => partner.next_day).sort()[0];
  if (day === undefined || day > lastDay) return null;
  const due = partners.filter((partner) => partner.next_day === day);
  const ids = due.map((partner) => partner.id);
  const ngr = await ngrOfDay(tx, day, ids);
  const previous = await previousRecords(tx, day, ids);
  const settings = await readPartnerSettings(tx);
  const records = due.map((partner) => {
    const split = splitNgrByCurrency(ngr.filter((row) => row.partnerId === partner.id), partner.currency);
    const revenueSharePercent = partner.revenue_share_bp === null ? settings.revenueSharePercent : partner.revenue_share_bp / 100;
    const record = partnerCommissionDay(previous.get(partner.id) ?? null, { day, ngrCents: split.commissionableCents, revenueSharePercent, negativeCarryOver: settings.negativeCarryOver });
    return { partner, record, otherCurrencyNgr: split.otherCents };
  });
  const inserted = await tx
    .insert(partnerCommissions)
    .values(
      records.map(({ partner, record, otherCurrencyNgr }) => ({
        partnerId: partner.id,
        day,
        currency: partner.currency,
        ngrCents: record.ngrCents,
        carriedNgrCents: record.carriedNgrCents,
        monthNgrCents: record.monthNgrCents,
        revenueShareBp: record.revenueShareBasisPoints,
        commissionCents: record.commissionCents,
        monthPaidCents: record.monthPaidCents,
        otherCurrencyNgr,
      })),
    )
    .onConflictDoNothing()
    .returning({ partnerId: partnerCommissions.partnerId });
  const fresh = new Set(inserted.map((row) => row.partnerId));
  let credited = 0;
  for (const { partner, record } of records) {
    if (!fresh.has(partner.id) || record.commissionCents === 0) continue;
    const event = partnerCommissionCredited({ commissionId: commissionIdOf(partner.id, day), partnerId: partner.user_id, currency: partner.currency, amountCents: record.commissionCents });
    await postEvent(tx, event, { note: `Revenue share ${day}` });
    credited += 1;
  }
  return { day, credited };
}

/**
 * The daily job: computes every day up to yesterday (UTC) not yet computed, oldest first, one
 * transaction a day. Safe to run twice and on several instances: the advisory lock lets one compute
 * a day at a time, the (partner, day) unique key and the ledger keys make a repeat credit nothing.
 */
export async function runPartnerCommissions(db: Database, nowMs: number): Promise<{ days: string[]; credited: number }> {
  const lastDay = addDays(dayOf(nowMs), -1);
  const days: string[] = [];
  let credited = 0;
  for (let run = 0; run < commissionDaysPerRunMax; run += 1) {
    const outcome = await inTransaction(db, (tx) => computeNextDay(tx, lastDay));
    if (!outcome) break;
    days.push(outcome.day);
    credited += outcome.credited;
  }
  return { days, credited };
}

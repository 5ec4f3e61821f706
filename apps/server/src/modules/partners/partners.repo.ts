import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { ledgerAccounts, partnerCampaigns, partnerClicks, partnerReferrals, partners, users, type PartnerCampaignRow, type PartnerRow, type UserRow } from '../../db/schema';
import { countRows, findRow } from '../../lib/query';
import { sessionsChanged } from '../../lib/session-cache';
import { insertedRow, rowsOf } from '../../lib/transaction';

export type PartnerWithUser = { partner: PartnerRow; user: UserRow };

export async function insertPartner(tx: Transaction, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  return insertedRow(await tx.insert(partners).values(values).returning(), 'partner');
}

export async function findPartnerBy(tx: Executor, by: { id: string } | { userId: string }): Promise<PartnerWithUser | undefined> {
  const where = 'id' in by ? eq(partners.id, by.id) : eq(partners.userId, by.userId);
  const rows = await tx.select({ partner: partners, user: users }).from(partners).innerJoin(users, eq(users.id, partners.userId)).where(where).limit(1);
  return rows[0];
}

export async function updatePartnerShare(tx: Transaction, id: string, revenueShareBp: number | null): Promise<void> {
  await tx.update(partners).set({ revenueShareBp }).where(eq(partners.id, id));
}

/** Blocks or unblocks the partner's login (the account status lives on the user). */
export async function setPartnerUserStatus(tx: Transaction, userId: string, status: 'active' | 'blocked'): Promise<void> {
  await tx.update(users).set({ status }).where(eq(users.id, userId));
  await sessionsChanged(tx, userId);
}

export async function insertCampaign(tx: Transaction, values: { partnerId: string; code: string; name: string }): Promise<PartnerCampaignRow> {
  return insertedRow(await tx.insert(partnerCampaigns).values({ ...values, codeKey: values.code.toLowerCase() }).returning(), 'partner campaign');
}

export async function campaignCount(tx: Executor, partnerId: string): Promise<number> {
  return countRows(tx, partnerCampaigns, eq(partnerCampaigns.partnerId, partnerId));
}

export async function findCampaignByCode(tx: Executor, code: string): Promise<PartnerCampaignRow | undefined> {
  return findRow(tx, partnerCampaigns, eq(partnerCampaigns.codeKey, code.toLowerCase()));
}

export type CampaignCounts = PartnerCampaignRow & { clicks: number; signups: number };

/** A partner's campaigns (oldest first) with lifetime clicks and sign-ups, two grouped counts. */
export async function campaignsWithCounts(tx: Executor, partnerId: string): Promise<CampaignCounts[]> {
  const clicks = tx
    .select({ campaignId: partnerClicks.campaignId, clicks: sql<number>`count(*)::int`.as('clicks') })
    .from(partnerClicks)
    .innerJoin(partnerCampaigns, eq(partnerCampaigns.id, partnerClicks.campaignId))
    .where(eq(partnerCampaigns.partnerId, partnerId))
    .groupBy(partnerClicks.campaignId)
    .as('clicks');
  const signups = tx
    .select({ campaignId: partnerReferrals.campaignId, signups: sql<number>`count(*)::int`.as('signups') })
    .from(partnerReferrals)
    .where(eq(partnerReferrals.partnerId, partnerId))
    .groupBy(partnerReferrals.campaignId)
    .as('signups');
  const rows = await tx
    .select({ campaign: partnerCampaigns, clicks: sql<number>`coalesce(${clicks.clicks}, 0)`, signups: sql<number>`coalesce(${signups.signups}, 0)` })
    .from(partnerCampaigns)
    .leftJoin(clicks, eq(clicks.campaignId, partnerCampaigns.id))
    .leftJoin(signups, eq(signups.campaignId, partnerCampaigns.id))
    .where(eq(partnerCampaigns.partnerId, partnerId))
    .orderBy(partnerCampaigns.createdAt, partnerCampaigns.id);
  return rows.map((row) => ({ ...row.campaign, clicks: Number(row.clicks), signups: Number(row.signups) }));
}

/** One click per campaign, day and visitor key; true when this one was new. */
export async function insertClick(tx: Transaction, values: { campaignId: string; day: string; visitorKey: string }): Promise<boolean> {
  const rows = await tx.insert(partnerClicks).values(values).onConflictDoNothing().returning({ id: partnerClicks.id });
  return rows.length > 0;
}

export async function insertReferral(tx: Transaction, values: { userId: string; partnerId: string; campaignId: string }): Promise<void> {
  await tx.insert(partnerReferrals).values(values).onConflictDoNothing();
}

/** The partner ledger account of a user: available (posted minus holds) and held by pending withdrawals. */
export async function partnerBalance(tx: Executor, userId: string, currency: string): Promise<{ availableCents: number; heldCents: number }> {
  const rows = await tx
    .select({ balance: ledgerAccounts.balanceCents, held: ledgerAccounts.debitsPendingCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'partner'), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  const row = rows[0];
  return row ? { availableCents: row.balance - row.held, heldCents: row.held } : { availableCents: 0, heldCents: 0 };
}

/** How many players each partner referred. */
export async function referredCounts(tx: Executor, partnerIds: readonly string[]): Promise<Map<string, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = rowsOf<{ partner_id: string; players: number }>(
    await tx.execute(sql`select partner_id, count(*)::int as players from partner_referrals where partner_id = any(${sql.param([...partnerIds])}::uuid[]) group by partner_id`),
  );
  return new Map(rows.map((row) => [row.partner_id, Number(row.players)]));
}

import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerKinds, partnerPayoutMethods, partnerWithdrawalStatuses, type PartnerKind, type PartnerPayoutMethod, type PartnerWithdrawalStatus } from '@oddsmith/core';
import { centsColumn, createdAtColumn, idColumn, inListCheck, statusColumn, timestampColumn, uuidRef } from './columns';
import { users } from './users';

/**
 * Partners (affiliates, docs/partners.md): a profile beside a `users` row of role `partner` (login,
 * status and currency live there); the commission balance is the ledger's `partner` account of that user.
 */
export const partners = pgTable(
  'partners',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PartnerKind>().notNull(),
    name: text('name').notNull(),
    website: text('website'),
    payoutMethod: text('payout_method').$type<PartnerPayoutMethod>().notNull(),
    payoutDetails: text('payout_details').notNull(),
    /** The partner's own revenue share in basis points (2500 = 25%); null = the `partners` setting's. */
    revenueShareBp: integer('revenue_share_bp'),
    termsAcceptedAt: timestampColumn('terms_accepted_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partners_user_unique').on(table.userId),
    index('partners_created_at_idx').on(table.createdAt),
    inListCheck('partners_kind_check', table.kind, partnerKinds),
    inListCheck('partners_payout_method_check', table.payoutMethod, partnerPayoutMethods),
    check('partners_revenue_share_bp_range', sql`${table.revenueShareBp} is null or (${table.revenueShareBp} >= 0 and ${table.revenueShareBp} <= 10000)`),
  ],
);
export type PartnerRow = typeof partners.$inferSelect;

/** A partner's tracking code (`?aff=CODE`); unique ignoring case (`code_key` is lower case). */
export const partnerCampaigns = pgTable(
  'partner_campaigns',
  {
    id: idColumn(),
    partnerId: uuidRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partner_campaigns_code_key_unique').on(table.codeKey),
    index('partner_campaigns_partner_idx').on(table.partnerId),
    check('partner_campaigns_code_key_lower', sql`${table.codeKey} = lower(${table.code})`),
  ],
);
export type PartnerCampaignRow = typeof partnerCampaigns.$inferSelect;

/**
 * One click per visitor, campaign and day: `visitor_key` is an HMAC of address, user agent and day
 * under a server secret (no personal data stored; keys of different days cannot be linked).
 */
export const partnerClicks = pgTable(
  'partner_clicks',
  {
    id: idColumn(),
    campaignId: uuidRef('campaign_id', () => partnerCampaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partner_clicks_daily_unique').on(table.campaignId, table.day, table.visitorKey),
    index('partner_clicks_day_idx').on(table.day),
  ],
);

/** Which partner and campaign a registration belongs to (the `affiliateId` cookie's code resolved). */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuidRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    campaignId: uuidRef('campaign_id', () => partnerCampaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('partner_referrals_partner_idx').on(table.partnerId, table.createdAt), index('partner_referrals_campaign_idx').on(table.campaignId)],
);

/**
 * The commission job's record of one partner-day (core's `PartnerDayRecord`): unique per partner and
 * day, so a second run or a second instance credits nothing more. `other_currency_ngr` keeps the NGR
 * of players in other currencies (not commissioned), cents by currency.
 */
export const partnerCommissions = pgTable(
  'partner_commissions',
  {
    id: idColumn(),
    partnerId: uuidRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    ngrCents: centsColumn('ngr_cents').notNull(),
    carriedNgrCents: centsColumn('carried_ngr_cents').notNull(),
    monthNgrCents: centsColumn('month_ngr_cents').notNull(),
    revenueShareBp: integer('revenue_share_bp').notNull(),
    commissionCents: centsColumn('commission_cents').notNull(),
    monthPaidCents: centsColumn('month_paid_cents').notNull(),
    otherCurrencyNgr: jsonb('other_currency_ngr').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partner_commissions_partner_day_unique').on(table.partnerId, table.day),
    index('partner_commissions_day_idx').on(table.day),
    check('partner_commissions_commission_non_negative', sql`${table.commissionCents} >= 0`),
    check('partner_commissions_carried_non_positive', sql`${table.carriedNgrCents} <= 0`),
  ],
);
export type PartnerCommissionRow = typeof partnerCommissions.$inferSelect;

/** A partner's payout request: the amount is held in the ledger until staff pay or reject it. */
export const partnerWithdrawals = pgTable(
  'partner_withdrawals',
  {
    id: idColumn(),
    partnerId: uuidRef('partner_id', () => partners.id, { onDelete: 'restrict' }),
    requestId: text('request_id').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: statusColumn<PartnerWithdrawalStatus>('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('partner_withdrawals_request_unique').on(table.partnerId, table.requestId),
    index('partner_withdrawals_partner_created_idx').on(table.partnerId, table.createdAt),
    index('partner_withdrawals_status_created_idx').on(table.status, table.createdAt),
    inListCheck('partner_withdrawals_status_check', table.status, partnerWithdrawalStatuses),
    check('partner_withdrawals_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type PartnerWithdrawalRow = typeof partnerWithdrawals.$inferSelect;

import { z } from 'zod';
import { accountFields, authResponseSchema, currencies, userAccountStatuses } from './contract';
import { amountSchema, envelopeOf, idParamsSchema, pagedQuery, pageResponseOf, positiveAmountCentsSchema, requestIdSchema } from './common';

/**
 * The partner (affiliate) API (PRODUCT.md section 8, issue 14): partner accounts and their own area
 * (`/api/partner/*`, route access `partner`), the public click tracking, and the staff's partner
 * screens (`/api/admin/partner*`, permission `partners.manage`). Money on the wire is decimals in the
 * partner's currency; parsed, cents.
 *
 * Errors (the usual envelope, `code` and `field`): 400 naming the field; 403 `FORBIDDEN` for a
 * partner calling player or staff routes and for anyone else calling partner routes;
 * 403 `PARTNER_ONLY` when a non-partner account logs in at `/api/partner/login`;
 * 409 `PARTNER_CODE_TAKEN` (field `code`), `ACCOUNT_TAKEN` (field `username` / `email`),
 * `PARTNER_WITHDRAWAL_BELOW_MINIMUM` / `PARTNER_INSUFFICIENT_BALANCE` (field `amount`),
 * `PARTNER_WITHDRAWAL_DECIDED` (the withdrawal is no longer pending). Nothing moves when a request fails.
 *
 * Commission (docs/partners.md): revenue share of the net gaming revenue (NGR) of the partner's
 * players, computed per day by a job: NGR = sportsbook stakes - returns (settled tickets) + exchange
 * commission + casino stakes - wins - bonuses granted. Only NGR in the partner's currency earns
 * commission (the product has no exchange rates); other currencies are shown in `otherCurrencyNgr`.
 */

export const partnerKinds = ['company', 'person'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const partnerPayoutMethods = ['bank_transfer', 'upi', 'crypto', 'other'] as const;
export type PartnerPayoutMethod = (typeof partnerPayoutMethods)[number];

export const partnerStatuses = userAccountStatuses;
export type PartnerStatus = (typeof partnerStatuses)[number];

export const partnerWithdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export type PartnerWithdrawalStatus = (typeof partnerWithdrawalStatuses)[number];

/** A partner code / campaign: 3 to 32 letters, digits, `_` or `-`; unique ignoring case. */
export const partnerCodePattern = /^[A-Za-z0-9_-]{3,32}$/;
export const partnerCodeSchema = z.string().trim().regex(partnerCodePattern, 'must be 3 to 32 letters, digits, _ or -');

const reasonSchema = z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters');
/** A calendar day (UTC) `YYYY-MM-DD`. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** An https address, at most 200 characters. */
export const partnerWebsiteSchema = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .refine((text) => {
    try {
      return new URL(text).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https:// address');

// ---- Account -----------------------------------------------------------------------------------

/**
 * `POST /api/partner/register` (public, 201): creates a user with role `partner` and its partner
 * profile, answers like the player login `{ user, token }`. `name` is the person's full name or the
 * company's legal name (by `kind`); `payoutDetails` is the account the commission is paid to (IBAN,
 * UPI id, wallet address…).
 */
export const partnerRegisterBodySchema = z.object({
  kind: z.enum(partnerKinds, { message: 'must be company or person' }),
  name: z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters'),
  ...accountFields,
  website: partnerWebsiteSchema.optional(),
  payoutMethod: z.enum(partnerPayoutMethods, { message: `must be one of ${partnerPayoutMethods.join(', ')}` }),
  payoutDetails: z.string().trim().min(4, 'must be at least 4 characters').max(200, 'must be at most 200 characters'),
  termsAccepted: z.literal(true, { message: 'must be accepted' }),
  currency: z.enum(currencies, { message: `must be one of ${currencies.join(', ')}` }),
});
export type PartnerRegisterBody = z.input<typeof partnerRegisterBodySchema>;

/** `POST /api/partner/login`: the player login's body and reply (`{ user, token }`, user.role `partner`). */
export { loginBodySchema as partnerLoginBodySchema } from './contract';
export const partnerAuthResponseSchema = authResponseSchema;

// ---- Own area ----------------------------------------------------------------------------------

/** A code / campaign with its lifetime counts. */
export const partnerCampaignSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  clicks: z.number().int(),
  signups: z.number().int(),
  createdAt: z.string(),
});
export type PartnerCampaign = z.infer<typeof partnerCampaignSchema>;

/** The partner's profile (their own view and the staff's). */
export const partnerProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  kind: z.enum(partnerKinds),
  name: z.string(),
  website: z.string().nullable(),
  payoutMethod: z.enum(partnerPayoutMethods),
  payoutDetails: z.string(),
  currency: z.string(),
  status: z.enum(partnerStatuses),
  /** The share in force: the partner's own override, else the setting's default. */
  revenueSharePercent: z.number(),
  /** True when `revenueSharePercent` is the partner's own override. */
  revenueShareOverridden: z.boolean(),
  /** Available to withdraw. */
  balance: amountSchema,
  /** Reserved by pending withdrawals. */
  pendingWithdrawals: amountSchema,
  /** The smallest withdrawal (setting `partners.minWithdrawalCents`). */
  minWithdrawal: amountSchema,
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** `GET /api/partner/me`. */
export const partnerMeSchema = z.object({ partner: partnerProfileSchema, campaigns: z.array(partnerCampaignSchema) });
export type PartnerMe = z.infer<typeof partnerMeSchema>;
export const partnerMeResponseSchema = envelopeOf(partnerMeSchema);

/**
 * `GET /api/partner/summary?from&to`: both days inclusive (UTC), default the last 30 days to
 * today, at most 366 days; `from` after `to` is a 400 naming `from`.
 */
export const partnerSummaryQuerySchema = z.object({ from: daySchema.optional(), to: daySchema.optional() });
export type PartnerSummaryQuery = z.infer<typeof partnerSummaryQuerySchema>;

const figureFields = {
  clicks: z.number().int(),
  signups: z.number().int(),
  /** Referred players whose first completed deposit fell in the period / day. */
  firstDepositors: z.number().int(),
  /** NGR in the partner's currency (negative when the players won). */
  ngr: amountSchema,
};

export const partnerTotalsSchema = z.object({ ...figureFields, commission: amountSchema });
/** One day; `commission` is what the job credited for it (0 until it has run). Every day of the period is listed. */
export const partnerDaySchema = z.object({ date: z.string(), ...figureFields, commission: amountSchema });
/** One campaign over the period (commission is computed per partner, not per campaign). */
export const partnerCampaignFiguresSchema = z.object({ campaignId: z.string(), code: z.string(), name: z.string(), ...figureFields });

export const partnerSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  totals: partnerTotalsSchema,
  days: z.array(partnerDaySchema),
  campaigns: z.array(partnerCampaignFiguresSchema),
  /** NGR of referred players in other currencies (not commissioned), e.g. `{ USD: 12.5 }`. */
  otherCurrencyNgr: z.record(z.string(), amountSchema),
});
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;
export const partnerSummaryResponseSchema = envelopeOf(partnerSummarySchema);

/** `GET /api/partner/campaigns`. */
export const partnerCampaignsResponseSchema = envelopeOf(z.object({ campaigns: z.array(partnerCampaignSchema) }));

/** `POST /api/partner/campaigns` (201): 409 `PARTNER_CODE_TAKEN` naming `code` when any partner has it (any case). */
export const createPartnerCampaignBodySchema = z.object({
  code: partnerCodeSchema,
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
});
export type CreatePartnerCampaignBody = z.input<typeof createPartnerCampaignBodySchema>;
export const partnerCampaignResponseSchema = envelopeOf(z.object({ campaign: partnerCampaignSchema }));

/**
 * `GET /api/partner/players`: the referred players, newest first. No personal data: the username is
 * masked (`jo***`), no e-mail, phone or birth date. `ngr` is lifetime, in the player's currency.
 */
export const partnerPlayersQuerySchema = pagedQuery({});
export const partnerPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  campaignCode: z.string().nullable(),
  currency: z.string(),
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  ngr: amountSchema,
});
export type PartnerPlayer = z.infer<typeof partnerPlayerSchema>;
export const partnerPlayersResponseSchema = pageResponseOf(partnerPlayerSchema);

/** A partner withdrawal (their own view; staff rows add the partner). */
export const partnerWithdrawalSchema = z.object({
  id: z.string(),
  amount: amountSchema,
  currency: z.string(),
  status: z.enum(partnerWithdrawalStatuses),
  /** Staff's reason on reject (or note on approve). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PartnerWithdrawal = z.infer<typeof partnerWithdrawalSchema>;

/** `GET /api/partner/withdrawals`: newest first, optional status. */
export const partnerWithdrawalsQuerySchema = pagedQuery({ status: z.enum(partnerWithdrawalStatuses).optional() });
export type PartnerWithdrawalsQuery = z.input<typeof partnerWithdrawalsQuerySchema>;
export const partnerWithdrawalsResponseSchema = pageResponseOf(partnerWithdrawalSchema);

/**
 * `POST /api/partner/withdrawals` (201): reserves `amount` from the balance until staff decide.
 * 409 `PARTNER_WITHDRAWAL_BELOW_MINIMUM` / `PARTNER_INSUFFICIENT_BALANCE` naming `amount`.
 * The same `requestId` again answers the first withdrawal, reserving nothing more.
 */
export const partnerWithdrawalBodySchema = z.object({ amount: positiveAmountCentsSchema, requestId: requestIdSchema });
export type PartnerWithdrawalBody = z.input<typeof partnerWithdrawalBodySchema>;
export const partnerWithdrawalResponseSchema = envelopeOf(z.object({ withdrawal: partnerWithdrawalSchema, balance: amountSchema }));

// ---- Click tracking ----------------------------------------------------------------------------

/**
 * `POST /api/partner/click` (public): the web calls it when it stores the `affiliateId` cookie from
 * `?aff=CODE`. Counted once per visitor per code per day; the visitor key is an HMAC of address,
 * user agent and day under a server secret, so no address or agent is stored and keys of different
 * days cannot be linked. An unknown code answers `recorded: false`.
 */
export const partnerClickBodySchema = z.object({ code: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters') });
export const partnerClickResponseSchema = envelopeOf(z.object({ recorded: z.boolean() }));

// ---- Staff -------------------------------------------------------------------------------------

/** `GET /api/admin/partners`: search matches username, e-mail, name or a code; newest first. */
export const adminPartnersQuerySchema = pagedQuery({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(partnerStatuses).optional(),
});
export type AdminPartnersQuery = z.input<typeof adminPartnersQuerySchema>;

export const adminPartnerRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  kind: z.enum(partnerKinds),
  name: z.string(),
  status: z.enum(partnerStatuses),
  currency: z.string(),
  revenueSharePercent: z.number(),
  balance: amountSchema,
  players: z.number().int(),
  createdAt: z.string(),
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRowSchema>;
export const adminPartnersResponseSchema = pageResponseOf(adminPartnerRowSchema);

export const partnerParamsSchema = idParamsSchema('a partner');

/** `GET /api/admin/partners/:id` and the reply of the PATCH. Lifetime figures, partner's currency. */
export const adminPartnerDetailSchema = z.object({
  partner: partnerProfileSchema,
  campaigns: z.array(partnerCampaignSchema),
  players: z.number().int(),
  ngr: amountSchema,
  commission: amountSchema,
  /** Negative NGR carried into the current month (0 when none or when carry-over is off). */
  carriedNgr: amountSchema,
});
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;
export const adminPartnerDetailResponseSchema = envelopeOf(adminPartnerDetailSchema);

/**
 * `PATCH /api/admin/partners/:id`: `revenueSharePercent` 0 … 100 (2 decimals at most) or null for
 * the setting's default; `status` blocks or unblocks the partner's login. Audited with before/after.
 */
export const updatePartnerBodySchema = z
  .object({
    revenueSharePercent: z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').multipleOf(0.01, 'must have at most 2 decimals').nullable().optional(),
    status: z.enum(partnerStatuses).optional(),
    reason: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  })
  .refine((body) => body.revenueSharePercent !== undefined || body.status !== undefined, { message: 'must change revenueSharePercent or status', path: ['revenueSharePercent'] });
export type UpdatePartnerBody = z.input<typeof updatePartnerBodySchema>;

/** `GET /api/admin/partner-history`: the commission job's day rows, newest first. */
export const partnerHistoryQuerySchema = pagedQuery({
  partnerId: z.uuid('must be a partner id').optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type PartnerHistoryQuery = z.input<typeof partnerHistoryQuerySchema>;
export const partnerHistoryRowSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerUsername: z.string(),
  day: z.string(),
  currency: z.string(),
  /** The day's NGR of the partner's players (partner's currency). */
  ngr: amountSchema,
  /** The month's NGR up to this day, including the carried-in negative. */
  monthNgr: amountSchema,
  /** Negative NGR carried into this day's month. */
  carriedNgr: amountSchema,
  revenueSharePercent: z.number(),
  /** Credited for this day (never negative). */
  commission: amountSchema,
  createdAt: z.string(),
});
export type PartnerHistoryRow = z.infer<typeof partnerHistoryRowSchema>;
export const partnerHistoryResponseSchema = pageResponseOf(partnerHistoryRowSchema);

export const partnerTxnKinds = ['commission', 'withdrawal_requested', 'withdrawal_paid', 'withdrawal_rejected'] as const;
export type PartnerTxnKind = (typeof partnerTxnKinds)[number];

/** `GET /api/admin/partner-recent-txn`: the partners' latest ledger movements, newest first. */
export const partnerRecentTxnQuerySchema = pagedQuery({
  partnerId: z.uuid('must be a partner id').optional(),
  kind: z.enum(partnerTxnKinds).optional(),
});
export type PartnerRecentTxnQuery = z.input<typeof partnerRecentTxnQuerySchema>;
export const partnerTxnSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  partnerUsername: z.string(),
  kind: z.enum(partnerTxnKinds),
  /** Positive; the partner's balance rises on commission and on a rejected withdrawal's return. */
  amount: amountSchema,
  currency: z.string(),
  /** The withdrawal it is about, if any. */
  withdrawalId: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerTxn = z.infer<typeof partnerTxnSchema>;
export const partnerRecentTxnResponseSchema = pageResponseOf(partnerTxnSchema);

/** `GET /api/admin/partner-withdrawals`: the withdrawal queue, oldest pending first when filtered by status `pending`. */
export const adminPartnerWithdrawalsQuerySchema = pagedQuery({
  partnerId: z.uuid('must be a partner id').optional(),
  status: z.enum(partnerWithdrawalStatuses).optional(),
});
export type AdminPartnerWithdrawalsQuery = z.input<typeof adminPartnerWithdrawalsQuerySchema>;
export const adminPartnerWithdrawalSchema = partnerWithdrawalSchema.extend({
  partnerId: z.string(),
  partnerUsername: z.string(),
  payoutMethod: z.enum(partnerPayoutMethods),
  payoutDetails: z.string(),
});
export type AdminPartnerWithdrawal = z.infer<typeof adminPartnerWithdrawalSchema>;
export const adminPartnerWithdrawalsResponseSchema = pageResponseOf(adminPartnerWithdrawalSchema);

/**
 * `POST /api/admin/partner-withdrawal`: approve (pays out through the ledger) or reject (returns the
 * money to the balance; `reason` required). Deciding a decided withdrawal the same way again answers
 * it unchanged; the other way is 409 `PARTNER_WITHDRAWAL_DECIDED`.
 */
export const partnerWithdrawalDecisionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ withdrawalId: z.uuid('must be a withdrawal id'), action: z.literal('approve'), reason: z.string().trim().max(500, 'must be at most 500 characters').optional() }),
    z.object({ withdrawalId: z.uuid('must be a withdrawal id'), action: z.literal('reject'), reason: reasonSchema }),
  ],
  { message: 'must be approve or reject' },
);
export type PartnerWithdrawalDecisionBody = z.input<typeof partnerWithdrawalDecisionBodySchema>;
export const partnerWithdrawalDecisionResponseSchema = envelopeOf(z.object({ withdrawal: adminPartnerWithdrawalSchema }));

/** Setting `partners` (staff settings): the defaults of the programme. */
export const partnerSettingsSchema = z.object({
  revenueSharePercent: z.number().min(0).max(100),
  negativeCarryOver: z.boolean(),
  minWithdrawalCents: z.number().int().min(0),
});
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>;
export const partnerSettingsDefault: PartnerSettings = { revenueSharePercent: 25, negativeCarryOver: true, minWithdrawalCents: 2000 };

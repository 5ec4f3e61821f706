import { z } from 'zod';
import { transferCodes } from '../ledger/transfers';
import {
  amountSchema,
  dateQuerySchema,
  envelopeOf,
  idParamsSchema,
  moneyFields,
  nonNegativeAmountCentsSchema,
  pagedQuery,
  pageOf,
  pageResponseOf,
  playerRefFields,
  positiveAmountCentsSchema,
  requestIdSchema,
} from './common';
import { currencies } from './contract';

/**
 * The bank API's shapes (docs/bank-api.md): payment methods, deposits, withdrawals, the wallet's
 * history and summary, staff transfers and their four-eyes approvals, the ledger reconcile report and
 * the sandbox payment provider. Amounts are decimals on the wire (cents inside the product).
 */

// ---- Enums (the database checks them too) ----

export const paymentMethodKinds = ['bank_transfer', 'card', 'upi', 'crypto'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** Who confirms a deposit: a payment-provider adapter (webhook) or staff (manual reference check). */
export const paymentProviders = ['sandbox', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const depositStatuses = ['pending', 'completed', 'failed', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const sandboxPaymentStatuses = ['pending', 'succeeded', 'failed'] as const;
export type SandboxPaymentStatus = (typeof sandboxPaymentStatuses)[number];

/** Holds (withdrawals) are `pending` until paid (`completed`) or returned (`voided`). */
export const transactionStatuses = ['pending', 'completed', 'voided'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const balanceApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type BalanceApprovalStatus = (typeof balanceApprovalStatuses)[number];

/** What the credit does once approved: house to a player's cash, or payment clearing to an agent's float. */
export const balanceApprovalKinds = ['player_credit', 'agent_funding'] as const;
export type BalanceApprovalKind = (typeof balanceApprovalKinds)[number];

const reasonSchema = z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters');
const userIdSchema = z.uuid('must be a user id');

/** Who asked (first fields of a deposit or withdrawal row). */
const paymentRowOwnerFields = { id: z.string(), ...playerRefFields };
/** How staff decided (last fields of a deposit or withdrawal row). */
const paymentRowDecisionFields = { reason: z.string().nullable(), createdAt: z.string(), decidedAt: z.string().nullable() };

/** Approving may note a reason; rejecting must give one. */
const approveBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});
const rejectBodySchema = z.object({ reason: reasonSchema });

/**
 * The requests about deposits or withdrawals (`what` names one in the id error): one by id, the lists
 * (paged and filtered by status; staff also filter by user, the player's own list has no userId
 * filter) and the staff's approve and reject bodies.
 */
/** Staff search: part of a player's username, or a player's (or the row's own) id. */
const userSearchSchema = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional();

/** Staff queues: how many requests each status has (under the same user filter), for the status tabs. */
export const statusCountsSchema = z.record(z.string(), z.number().int());
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** A page of a payment queue; the staff queue adds `counts` per status (the player's own list does not). */
function queuePageResponseOf<T extends z.ZodType>(row: T) {
  return envelopeOf(pageOf(row).extend({ counts: statusCountsSchema.optional() }));
}

function paymentRequestSchemas<const S extends readonly [string, ...string[]]>(what: string, statuses: S) {
  const status = z.enum(statuses).optional();
  return {
    params: idParamsSchema(what),
    staffQuery: pagedQuery({ status, userId: userIdSchema.optional(), user: userSearchSchema }),
    ownQuery: pagedQuery({ status }),
    approveBody: approveBodySchema,
    rejectBody: rejectBodySchema,
  };
}
const dateQuery = dateQuerySchema;

// ---- Payment methods ----

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(paymentMethodKinds),
  /** `sandbox`: paid on the provider's hosted page, confirmed by webhook; `manual`: staff confirm by reference. */
  provider: z.enum(paymentProviders),
  min: amountSchema,
  max: amountSchema,
  feeFixed: amountSchema,
  feeBasisPoints: z.number().int(),
  enabled: z.boolean(),
  displayOrder: z.number().int(),
  instructions: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const adminPaymentMethodSchema = paymentMethodSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

const paymentMethodFields = {
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  kind: z.enum(paymentMethodKinds),
  /** Named explicitly: no kind defaults to the sandbox (it lets a player credit themselves). */
  provider: z.enum(paymentProviders),
  min: positiveAmountCentsSchema,
  max: positiveAmountCentsSchema,
  feeFixed: nonNegativeAmountCentsSchema.optional(),
  feeBasisPoints: z.number().int().min(0).max(10_000).optional(),
  enabled: z.boolean().optional(),
  displayOrder: z.number().int().min(0).max(10_000).optional(),
  instructions: z.string().max(2000, 'must be at most 2000 characters').optional(),
};

export const createPaymentMethodBodySchema = z.object(paymentMethodFields);
export type CreatePaymentMethodBody = z.infer<typeof createPaymentMethodBodySchema>;

export const updatePaymentMethodBodySchema = z.object(paymentMethodFields).partial();
export type UpdatePaymentMethodBody = z.infer<typeof updatePaymentMethodBodySchema>;

export const paymentMethodParamsSchema = idParamsSchema('a payment method');

export const playerMethodsResponseSchema = envelopeOf(z.object({ methods: z.array(paymentMethodSchema) }));
export const adminMethodsResponseSchema = envelopeOf(z.object({ methods: z.array(adminPaymentMethodSchema) }));
export const adminMethodResponseSchema = envelopeOf(z.object({ method: adminPaymentMethodSchema }));
export const paymentMethodDeletedResponseSchema = envelopeOf(z.object({ id: z.string() }));

// ---- Deposits ----

/** What a deposit and a withdrawal request both carry: the method, the amount and the retry id. */
const paymentRequestFields = { methodId: z.uuid('must be a payment method id'), amount: positiveAmountCentsSchema };

export const depositBodySchema = z.object({ ...paymentRequestFields, requestId: requestIdSchema });
export type DepositBody = z.infer<typeof depositBodySchema>;

export const depositSchema = z.object({
  ...paymentRowOwnerFields,
  method: z.object({ id: z.string(), name: z.string(), kind: z.string(), provider: z.enum(paymentProviders) }),
  /** Credited to the wallet. */
  amount: amountSchema,
  fee: amountSchema,
  /** What the player pays: amount + fee. */
  total: amountSchema,
  currency: z.string(),
  status: z.enum(depositStatuses),
  /** Quote it with a manual transfer; staff match by it. */
  reference: z.string(),
  instructions: z.string(),
  /** Sandbox (provider) deposits while pending: the hosted payment page inside the app. */
  redirectUrl: z.string().nullable(),
  ...paymentRowDecisionFields,
});
export type Deposit = z.infer<typeof depositSchema>;

/** `ownDepositsQuerySchema` is the player's own list: no userId filter. */
export const { params: depositParamsSchema, staffQuery: depositsQuerySchema, ownQuery: ownDepositsQuerySchema, approveBody: approveDepositBodySchema, rejectBody: rejectDepositBodySchema } =
  paymentRequestSchemas('a deposit', depositStatuses);
export type DepositsQuery = z.infer<typeof depositsQuerySchema>;

/** What a payment provider POSTs to the deposit webhook. */
export const depositWebhookBodySchema = z.object({
  paymentId: z.string().min(1).max(64),
  merchantReference: z.uuid(),
  status: z.enum(['succeeded', 'failed']),
  amount: z.number(),
  currency: z.string().min(3).max(3),
});
export type DepositWebhookBody = z.infer<typeof depositWebhookBodySchema>;

export const depositResponseSchema = envelopeOf(z.object({ deposit: depositSchema }));
export const depositsResponseSchema = queuePageResponseOf(depositSchema);
export const depositWebhookResponseSchema = envelopeOf(z.object({ depositId: z.string(), status: z.enum(depositStatuses), credited: z.boolean() }));

// ---- Withdrawals ----

/** Payout details as the method asks for them (IBAN, UPI id, wallet address...): short strings only. */
const withdrawalDetailsSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'keys must be short identifiers'), z.string().trim().min(1).max(200))
  .refine((details) => Object.keys(details).length >= 1 && Object.keys(details).length <= 10, 'must have 1 to 10 fields');

export const withdrawalBodySchema = z.object({ ...paymentRequestFields, details: withdrawalDetailsSchema, requestId: requestIdSchema });
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalSchema = z.object({
  ...paymentRowOwnerFields,
  method: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  /** Taken from the wallet; the player receives `payout` = amount - fee. */
  amount: amountSchema,
  fee: amountSchema,
  payout: amountSchema,
  currency: z.string(),
  details: z.record(z.string(), z.string()),
  status: z.enum(withdrawalStatuses),
  ...paymentRowDecisionFields,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `ownWithdrawalsQuerySchema` is the player's own list: no userId filter. */
export const {
  params: withdrawalParamsSchema,
  staffQuery: withdrawalsQuerySchema,
  ownQuery: ownWithdrawalsQuerySchema,
  approveBody: approveWithdrawalBodySchema,
  rejectBody: rejectWithdrawalBodySchema,
} = paymentRequestSchemas('a withdrawal', withdrawalStatuses);
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;

export const withdrawalResponseSchema = envelopeOf(z.object({ withdrawal: withdrawalSchema, balance: amountSchema }));
export const withdrawalDecisionResponseSchema = envelopeOf(z.object({ withdrawal: withdrawalSchema }));
export const withdrawalsResponseSchema = queuePageResponseOf(withdrawalSchema);

// ---- Balance approvals (four eyes) ----

const staffRefSchema = z.object({ id: z.string(), username: z.string().nullable() });

/** One four-eyes request: a staff credit above the threshold, waiting for (or decided by) a second staff member. */
export const balanceApprovalSchema = z.object({
  id: z.string(),
  /** The player (or cash agent, for `agent_funding`) to be credited. */
  userId: z.string(),
  username: z.string().nullable(),
  kind: z.enum(balanceApprovalKinds),
  ...moneyFields,
  note: z.string(),
  status: z.enum(balanceApprovalStatuses),
  requestedBy: staffRefSchema,
  decidedBy: staffRefSchema.nullable(),
  /** The approver's note or the rejection reason. */
  reason: z.string().nullable(),
  /** The ledger transfer the approval posted. */
  transferId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BalanceApproval = z.infer<typeof balanceApprovalSchema>;

export const balanceApprovalsQuerySchema = pagedQuery({ status: z.enum(balanceApprovalStatuses).optional() });
export type BalanceApprovalsQuery = z.infer<typeof balanceApprovalsQuerySchema>;

export const balanceApprovalParamsSchema = idParamsSchema('an approval request');
export const approveBalanceApprovalBodySchema = z.object({ note: z.string().trim().max(500, 'must be at most 500 characters').optional() }).default({});
export const rejectBalanceApprovalBodySchema = rejectBodySchema;

/** A threshold: 0 (every credit needs a second pair of eyes) up to 100,000,000.00. */
const thresholdCentsSchema = nonNegativeAmountCentsSchema.refine((cents) => cents <= 10_000_000_000, 'must be at most 100000000');

/** Any subset of the currencies; the others keep their threshold. */
export const approvalSettingsBodySchema = z.object({
  thresholds: z
    .strictObject(
      Object.fromEntries(currencies.map((currency) => [currency, thresholdCentsSchema.optional()])) as Record<
        (typeof currencies)[number],
        z.ZodOptional<typeof thresholdCentsSchema>
      >,
    )
    .refine((thresholds) => Object.values(thresholds).some((value) => value !== undefined), `must name at least one of ${currencies.join(', ')}`),
});
export type ApprovalSettingsBody = z.infer<typeof approvalSettingsBodySchema>;

export const approvalSettingsSchema = z.object({
  /** A staff credit above this amount (per currency) waits for a second staff member. */
  thresholds: z.record(z.string(), amountSchema),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

export const balanceApprovalsResponseSchema = pageResponseOf(balanceApprovalSchema);
export const balanceApprovalResponseSchema = envelopeOf(z.object({ approval: balanceApprovalSchema }));
export const approvalSettingsResponseSchema = envelopeOf(approvalSettingsSchema);

// ---- Wallet: history, summary, staff payments and transfers ----

const walletHistoryFilters = {
  code: z.enum(transferCodes).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  status: z.enum(transactionStatuses).optional(),
};
/** The player's own wallet history (`to` is exclusive). */
export const walletHistoryQuerySchema = pagedQuery(walletHistoryFilters);
export type WalletHistoryQuery = z.output<typeof walletHistoryQuerySchema>;

/** Staff: one player's wallet history (the same rows). */
export const creditHistoryQuerySchema = pagedQuery({ ...walletHistoryFilters, userId: userIdSchema });
export type CreditHistoryQuery = z.output<typeof creditHistoryQuerySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  wallet: z.enum(['cash', 'bonus']),
  /** `amount` is signed from the player's side: + in, - out. */
  ...moneyFields,
  /** Holds (withdrawals) are `pending` until paid (`completed`) or returned (`voided`). */
  status: z.enum(transactionStatuses),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = pageResponseOf(transactionSchema);

export const bankSummarySchema = z.object({
  currency: z.string(),
  /** Spendable cash (posted minus holds). */
  balance: amountSchema,
  bonusBalance: amountSchema,
  pendingWithdrawals: z.object({ count: z.number().int(), amount: amountSchema }),
  pendingDeposits: z.object({ count: z.number().int(), amount: amountSchema }),
});
export type BankSummary = z.infer<typeof bankSummarySchema>;
export const bankSummaryResponseSchema = envelopeOf(bankSummarySchema);

export const paymentsQuerySchema = pagedQuery({
  code: z.enum(transferCodes).optional(),
  userId: userIdSchema.optional(),
  user: userSearchSchema,
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

const paymentPartySchema = z.object({ kind: z.string(), userId: z.string().nullable(), username: z.string().nullable() });
export type PaymentParty = z.infer<typeof paymentPartySchema>;

/** Staff: one ledger transfer with both sides named. */
export const ledgerPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  code: z.string(),
  phase: z.string(),
  ...moneyFields,
  debit: paymentPartySchema,
  credit: paymentPartySchema,
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  idempotencyKey: z.string(),
});
export type LedgerPayment = z.infer<typeof ledgerPaymentSchema>;
export const paymentsResponseSchema = pageResponseOf(ledgerPaymentSchema);

export const transferBalanceBodySchema = z.object({
  userId: userIdSchema,
  amount: positiveAmountCentsSchema,
  direction: z.enum(['credit', 'debit']),
  note: reasonSchema,
  /** Required: one per attempt, reused on a retry, so a retried request moves money (and is audited) once. */
  requestId: requestIdSchema,
});
export type TransferBalanceBody = z.infer<typeof transferBalanceBodySchema>;

/** 200: the money moved. */
export const transferBalanceDoneSchema = z.object({ transferId: z.string(), userId: z.string(), balance: amountSchema, agentBalance: amountSchema.nullable() });
export type TransferBalanceDone = z.infer<typeof transferBalanceDoneSchema>;
export const transferBalanceResponseSchema = envelopeOf(transferBalanceDoneSchema);

/** 202: a staff credit above the approval threshold waits for a second staff member; nothing moved yet. */
export const transferBalancePendingSchema = z.object({ userId: z.string(), balance: amountSchema, pendingApproval: balanceApprovalSchema });
export type TransferBalancePending = z.infer<typeof transferBalancePendingSchema>;
export const transferPendingResponseSchema = envelopeOf(transferBalancePendingSchema);

// ---- Ledger reconcile (staff) ----

/** The report's figures: integer cents (an operator's proof, not a wallet display) and counts. */
const centsOrCount = z.number().int();

export const reconcileMismatchSchema = z.object({
  accountId: z.string(),
  balanceCents: centsOrCount,
  expectedCents: centsOrCount,
  debitsPendingCents: centsOrCount,
  expectedDebitsPendingCents: centsOrCount,
  creditsPendingCents: centsOrCount,
  expectedCreditsPendingCents: centsOrCount,
});
export type ReconciliationMismatch = z.infer<typeof reconcileMismatchSchema>;

/** Figures in cents: this is an operator's proof, not a wallet display. */
export const reconciliationSchema = z.object({
  ok: z.boolean(),
  totalCents: centsOrCount,
  debitsPendingCents: centsOrCount,
  creditsPendingCents: centsOrCount,
  accountCount: centsOrCount,
  transferCount: centsOrCount,
  openHoldCount: centsOrCount,
  mismatches: z.array(reconcileMismatchSchema),
  checkedAt: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconcileResponseSchema = envelopeOf(reconciliationSchema);

// ---- Sandbox payment provider (development) ----

export const sandboxParamsSchema = idParamsSchema('a sandbox payment');
export const sandboxOutcomes = ['success', 'fail'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];
export const sandboxCompleteBodySchema = z.object({ outcome: z.enum(sandboxOutcomes) });

export const sandboxPaymentSchema = z.object({
  id: z.string(),
  merchantReference: z.string(),
  /** `amount`: what the payer pays at the provider (deposit amount plus fee). */
  ...moneyFields,
  status: z.enum(sandboxPaymentStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

export const sandboxPaymentResponseSchema = envelopeOf(z.object({ payment: sandboxPaymentSchema }));
export const sandboxCompletionSchema = z.object({ payment: sandboxPaymentSchema, webhook: z.object({ delivered: z.boolean(), statusCode: z.number().int() }) });
export type SandboxCompletion = z.infer<typeof sandboxCompletionSchema>;
export const sandboxCompleteResponseSchema = envelopeOf(sandboxCompletionSchema);

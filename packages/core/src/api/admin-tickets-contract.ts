import { z } from 'zod';
import { betslipLegsMax } from '../betslip/limits';
import { deadHeatTiedCountMax } from '../settlement/limits';
import { amountSchema, idParamsSchema, pageSchema, playerRefFields, withPageDepthCap } from './common';
import { apiTicketSchema, apiTicketStatuses, ticketBetTypes } from './betting-contract';

/**
 * The staff tickets API (PRODUCT.md section 11, docs/betting-api.md): whose ticket it is, its
 * ledger and audit trail, and the manual void and settlement. Amounts are decimals in the
 * ticket's currency.
 */

export const adminTicketsPageSizeMax = 100;
export const adminTicketsPageSizeDefault = 20;

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: 'must be an ISO date or date-time' });

/** `GET /api/admin/tickets` query: every filter optional; `page` from 1. */
export const adminTicketQuerySchema = withPageDepthCap(
  z.object({
    status: z.enum([...apiTicketStatuses, 'open', 'settled']).optional(),
    betType: z.enum(ticketBetTypes).optional(),
    /** Exact user id, or part of a username (case-insensitive). */
    user: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    eventId: z.uuid('must be an event id').optional(),
    marketId: z.string().trim().min(1).max(128, 'must be at most 128 characters').optional(),
    /** ISO dates bounding `placedAt`. */
    from: isoDateOrTime.optional(),
    to: isoDateOrTime.optional(),
    page: pageSchema,
    pageSize: z.coerce.number().int().min(1).max(adminTicketsPageSizeMax).default(adminTicketsPageSizeDefault),
  }),
  'pageSize',
);
/** What the server reads (page and pageSize filled in). */
export type AdminTicketQueryParsed = z.output<typeof adminTicketQuerySchema>;
/** What a client sends: every field optional (the coerced input type is `unknown`, so it is not used here). */
export type AdminTicketQuery = Partial<AdminTicketQueryParsed>;

export const adminTicketParamsSchema = idParamsSchema('a ticket');

/** Why staff acted: required on every void, settlement and re-result of a settled market. */
export const staffReasonSchema = z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters');

/** `POST /api/admin/tickets/:id/void` `{ reason }`. */
export const adminVoidTicketRequestSchema = z.object({ reason: staffReasonSchema });
export type AdminVoidTicketRequest = z.infer<typeof adminVoidTicketRequestSchema>;

const settleLegSchema = z
  .object({
    legIndex: z.number().int().min(0).max(betslipLegsMax - 1),
    outcome: z.enum(['won', 'lost', 'void', 'dead_heat']),
    deadHeatCount: z.number().int().min(2, 'must be at least 2').max(deadHeatTiedCountMax).optional(),
  })
  .superRefine((leg, context) => {
    if (leg.outcome === 'dead_heat' && leg.deadHeatCount === undefined) context.addIssue({ code: 'custom', path: ['deadHeatCount'], message: 'is required with dead_heat' });
    if (leg.outcome !== 'dead_heat' && leg.deadHeatCount !== undefined) context.addIssue({ code: 'custom', path: ['deadHeatCount'], message: 'is allowed only with dead_heat' });
  });

/**
 * `POST /api/admin/tickets/:id/settle`: settles an open ticket by hand or resettles a settled one;
 * every leg gets an outcome (`deadHeatCount` only with `dead_heat`, 2 or more).
 */
export const adminSettleTicketRequestSchema = z.object({
  legs: z.array(settleLegSchema).min(1, 'must name every leg').max(betslipLegsMax),
  reason: staffReasonSchema,
});
export type AdminSettleTicketRequest = z.infer<typeof adminSettleTicketRequestSchema>;

/** Staff see whose ticket it is and its settlement trail. */
export const apiAdminTicketSchema = apiTicketSchema.extend({
  ...playerRefFields,
  currency: z.string(),
  requestId: z.string(),
  /** 0 while open; 1 after the first settlement; +1 per resettlement. */
  settlementSeq: z.number().int(),
  /** Staff's reason for the last manual void / settlement / resettlement. */
  settleReason: z.string().nullable(),
});
export type ApiAdminTicket = z.infer<typeof apiAdminTicketSchema>;

export const adminTicketListSchema = z.object({ tickets: z.array(apiAdminTicketSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminTicketList = z.infer<typeof adminTicketListSchema>;

/** One ledger transfer of a ticket (stake, payout, refund, resettlement reversal, cash-out). */
export const apiTicketLedgerLineSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: amountSchema,
  /** `player-cash`, `player-bonus` or `house`: which side the money left and reached. */
  from: z.string(),
  to: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
});
export type ApiTicketLedgerLine = z.infer<typeof apiTicketLedgerLineSchema>;

/** An audit entry of a staff action on the ticket. */
export const apiTicketAuditLineSchema = z.object({ action: z.string(), actor: z.string(), reason: z.string().nullable(), at: z.string() });
export type ApiTicketAuditLine = z.infer<typeof apiTicketAuditLineSchema>;

/** `GET /api/admin/tickets/:id`, and the answer of a void or settlement. */
export const adminTicketDetailSchema = z.object({ ticket: apiAdminTicketSchema, ledger: z.array(apiTicketLedgerLineSchema), audit: z.array(apiTicketAuditLineSchema) });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

import { z } from 'zod';
import { apiTicketStatuses, deadHeatTiedCountMax, ticketBetTypes, betslipLegsMax } from '@oddsmith/core';
import { amountSchema } from '../../lib/amount';
import { envelopeOf } from '../../lib/envelope';
import { pageSchema, withPageDepthCap } from '../../lib/paging';
import { ticketViewSchema } from '../betting';

/** Staff tickets API (shapes: core's betting-contract.ts, AdminTicket*). */

export const adminTicketsPageSizeMax = 100;
export const adminTicketsPageSizeDefault = 20;

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: 'must be an ISO date or date-time' });

export const adminTicketQuerySchema = withPageDepthCap(
  z.object({
    status: z.enum([...apiTicketStatuses, 'open', 'settled']).optional(),
    betType: z.enum(ticketBetTypes).optional(),
    user: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    eventId: z.uuid('must be an event id').optional(),
    marketId: z.string().trim().min(1).max(128, 'must be at most 128 characters').optional(),
    from: isoDateOrTime.optional(),
    to: isoDateOrTime.optional(),
    page: pageSchema,
    pageSize: z.coerce.number().int().min(1).max(adminTicketsPageSizeMax).default(adminTicketsPageSizeDefault),
  }),
  'pageSize',
);
export type AdminTicketQueryParsed = z.infer<typeof adminTicketQuerySchema>;

export const ticketParamsSchema = z.object({ id: z.uuid('must be a ticket id') });

/** Why staff acted: required on every void, settlement and re-result of a settled market. */
export const reasonSchema = z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters');

export const voidTicketBodySchema = z.object({ reason: reasonSchema });
export type VoidTicketBody = z.infer<typeof voidTicketBodySchema>;

export const settleTicketBodySchema = z.object({
  legs: z
    .array(
      z
        .object({
          legIndex: z.number().int().min(0).max(betslipLegsMax - 1),
          outcome: z.enum(['won', 'lost', 'void', 'dead_heat']),
          deadHeatCount: z.number().int().min(2, 'must be at least 2').max(deadHeatTiedCountMax).optional(),
        })
        .superRefine((leg, context) => {
          if (leg.outcome === 'dead_heat' && leg.deadHeatCount === undefined) context.addIssue({ code: 'custom', path: ['deadHeatCount'], message: 'is required with dead_heat' });
          if (leg.outcome !== 'dead_heat' && leg.deadHeatCount !== undefined) context.addIssue({ code: 'custom', path: ['deadHeatCount'], message: 'is allowed only with dead_heat' });
        }),
    )
    .min(1, 'must name every leg')
    .max(betslipLegsMax),
  reason: reasonSchema,
});
export type SettleTicketBody = z.infer<typeof settleTicketBodySchema>;

export const adminTicketSchema = ticketViewSchema.extend({
  userId: z.string(),
  username: z.string(),
  currency: z.string(),
  requestId: z.string(),
  settlementSeq: z.number().int(),
  settleReason: z.string().nullable(),
});

export const ticketLedgerLineSchema = z.object({
  id: z.string(),
  code: z.string(),
  amount: amountSchema,
  from: z.string(),
  to: z.string(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
});

export const ticketAuditLineSchema = z.object({ action: z.string(), actor: z.string(), reason: z.string().nullable(), at: z.string() });

export const adminTicketListResponseSchema = envelopeOf(z.object({ tickets: z.array(adminTicketSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }));
export const adminTicketDetailSchema = z.object({ ticket: adminTicketSchema, ledger: z.array(ticketLedgerLineSchema), audit: z.array(ticketAuditLineSchema) });
export const adminTicketDetailResponseSchema = envelopeOf(adminTicketDetailSchema);

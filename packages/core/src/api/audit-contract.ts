import { z } from 'zod';
import { dateQuerySchema, envelopeOf, pagedQuery, pageOf } from './common';

/**
 * `GET /api/admin/history`: the audit log of staff actions, newest first, filtered by the staff
 * member (`actorId`), the action, what it was done to (`targetType`, `targetId`, e.g. a user's id)
 * and the period (`from` inclusive, `to` exclusive).
 */
export const historyQuerySchema = pagedQuery({
  actorId: z.uuid('must be a staff member id').optional(),
  action: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  targetType: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  targetId: z.string().trim().min(1).max(128, 'must be at most 128 characters').optional(),
  from: dateQuerySchema.optional(),
  to: dateQuerySchema.optional(),
}).refine((query) => !query.from || !query.to || query.from < query.to, { message: 'must be after from', path: ['to'] });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
export type HistoryQueryInput = z.input<typeof historyQuerySchema>;

/**
 * One staff action. `detail` holds what the action recorded: `before` and `after` for a change,
 * `reason` where one was given, and the action's own facts (amounts, ids).
 */
export const auditRowSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The username when the target is a user, for the link to their page. */
  targetLabel: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const historyPageSchema = pageOf(auditRowSchema);
export const historyResponseSchema = envelopeOf(historyPageSchema);

/** `GET /api/admin/history/facets`: what the filters offer (every action and staff member in the log). */
export const historyFacetsSchema = z.object({
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
  actors: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type HistoryFacets = z.infer<typeof historyFacetsSchema>;
export const historyFacetsResponseSchema = envelopeOf(historyFacetsSchema);

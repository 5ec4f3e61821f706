import { z } from 'zod';
import { envelopeOf, pageOf, pageQuerySchema } from './common';

/** `GET /api/admin/history`: the audit log of staff actions, newest first. */
export const historyQuerySchema = pageQuerySchema;
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const auditRowSchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const historyPageSchema = pageOf(auditRowSchema);
export const historyResponseSchema = envelopeOf(historyPageSchema);

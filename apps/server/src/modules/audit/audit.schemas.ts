import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQuerySchema } from '../../lib/paging';

export const historyQuerySchema = pageQuerySchema;

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

export const historyResponseSchema = envelopeOf(pageOf(auditRowSchema));

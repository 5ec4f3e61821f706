import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { pageOf, pageQuerySchema } from '../../lib/paging';

export const outboxQuerySchema = pageQuerySchema;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const outboxResponseSchema = envelopeOf(pageOf(outboxMailSchema));

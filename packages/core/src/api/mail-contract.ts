import { z } from 'zod';
import { envelopeOf, pageOf, pageQuerySchema } from './common';

/** `GET /api/admin/outbox`: the e-mails the server sent (the dev substitute for a mail server), newest first. */
export const outboxQuerySchema = pageQuerySchema;
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = pageOf(outboxMailSchema);
export const outboxResponseSchema = envelopeOf(outboxPageSchema);

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
  /** The HTML part (one-time links redacted like the text); null for a text-only mail. */
  html: z.string().nullable(),
  /** The template and language it was rendered from; null for a text-only mail. */
  template: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = pageOf(outboxMailSchema);
export const outboxResponseSchema = envelopeOf(outboxPageSchema);

import { z } from 'zod';
import { envelopeOf, idParamsSchema, pagedQuery, pageResponseOf, requestIdSchema } from './common';

/**
 * Messages (issue 16): staff write to one player or to a segment; each player reads them in their
 * inbox at `/messages` with a read state, and may reply, which opens a support conversation
 * (support-chat-contract.ts). Plain text only: no HTML is ever stored or rendered; the web makes
 * http(s) links clickable itself.
 */

export const messageSubjectLengthMax = 120;
export const messageBodyLengthMax = 4000;

/** Trimmed plain text between 1 and `max` characters; `<` followed by a letter, `/` or `!` (markup) is refused. */
export function plainTextSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !/<[a-zA-Z/!]/.test(text), 'must be plain text (no HTML)');
}

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'));

/** Who receives a message: one player, or a segment of players (active accounts only). */
export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), userId: z.uuid('must be a player id') }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('country'), country: countryCodeSchema }),
  /** Players with at least one credited deposit. */
  z.object({ kind: z.literal('deposited') }),
  /** Players attributed to one partner. */
  z.object({ kind: z.literal('partner'), partnerId: z.uuid('must be a partner id') }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/**
 * The audience as the server answers it: the same shape without the input transform (upper-casing
 * the country), which a response schema cannot encode.
 */
export const messageAudienceViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), userId: z.string() }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('country'), country: z.string() }),
  z.object({ kind: z.literal('deposited') }),
  z.object({ kind: z.literal('partner'), partnerId: z.string() }),
]);
export const messageAudienceKinds = ['player', 'all', 'country', 'deposited', 'partner'] as const;

/** `POST /api/admin/messages`: idempotent by `requestId`. */
export const sendMessageBodySchema = z.object({
  subject: plainTextSchema(messageSubjectLengthMax),
  body: plainTextSchema(messageBodyLengthMax),
  audience: messageAudienceSchema,
  requestId: requestIdSchema,
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** One sent message as staff see it. */
export const sentMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: messageAudienceViewSchema,
  /** A readable label of the audience (player's username, country, partner's name). */
  audienceLabel: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  replies: z.number().int(),
  sentBy: z.object({ id: z.string(), username: z.string() }),
  createdAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const sendMessageResponseSchema = envelopeOf(z.object({ message: sentMessageSchema }));
export const sentMessagesQuerySchema = pagedQuery({});
export const sentMessagesResponseSchema = pageResponseOf(sentMessageSchema);

/** `GET /api/admin/messages/audience-count?kind=...&country=..&partnerId=..&userId=..`: how many would receive it. */
export const audienceCountQuerySchema = z.object({
  kind: z.enum(messageAudienceKinds),
  userId: z.uuid('must be a player id').optional(),
  country: countryCodeSchema.optional(),
  partnerId: z.uuid('must be a partner id').optional(),
});
export const audienceCountResponseSchema = envelopeOf(z.object({ recipients: z.number().int() }));

/** One message in a player's inbox. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Shown as the sender: the operator's support team, never a staff member's login. */
  from: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The support conversation the player's reply opened, if any. */
  conversationId: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxQuerySchema = pagedQuery({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const inboxResponseSchema = pageResponseOf(inboxMessageSchema);
export const inboxUnreadResponseSchema = envelopeOf(z.object({ unread: z.number().int() }));
export const inboxMessageIdParamsSchema = idParamsSchema('message');
export const inboxMessageResponseSchema = envelopeOf(z.object({ message: inboxMessageSchema, unread: z.number().int() }));

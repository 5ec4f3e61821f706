import { z } from 'zod';
import { amountSchema, envelopeOf, idParamsSchema, pagedQuery, pageResponseOf, requestIdSchema } from './common';
import { plainTextSchema } from './messages-contract';
import { chatHistoryPageMax, chatMessageLengthMax } from './support-chat-limits';

/**
 * The live support chat (issue 16). A player (or a guest from the login page, with an e-mail for
 * follow-up) writes; the conversation waits in the staff queue until a support account takes it;
 * answers arrive live on the private socket. Plain text only; links are made clickable by the web,
 * never by the server. History is in the database, so it survives a reload and a restart.
 *
 * Sockets (server → client):
 * - `supportMessage` `{ conversationId, message }`: to the player's private room (or the guest's
 *   conversation room) and to the staff room (sockets of staff holding `support.chat`).
 * - `supportConversation` `{ conversation }`: a conversation changed (new, assigned, transferred,
 *   closed, receipts): to the same places.
 * - `supportTyping` `{ conversationId, side, name, typing }`: to the other side only.
 * Client → server: `supportTyping` `{ conversationId, typing }`, answered through the ack with
 * `{ ok: true }` or `{ ok: false, message }`; refused unless the socket's user may see that
 * conversation (its player, a guest holding its token, or staff with `support.chat`).
 */

export { chatHistoryPageMax, chatMessageLengthMax, chatMessagesPerMinuteMax, chatTypingEventsPer10sMax, supportGuestTokenHeader } from './support-chat-limits';

export const chatMessageTextSchema = plainTextSchema(chatMessageLengthMax);

export const conversationStatuses = ['waiting', 'assigned', 'closed'] as const;
export const conversationStatusSchema = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const conversationOrigins = ['widget', 'message_reply', 'guest'] as const;

export const closeReasons = ['resolved', 'no_reply', 'duplicate', 'abusive', 'other'] as const;
export const closeReasonSchema = z.enum(closeReasons);

export const chatAuthorSides = ['player', 'guest', 'staff', 'system'] as const;
export const chatAuthorSideSchema = z.enum(chatAuthorSides);

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  side: chatAuthorSideSchema,
  /** The player's username, the guest's name or e-mail, the staff member's username; '' for system lines. */
  authorName: z.string(),
  body: z.string(),
  /** The sender's own id for this message (idempotency: the same clientId twice stores one message). */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side's client received it, then read it. */
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  status: conversationStatusSchema,
  origin: z.enum(conversationOrigins),
  player: z.object({ id: z.string(), username: z.string() }).nullable(),
  guest: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  assignee: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Since when the player has been waiting for an answer (their oldest unanswered message), or null. */
  waitingSince: z.string().nullable(),
  /** The last message's first characters, for the queue. */
  preview: z.string(),
  unreadForStaff: z.number().int(),
  unreadForPlayer: z.number().int(),
  closedAt: z.string().nullable(),
  closeReason: closeReasonSchema.nullable(),
  closeNote: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationWithMessagesSchema = z.object({ conversation: conversationSchema, messages: z.array(chatMessageSchema) });

// ---- player ----

/** `GET /api/support/conversation`: the player's open conversation (or null) with its latest messages. */
export const myConversationResponseSchema = envelopeOf(
  z.object({ conversation: conversationSchema.nullable(), messages: z.array(chatMessageSchema) }),
);

/** `POST /api/support/messages`: writes to the open conversation, opening one when there is none. */
export const sendChatMessageBodySchema = z.object({ body: chatMessageTextSchema, clientId: requestIdSchema });
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;
export const sendChatMessageResponseSchema = envelopeOf(z.object({ conversation: conversationSchema, message: chatMessageSchema }));

export const conversationIdParamsSchema = idParamsSchema('conversation');

/** `GET .../conversations/:id/messages?before=<messageId>&limit=`: older history, newest last. */
export const chatHistoryQuerySchema = z.object({
  before: z.uuid('must be a message id').optional(),
  limit: z.coerce.number().int().min(1).max(chatHistoryPageMax).default(50),
});
export const chatHistoryResponseSchema = envelopeOf(z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() }));

/**
 * `POST .../conversations/:id/receipts`: the caller's client received (delivered) and/or showed
 * (read) the other side's messages up to and including a message.
 */
export const chatReceiptsBodySchema = z
  .object({ deliveredUpTo: z.uuid('must be a message id').optional(), readUpTo: z.uuid('must be a message id').optional() })
  .refine((body) => body.deliveredUpTo !== undefined || body.readUpTo !== undefined, { message: 'send deliveredUpTo or readUpTo', path: ['readUpTo'] });
export const conversationResponseSchema = envelopeOf(z.object({ conversation: conversationSchema }));

/** `POST /api/messages/:id/reply`: opens (or continues) the player's support conversation, quoting the message. */
export const replyToMessageBodySchema = sendChatMessageBodySchema;
export const replyToMessageResponseSchema = envelopeOf(z.object({ conversationId: z.string() }));

// ---- guest (from the login page) ----

/** `POST /api/support/guest`: a guest opens a conversation with an e-mail for follow-up. */
export const startGuestChatBodySchema = z.object({
  email: z.email('must be an e-mail address').max(254, 'must be at most 254 characters'),
  name: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  body: chatMessageTextSchema,
  clientId: requestIdSchema,
});
export const startGuestChatResponseSchema = envelopeOf(
  z.object({ conversation: conversationSchema, message: chatMessageSchema, guestToken: z.string() }),
);
/** `GET /api/support/guest/conversation` (token header): the guest's conversation and messages. */
export const guestConversationResponseSchema = envelopeOf(conversationWithMessagesSchema);
/** `POST /api/support/guest/messages` (token header). */
export const guestSendBodySchema = sendChatMessageBodySchema;

// ---- staff (`support.chat`) ----

export const supportQueueQuerySchema = pagedQuery({
  /** `open` = waiting and assigned; `mine` = assigned to the caller and not closed. */
  view: z.enum(['open', 'waiting', 'mine', 'closed']).default('open'),
  search: z.string().trim().max(100).optional(),
});
export const supportQueueResponseSchema = pageResponseOf(conversationSchema);
export const supportConversationResponseSchema = envelopeOf(conversationWithMessagesSchema);

/** `POST /api/admin/support/conversations/:id/transfer`: to another staff member holding `support.chat`. */
export const transferConversationBodySchema = z.object({ staffId: z.uuid('must be a staff id') });
/** `POST /api/admin/support/conversations/:id/close`. */
export const closeConversationBodySchema = z.object({
  reason: closeReasonSchema,
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
/** `POST /api/admin/support/conversations/:id/messages`. */
export const staffChatMessageBodySchema = sendChatMessageBodySchema;

/** `GET /api/admin/support/agents`: staff who may take a conversation (for transfer). */
export const supportAgentsResponseSchema = envelopeOf(
  z.object({ agents: z.array(z.object({ id: z.string(), username: z.string(), role: z.string(), open: z.number().int() })) }),
);

/** `GET /api/admin/support/conversations/:id/context`: who the player is, beside the chat. Null for guests. */
export const supportPlayerContextSchema = z.object({
  player: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    status: z.string(),
    currency: z.string(),
    createdAt: z.string(),
  }),
  balance: z.object({ cash: amountSchema, bonus: amountSchema, currency: z.string() }),
  lastBets: z.array(z.object({ id: z.string(), placedAt: z.string(), stake: amountSchema, status: z.string(), potentialReturn: amountSchema })),
  lastDeposits: z.array(z.object({ id: z.string(), createdAt: z.string(), amount: amountSchema, status: z.string() })),
  /** The responsible-gambling limits in force, as readable lines (`Deposit limit, daily: 100.00`). */
  limits: z.array(z.object({ kind: z.string(), period: z.string().nullable(), amount: amountSchema.nullable() })),
  /** Back-office paths (`/caff/admin/users/:id`, credit history, tickets filtered by player). */
  links: z.array(z.object({ label: z.string(), path: z.string() })),
});
export const supportContextResponseSchema = envelopeOf(z.object({ context: supportPlayerContextSchema.nullable() }));

/** Canned replies: short answers staff insert with one click. */
export const cannedReplySchema = z.object({ id: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() });
export const cannedReplyBodySchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'),
  body: chatMessageTextSchema,
});
export const cannedRepliesResponseSchema = envelopeOf(z.object({ replies: z.array(cannedReplySchema) }));
export const cannedReplyResponseSchema = envelopeOf(z.object({ reply: cannedReplySchema }));
export const cannedReplyIdParamsSchema = idParamsSchema('canned reply');

/** Socket payloads. */
export const supportTypingClientSchema = z.object({ conversationId: z.uuid(), typing: z.boolean() });
export type SupportTypingEvent = { conversationId: string; side: 'player' | 'guest' | 'staff'; name: string; typing: boolean };
export type SupportMessageEvent = { conversationId: string; message: ChatMessage };
export type SupportConversationEvent = { conversation: Conversation };

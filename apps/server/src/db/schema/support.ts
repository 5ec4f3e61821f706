import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatAuthorSides, closeReasons, conversationOrigins, conversationStatuses, type MessageAudience } from '@oddsmith/core';
import { createdAtColumn, idColumn, inListCheck, timestampColumn, updatedAtColumn, uuidRef } from './columns';
import { users } from './users';

/**
 * A support conversation (issue 16, docs/support-chat.md): a player's (at most one not closed, the
 * partial unique index) or a guest's (e-mail for follow-up). Closed ones stay as history.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    origin: text('origin').$type<(typeof conversationOrigins)[number]>().notNull(),
    status: text('status').$type<(typeof conversationStatuses)[number]>().notNull().default('waiting'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    lastMessageAt: timestampColumn('last_message_at').notNull().defaultNow(),
    /** The player's oldest message not answered yet by staff; null once answered. */
    waitingSince: timestampColumn('waiting_since'),
    preview: text('preview').notNull().default(''),
    closedAt: timestampColumn('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closeReason: text('close_reason').$type<(typeof closeReasons)[number]>(),
    closeNote: text('close_note'),
  },
  (table) => [
    uniqueIndex('conversations_player_open_unique').on(table.playerId).where(sql`${table.status} <> 'closed'`),
    index('conversations_player_idx').on(table.playerId, table.createdAt),
    index('conversations_status_idx').on(table.status, table.lastMessageAt),
    index('conversations_assignee_idx').on(table.assigneeId, table.status),
    inListCheck('conversations_status_check', table.status, conversationStatuses),
    inListCheck('conversations_origin_check', table.origin, conversationOrigins),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * One chat line. `sender_key` is `user:<id>` (player or staff) or `guest:<conversation id>`:
 * `(sender_key, client_id)` is unique, so a retried send stores one line.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: uuidRef('conversation_id', () => conversations.id, { onDelete: 'cascade' }),
    side: text('side').$type<(typeof chatAuthorSides)[number]>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    senderKey: text('sender_key').notNull(),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: createdAtColumn(),
    deliveredAt: timestampColumn('delivered_at'),
    readAt: timestampColumn('read_at'),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt),
    uniqueIndex('chat_messages_sender_client_unique').on(table.senderKey, table.clientId).where(sql`${table.clientId} is not null`),
    // The per-sender flood count (messages in the last minute).
    index('chat_messages_sender_created_idx').on(table.senderKey, table.createdAt),
    inListCheck('chat_messages_side_check', table.side, chatAuthorSides),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Short answers staff insert with one click. */
export const cannedReplies = pgTable('canned_replies', {
  id: idColumn(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
export type CannedReplyRow = typeof cannedReplies.$inferSelect;

/** A message staff sent to one player or a segment (idempotent by `request_id`). */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<MessageAudience>().notNull(),
    audienceLabel: text('audience_label').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('messages_request_id_unique').on(table.requestId), index('messages_created_at_idx').on(table.createdAt)],
);
export type MessageRow = typeof messages.$inferSelect;

/** Who received a message (filled set-based), its read state and the conversation a reply opened. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuidRef('message_id', () => messages.id, { onDelete: 'cascade' }),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    readAt: timestampColumn('read_at'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('message_recipients_user_idx').on(table.userId, table.createdAt),
    index('message_recipients_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

import { chatMessagesPerMinuteMax, type ChatMessage, type Conversation } from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { ChatMessageRow, ConversationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { afterCommit } from '../../lib/transaction';
import * as repo from './support-chat.repo';
import { customerRoomOf, supportStaffRoom } from './support-chat.rooms';
import { forCustomer, previewOf, toConversationView, toMessageView } from './support-chat.views';

/** Emits one socket event to rooms (the plugin registers this app instance's `io`). */
export type SupportEmitter = (rooms: readonly string[], event: string, payload: unknown) => void;

const emitters = new WeakMap<Database, SupportEmitter>();

export function registerSupportEmitter(db: Database, emitter: SupportEmitter): void {
  emitters.set(db, emitter);
}

/** Emits through the app's emitter, if any (a bare database in a unit test has none). */
export function emitNow(db: Database, rooms: readonly string[], event: string, payload: unknown): void {
  emitters.get(db)?.(rooms, event, payload);
}

/**
 * Reads the conversation's view in `tx` (after the writes) and, once `tx` committed, sends
 * `supportMessage` for each new message and `supportConversation` to the customer's side and the
 * staff room: nothing is announced that might still roll back.
 */
export async function announce(tx: Transaction, conversationId: string, messages: readonly ChatMessageRow[] = []): Promise<Conversation> {
  const record = await repo.findRecord(tx, conversationId);
  if (!record) throw new Error(`conversation ${conversationId} vanished`);
  const conversation = toConversationView(record);
  const rooms = [customerRoomOf(record.row), supportStaffRoom];
  const views = messages.map(toMessageView);
  afterCommit(tx, (db) => {
    for (const message of views) emitNow(db, rooms, 'supportMessage', { conversationId, message });
    emitNow(db, [customerRoomOf(record.row)], 'supportConversation', { conversation: forCustomer(conversation) });
    emitNow(db, [supportStaffRoom], 'supportConversation', { conversation });
  });
  return conversation;
}

export function conversationNotFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'Conversation not found.', 'id');
}

export function conversationClosed(): AppError {
  return new AppError('CONVERSATION_CLOSED', 409, 'This conversation is closed. Write again to open a new one.');
}

/** Who writes a line. `senderKey`: `user:<id>`, `guest:<e-mail>` or `system` (idempotency and flood counts). */
export type ChatAuthor = { side: ChatMessageRow['side']; authorId: string | null; name: string; senderKey: string };

export function userSenderKey(userId: string): string {
  return `user:${userId}`;
}

export function guestSenderKey(email: string): string {
  return `guest:${email.toLowerCase()}`;
}

/** The line a sender already stored under this clientId (a retried send), if any. */
export async function replayOf(tx: Transaction, author: ChatAuthor, clientId: string): Promise<ChatMessageRow | undefined> {
  return repo.findBySenderClientId(tx, author.senderKey, clientId);
}

const minuteMs = 60_000;

/** More than `chatMessagesPerMinuteMax` lines from one sender in the last minute: 429, nothing stored. */
export async function assertNotFlooding(tx: Transaction, author: ChatAuthor, now: Date): Promise<void> {
  const recent = await repo.countSentSince(tx, author.senderKey, new Date(now.getTime() - minuteMs));
  if (recent >= chatMessagesPerMinuteMax) {
    throw new AppError('RATE_LIMITED', 429, `You are sending messages too quickly (at most ${chatMessagesPerMinuteMax} a minute). Wait a moment, then send again.`, 'body');
  }
}

/**
 * Stores one line in a conversation that is not closed and moves the conversation on: its last
 * message, preview and waiting time (a customer line starts the wait if none, a staff line ends it).
 */
export async function appendLine(tx: Transaction, conversation: ConversationRow, author: ChatAuthor, body: string, clientId: string | null, now: Date): Promise<ChatMessageRow> {
  const row = await repo
    .insertChatMessage(tx, { conversationId: conversation.id, side: author.side, authorId: author.authorId, authorName: author.name, senderKey: author.senderKey, body, clientId, createdAt: now })
    .catch((error: unknown) => {
      if (uniqueViolationConstraint(error) === 'chat_messages_sender_client_unique') throw new AppError('DUPLICATE', 409, 'This message was already sent.', 'clientId');
      throw error;
    });
  const customer = author.side === 'player' || author.side === 'guest';
  const waitingSince = customer ? (conversation.waitingSince ?? now) : author.side === 'staff' ? null : conversation.waitingSince;
  await repo.updateConversation(tx, conversation.id, { lastMessageAt: now, preview: previewOf(body), waitingSince });
  Object.assign(conversation, { lastMessageAt: now, preview: previewOf(body), waitingSince });
  return row;
}

export type SentLine = { conversation: Conversation; message: ChatMessage };

/** What a replayed send answers: the stored line and its conversation as they are now. */
export async function replayed(tx: Transaction, row: ChatMessageRow): Promise<SentLine> {
  const record = await repo.findRecord(tx, row.conversationId);
  if (!record) throw conversationNotFound();
  return { conversation: toConversationView(record), message: toMessageView(row) };
}

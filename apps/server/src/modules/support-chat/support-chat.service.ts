import { chatHistoryPageMax, type ChatMessage, type PageQuery } from '@oddsmith/core';
import type { z } from 'zod';
import type { chatHistoryQuerySchema, chatReceiptsBodySchema, sendChatMessageBodySchema, startGuestChatBodySchema } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ChatMessageRow, ConversationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { inTransaction } from '../../lib/transaction';
import {
  announce,
  appendLine,
  assertNotFlooding,
  conversationClosed,
  conversationNotFound,
  guestSenderKey,
  replayed,
  replayOf,
  userSenderKey,
  type ChatAuthor,
  type SentLine,
} from './support-chat.core';
import { signGuestToken, verifyGuestToken } from './support-chat.guest-token';
import * as repo from './support-chat.repo';
import { forCustomer, toConversationView, toMessageView } from './support-chat.views';

const customerView = (record: repo.ConversationRecord) => forCustomer(toConversationView(record));
/** A sent line as the customer sees it (their conversation without staff's close note). */
const forCustomerLine = <T extends { conversation: ReturnType<typeof toConversationView> }>(sent: T): T => ({ ...sent, conversation: forCustomer(sent.conversation) });

type SendBody = z.infer<typeof sendChatMessageBodySchema>;
type HistoryQuery = z.infer<typeof chatHistoryQuerySchema>;
type ReceiptsBody = z.infer<typeof chatReceiptsBodySchema>;
type GuestStartBody = z.infer<typeof startGuestChatBodySchema>;

/** How many of the latest messages come with a conversation. */
export const latestMessagesCount = 50;

async function playerAuthor(tx: Transaction, userId: string): Promise<ChatAuthor> {
  const user = await repo.lockUserBrief(tx, userId);
  if (!user) throw new AppError('NOT_FOUND', 404, 'Account not found.');
  return { side: 'player', authorId: user.id, name: user.username, senderKey: userSenderKey(user.id) };
}

export type PlayerWrite = { body: string; clientId: string; origin: ConversationRow['origin']; systemLine?: string };

/**
 * A player's line, in the caller's transaction: to their conversation that is not closed, or to a
 * new one (a closed one stays as history). `systemLine` (a reply to a message quotes its subject)
 * goes first. Idempotent by clientId; 429 when flooding. Announced after the commit.
 */
export async function writeAsPlayer(tx: Transaction, userId: string, write: PlayerWrite): Promise<SentLine> {
  const author = await playerAuthor(tx, userId);
  const previous = await replayOf(tx, author, write.clientId);
  if (previous) return forCustomerLine(await replayed(tx, previous));
  const now = new Date();
  await assertNotFlooding(tx, author, now);
  const conversation = (await repo.lockOpenConversationOf(tx, userId)) ?? (await repo.insertConversation(tx, { playerId: userId, origin: write.origin, createdAt: now, lastMessageAt: now }));
  const lines: ChatMessageRow[] = [];
  // A millisecond earlier, so the quote always reads before the player's text.
  if (write.systemLine) lines.push(await appendLine(tx, conversation, { side: 'system', authorId: null, name: '', senderKey: 'system' }, write.systemLine, null, new Date(now.getTime() - 1)));
  const message = await appendLine(tx, conversation, author, write.body, write.clientId, now);
  lines.push(message);
  return { conversation: forCustomer(await announce(tx, conversation.id, lines)), message: toMessageView(message) };
}

async function latestOf(tx: Executor, conversationId: string): Promise<ChatMessage[]> {
  return (await repo.historyPage(tx, conversationId, undefined, latestMessagesCount)).rows.map(toMessageView);
}

export async function myConversation(db: Database, auth: AuthContext) {
  return db.transaction(async (tx) => {
    const open = await repo.findOpenConversationOf(tx, auth.userId);
    const record = open ? await repo.findRecord(tx, open.id) : undefined;
    if (!record) return { conversation: null, messages: [] };
    return { conversation: customerView(record), messages: await latestOf(tx, record.row.id) };
  });
}

export async function sendAsPlayer(db: Database, auth: AuthContext, body: SendBody): Promise<SentLine> {
  return inTransaction(db, (tx) => writeAsPlayer(tx, auth.userId, { body: body.body, clientId: body.clientId, origin: 'widget' }));
}

export async function myConversations(db: Database, auth: AuthContext, query: PageQuery) {
  return db.transaction((tx) =>
    readPage(
      query,
      (limit, offset) => repo.playerConversationsPage(tx, auth.userId, limit, offset),
      () => repo.playerConversationsTotal(tx, auth.userId),
      customerView,
    ),
  );
}

/** The player's own conversation (any other reads as not found, never as forbidden). */
async function ownConversation(tx: Executor, auth: AuthContext, id: string): Promise<ConversationRow> {
  const conversation = await repo.findConversation(tx, id);
  if (!conversation || conversation.playerId !== auth.userId) throw conversationNotFound();
  return conversation;
}

export async function historyOf(tx: Executor, conversationId: string, query: HistoryQuery) {
  const limit = Math.min(query.limit, chatHistoryPageMax);
  const before = query.before ? await repo.findMessageIn(tx, conversationId, query.before) : undefined;
  if (query.before && !before) throw new AppError('NOT_FOUND', 404, 'Message not found in this conversation.', 'before');
  const page = await repo.historyPage(tx, conversationId, before, limit);
  return { messages: page.rows.map(toMessageView), hasMore: page.hasMore };
}

export async function myHistory(db: Database, auth: AuthContext, id: string, query: HistoryQuery) {
  return db.transaction(async (tx) => {
    await ownConversation(tx, auth, id);
    return historyOf(tx, id, query);
  });
}

export async function myConversationWithMessages(db: Database, auth: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    await ownConversation(tx, auth, id);
    const record = await repo.findRecord(tx, id);
    if (!record) throw conversationNotFound();
    return { conversation: customerView(record), messages: await latestOf(tx, id) };
  });
}

/**
 * Delivered / read marks on the OTHER side's lines up to a message of this conversation (the
 * customer marks staff lines, staff mark customer lines); announced as `supportConversation`.
 */
export async function applyReceipts(tx: Transaction, conversation: ConversationRow, reader: 'customer' | 'staff', body: ReceiptsBody) {
  const sides: ChatMessageRow['side'][] = reader === 'customer' ? ['staff', 'system'] : ['player', 'guest'];
  const now = new Date();
  const view = reader === 'customer' ? forCustomer : (conversation: ReturnType<typeof toConversationView>) => conversation;
  let changed = 0;
  for (const [field, read] of [
    ['deliveredUpTo', false],
    ['readUpTo', true],
  ] as const) {
    const messageId = body[field];
    if (!messageId) continue;
    const upTo = await repo.findMessageIn(tx, conversation.id, messageId);
    if (!upTo) throw new AppError('NOT_FOUND', 404, 'Message not found in this conversation.', field);
    changed += await repo.markReceipts(tx, conversation.id, sides, upTo, read, now);
  }
  if (changed === 0) {
    const record = await repo.findRecord(tx, conversation.id);
    if (!record) throw conversationNotFound();
    return { conversation: view(toConversationView(record)) };
  }
  return { conversation: view(await announce(tx, conversation.id)) };
}

export async function myReceipts(db: Database, auth: AuthContext, id: string, body: ReceiptsBody) {
  return inTransaction(db, async (tx) => applyReceipts(tx, await ownConversation(tx, auth, id), 'customer', body));
}

// ---- guests ----

export function guestTokenInvalid(): AppError {
  return new AppError('GUEST_TOKEN_INVALID', 401, 'This chat is not valid any more. Start a new conversation.');
}

export type GuestDeps = { db: Database; secret: string };

/** The guest's conversation named by a valid token (401 for a missing, forged or unknown one). */
async function guestConversation(tx: Executor, deps: GuestDeps, token: string | undefined): Promise<ConversationRow> {
  const id = verifyGuestToken(deps.secret, token);
  const conversation = id ? await repo.findConversation(tx, id) : undefined;
  if (!conversation || conversation.playerId !== null || !conversation.guestEmail) throw guestTokenInvalid();
  return conversation;
}

function guestAuthor(conversation: Pick<ConversationRow, 'guestEmail' | 'guestName'>): ChatAuthor {
  const email = conversation.guestEmail ?? '';
  return { side: 'guest', authorId: null, name: conversation.guestName || email, senderKey: guestSenderKey(email) };
}

export async function startGuestChat(deps: GuestDeps, body: GuestStartBody) {
  return inTransaction(deps.db, async (tx) => {
    const email = body.email.trim().toLowerCase();
    const name = body.name?.trim() || null;
    const author = guestAuthor({ guestEmail: email, guestName: name });
    const previous = await replayOf(tx, author, body.clientId);
    if (previous) return { ...forCustomerLine(await replayed(tx, previous)), guestToken: signGuestToken(deps.secret, previous.conversationId) };
    const now = new Date();
    await assertNotFlooding(tx, author, now);
    const conversation = await repo.insertConversation(tx, { guestEmail: email, guestName: name, origin: 'guest', createdAt: now, lastMessageAt: now });
    const message = await appendLine(tx, conversation, author, body.body, body.clientId, now);
    return { conversation: forCustomer(await announce(tx, conversation.id, [message])), message: toMessageView(message), guestToken: signGuestToken(deps.secret, conversation.id) };
  });
}

export async function guestView(deps: GuestDeps, token: string | undefined) {
  return deps.db.transaction(async (tx) => {
    const conversation = await guestConversation(tx, deps, token);
    const record = await repo.findRecord(tx, conversation.id);
    if (!record) throw guestTokenInvalid();
    return { conversation: customerView(record), messages: await latestOf(tx, conversation.id) };
  });
}

export async function guestSend(deps: GuestDeps, token: string | undefined, body: SendBody): Promise<SentLine> {
  return inTransaction(deps.db, async (tx) => {
    const found = await guestConversation(tx, deps, token);
    const author = guestAuthor(found);
    const previous = await replayOf(tx, author, body.clientId);
    if (previous) return forCustomerLine(await replayed(tx, previous));
    const conversation = await repo.lockConversation(tx, found.id);
    if (!conversation) throw guestTokenInvalid();
    if (conversation.status === 'closed') throw conversationClosed();
    const now = new Date();
    await assertNotFlooding(tx, author, now);
    const message = await appendLine(tx, conversation, author, body.body, body.clientId, now);
    return { conversation: forCustomer(await announce(tx, conversation.id, [message])), message: toMessageView(message) };
  });
}

export async function guestHistory(deps: GuestDeps, token: string | undefined, query: HistoryQuery) {
  return deps.db.transaction(async (tx) => historyOf(tx, (await guestConversation(tx, deps, token)).id, query));
}

export async function guestReceipts(deps: GuestDeps, token: string | undefined, body: ReceiptsBody) {
  return inTransaction(deps.db, async (tx) => applyReceipts(tx, await guestConversation(tx, deps, token), 'customer', body));
}

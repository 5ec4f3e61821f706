import { hasPermission, mailLanguageDefault, permissionMatrix, type PageQuery } from '@oddsmith/core';
import type { z } from 'zod';
import type { chatHistoryQuerySchema, chatReceiptsBodySchema, closeConversationBodySchema, sendChatMessageBodySchema, supportQueueQuerySchema } from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ConversationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { enqueueTemplateMail } from '../mail';
import { notify } from '../notifications';
import { announce, appendLine, assertNotFlooding, conversationClosed, conversationNotFound, replayed, replayOf, userSenderKey, type ChatAuthor, type SentLine } from './support-chat.core';
import { playerContext } from './support-chat.context';
import * as repo from './support-chat.repo';
import { applyReceipts, historyOf, latestMessagesCount } from './support-chat.service';
import { toConversationView, toMessageView } from './support-chat.views';

type QueueQuery = z.infer<typeof supportQueueQuerySchema> & PageQuery;
type SendBody = z.infer<typeof sendChatMessageBodySchema>;
type CloseBody = z.infer<typeof closeConversationBodySchema>;
type HistoryQuery = z.infer<typeof chatHistoryQuerySchema>;
type ReceiptsBody = z.infer<typeof chatReceiptsBodySchema>;

export async function queue(db: Database, auth: AuthContext, query: QueueQuery) {
  const filter = { view: query.view, search: query.search || undefined, staffId: auth.userId };
  return db.transaction((tx) =>
    readPage(
      query,
      (limit, offset) => repo.queuePage(tx, filter, limit, offset),
      () => repo.queueTotal(tx, filter),
      toConversationView,
    ),
  );
}

async function existing(tx: Executor, id: string): Promise<ConversationRow> {
  const conversation = await repo.findConversation(tx, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

async function lockedOpen(tx: Transaction, id: string): Promise<ConversationRow> {
  const conversation = await repo.lockConversation(tx, id);
  if (!conversation) throw conversationNotFound();
  if (conversation.status === 'closed') throw conversationClosed();
  return conversation;
}

export async function conversationWithMessages(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const record = await repo.findRecord(tx, id);
    if (!record) throw conversationNotFound();
    return { conversation: toConversationView(record), messages: (await repo.historyPage(tx, id, undefined, latestMessagesCount)).rows.map(toMessageView) };
  });
}

export async function history(db: Database, id: string, query: HistoryQuery) {
  return db.transaction(async (tx) => {
    await existing(tx, id);
    return historyOf(tx, id, query);
  });
}

/** Assigns to `staffId` (status assigned) and records who did it; a no-op when already theirs. */
async function assignTo(tx: Transaction, auth: AuthContext, conversation: ConversationRow, staffId: string, action: 'support.assign' | 'support.transfer', auto = false): Promise<boolean> {
  if (conversation.assigneeId === staffId && conversation.status === 'assigned') return false;
  await repo.updateConversation(tx, conversation.id, { assigneeId: staffId, status: 'assigned' });
  await recordAudit(tx, { actorId: auth.userId, action, targetType: 'conversation', targetId: conversation.id, detail: { from: conversation.assigneeId, to: staffId, ...(auto ? { auto: true } : {}) } });
  Object.assign(conversation, { assigneeId: staffId, status: 'assigned' });
  return true;
}

export async function assignToMe(db: Database, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    const conversation = await lockedOpen(tx, id);
    await assignTo(tx, auth, conversation, auth.userId, 'support.assign');
    return { conversation: await announce(tx, id) };
  });
}

export async function transfer(db: Database, auth: AuthContext, id: string, staffId: string) {
  return inTransaction(db, async (tx) => {
    const target = await repo.findUserBrief(tx, staffId);
    if (!target) throw new AppError('NOT_FOUND', 404, 'staffId: no such staff member.', 'staffId');
    if (!hasPermission(target.role, 'support.chat') || target.status !== 'active') throw new AppError('VALIDATION', 400, 'staffId: must be an active staff member who answers the support chat.', 'staffId');
    const conversation = await lockedOpen(tx, id);
    await assignTo(tx, auth, conversation, staffId, 'support.transfer');
    return { conversation: await announce(tx, id) };
  });
}

export async function close(db: Database, auth: AuthContext, id: string, body: CloseBody) {
  return inTransaction(db, async (tx) => {
    await lockedOpen(tx, id);
    const note = body.note?.trim() || null;
    await repo.updateConversation(tx, id, { status: 'closed', closedAt: new Date(), closedBy: auth.userId, closeReason: body.reason, closeNote: note, waitingSince: null });
    await recordAudit(tx, { actorId: auth.userId, action: 'support.close', targetType: 'conversation', targetId: id, detail: { reason: body.reason, note } });
    return { conversation: await announce(tx, id) };
  });
}

/** A guest may have left: the answer also goes to their e-mail (queued in the answer's transaction). */
async function mailGuest(tx: Transaction, conversation: ConversationRow, answerText: string, publicUrl: string): Promise<void> {
  const to = conversation.guestEmail ?? '';
  const variables = { name: conversation.guestName || to, answer: answerText, link: `${publicUrl}/login` };
  await enqueueTemplateMail(tx, { to, template: 'supportGuestReply', language: mailLanguageDefault, variables });
}

/**
 * A staff answer: idempotent by clientId, flood-limited like any sender; a conversation nobody holds
 * becomes the answerer's. The player gets a `message_received` notification; History records who
 * answered (conversation and message ids, not the text).
 */
export async function answer(db: Database, auth: AuthContext, id: string, body: SendBody, publicUrl: string): Promise<SentLine> {
  return inTransaction(db, async (tx) => {
    const staff = await repo.findUserBrief(tx, auth.userId);
    if (!staff) throw new AppError('NOT_FOUND', 404, 'Account not found.');
    const author: ChatAuthor = { side: 'staff', authorId: staff.id, name: staff.username, senderKey: userSenderKey(staff.id) };
    const previous = await replayOf(tx, author, body.clientId);
    if (previous) return replayed(tx, previous);
    const conversation = await lockedOpen(tx, id);
    const now = new Date();
    await assertNotFlooding(tx, author, now);
    const message = await appendLine(tx, conversation, author, body.body, body.clientId, now);
    if (!conversation.assigneeId) await assignTo(tx, auth, conversation, auth.userId, 'support.assign', true);
    await recordAudit(tx, { actorId: auth.userId, action: 'support.reply', targetType: 'conversation', targetId: id, detail: { conversationId: id, messageId: message.id, playerId: conversation.playerId, guestEmail: conversation.guestEmail, length: body.body.length } });
    if (conversation.playerId) await notify(tx, conversation.playerId, 'message_received', { from: 'support' }, { link: '/messages' });
    if (conversation.guestEmail) await mailGuest(tx, conversation, body.body, publicUrl);
    return { conversation: await announce(tx, id, [message]), message: toMessageView(message) };
  });
}

export async function receipts(db: Database, id: string, body: ReceiptsBody) {
  return inTransaction(db, async (tx) => applyReceipts(tx, await existing(tx, id), 'staff', body));
}

export async function agents(db: Database) {
  return { agents: await repo.agentsOfRoles(db, permissionMatrix['support.chat'].roles) };
}

export async function context(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const conversation = await existing(tx, id);
    return { context: conversation.playerId ? await playerContext(tx, conversation.playerId) : null };
  });
}

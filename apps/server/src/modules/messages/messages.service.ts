import type { z } from 'zod';
import type { audienceCountQuerySchema, InboxMessage, MessageAudience, PageQuery, SendMessageBody, SentMessage } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { readPage } from '../../lib/paging';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { notifySelected } from '../notifications';
import { writeAsPlayer } from '../support-chat';
import * as repo from './messages.repo';

/** The sender a player sees: the operator's support team, never a staff member's login. */
export const inboxSenderName = 'Oddsmith Support';

type CountQuery = z.infer<typeof audienceCountQuerySchema>;

function toSentView(record: repo.SentRecord): SentMessage {
  return {
    id: record.id,
    subject: record.subject,
    body: record.body,
    audience: record.audience,
    audienceLabel: record.audienceLabel,
    recipients: record.recipients,
    read: record.read,
    replies: record.replies,
    sentBy: { id: record.sentBy ?? '', username: record.senderUsername ?? '' },
    createdAt: record.createdAt.toISOString(),
  };
}

function toInboxView(record: repo.InboxRecord): InboxMessage {
  return {
    id: record.message.id,
    subject: record.message.subject,
    body: record.message.body,
    from: inboxSenderName,
    createdAt: record.message.createdAt.toISOString(),
    readAt: record.readAt?.toISOString() ?? null,
    conversationId: record.conversationId,
  };
}

/** A readable label of the audience; 404 naming the field when its player or partner does not exist. */
async function audienceLabel(tx: Executor, audience: MessageAudience, fieldPrefix: string): Promise<string> {
  switch (audience.kind) {
    case 'player': {
      const user = await repo.usernameOf(tx, audience.userId);
      if (!user || user.role !== 'player') throw new AppError('NOT_FOUND', 404, 'userId: no such player.', `${fieldPrefix}userId`);
      return user.username;
    }
    case 'partner': {
      const name = await repo.partnerNameOf(tx, audience.partnerId);
      if (name === undefined) throw new AppError('NOT_FOUND', 404, 'partnerId: no such partner.', `${fieldPrefix}partnerId`);
      return `Players of ${name}`;
    }
    case 'country':
      return `Players in ${audience.country}`;
    case 'deposited':
      return 'Players with a deposit';
    case 'all':
      return 'All players';
  }
}

/**
 * Sends a message: the recipients are filled set-based (INSERT ... SELECT) from the segment, each
 * gets a `message_received` notification (set-based too, respecting their preferences, pushed after
 * the commit). Idempotent by `requestId`; audited as `messages.send`.
 */
export async function send(db: Database, auth: AuthContext, body: SendMessageBody) {
  return inTransaction(db, async (tx) => {
    const previous = await repo.findMessageByRequestId(tx, body.requestId);
    const replay = previous ? await repo.findSent(tx, previous.id) : undefined;
    if (replay) return { message: toSentView(replay) };
    const label = await audienceLabel(tx, body.audience, 'audience.');
    const now = new Date();
    const message = await repo.insertMessage(tx, { subject: body.subject, body: body.body, audience: body.audience, audienceLabel: label, sentBy: auth.userId, requestId: body.requestId, createdAt: now });
    if (!message) throw new AppError('DUPLICATE', 409, 'This message is being sent already.', 'requestId');
    const recipients = await repo.fillRecipients(tx, message.id, body.audience, now);
    if (recipients === 0) throw new AppError('VALIDATION', 400, 'audience: no active player is in this audience.', 'audience');
    await repo.setRecipients(tx, message.id, recipients);
    await notifySelected(tx, repo.recipientIdsOf(message.id), 'message_received', { subject: body.subject }, { link: `/messages?id=${message.id}` });
    await recordAudit(tx, { actorId: auth.userId, action: 'messages.send', targetType: 'message', targetId: message.id, detail: { subject: body.subject, audience: body.audience, audienceLabel: label, recipients } });
    const sent = await repo.findSent(tx, message.id);
    if (!sent) throw new Error('sent message vanished');
    return { message: toSentView(sent) };
  });
}

export async function listSent(db: Database, query: PageQuery) {
  return db.transaction((tx) => readPage(query, (limit, offset) => repo.sentPage(tx, limit, offset), () => repo.sentTotal(tx), toSentView));
}

function audienceOf(query: CountQuery): MessageAudience {
  const missing = (field: string, what: string) => new AppError('VALIDATION', 400, `${field}: ${what} is required for this audience.`, field);
  switch (query.kind) {
    case 'player':
      if (!query.userId) throw missing('userId', 'a player id');
      return { kind: 'player', userId: query.userId };
    case 'country':
      if (!query.country) throw missing('country', 'a country code');
      return { kind: 'country', country: query.country };
    case 'partner':
      if (!query.partnerId) throw missing('partnerId', 'a partner id');
      return { kind: 'partner', partnerId: query.partnerId };
    case 'deposited':
      return { kind: 'deposited' };
    case 'all':
      return { kind: 'all' };
  }
}

export async function audienceCount(db: Database, query: CountQuery) {
  return { recipients: await repo.countAudience(db, audienceOf(query)) };
}

// ---- the player's inbox ----

function messageNotFound(): AppError {
  return new AppError('NOT_FOUND', 404, 'Message not found.', 'id');
}

export async function inbox(db: Database, auth: AuthContext, query: PageQuery & { unread?: boolean | undefined }) {
  return db.transaction((tx) =>
    readPage(
      query,
      (limit, offset) => repo.inboxPage(tx, auth.userId, query.unread, limit, offset),
      () => repo.inboxTotal(tx, auth.userId, query.unread),
      toInboxView,
    ),
  );
}

export async function unreadCount(db: Executor, auth: AuthContext) {
  return { unread: await repo.inboxTotal(db, auth.userId, true) };
}

export async function markRead(db: Database, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    if (!(await repo.findInboxRecord(tx, auth.userId, id))) throw messageNotFound();
    await repo.markRecipient(tx, auth.userId, id, { readAt: new Date() });
    const record = await repo.findInboxRecord(tx, auth.userId, id);
    if (!record) throw messageNotFound();
    return { message: toInboxView(record), unread: await repo.inboxTotal(tx, auth.userId, true) };
  });
}

/**
 * A reply opens (or continues) the player's support conversation with a system line quoting the
 * subject, then the player's text; the message remembers the conversation and reads as read.
 */
export async function reply(db: Database, auth: AuthContext, id: string, body: { body: string; clientId: string }) {
  return inTransaction(db, async (tx) => {
    const record = await repo.findInboxRecord(tx, auth.userId, id);
    if (!record) throw messageNotFound();
    const sent = await writeAsPlayer(tx, auth.userId, { body: body.body, clientId: body.clientId, origin: 'message_reply', systemLine: `Reply to the message “${record.message.subject}”` });
    await repo.markRecipient(tx, auth.userId, id, { readAt: new Date(), conversationId: sent.conversation.id });
    return { conversationId: sent.conversation.id };
  });
}

import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageAudience } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { deposits, messageRecipients, messages, partnerReferrals, partners, users, type MessageRow } from '../../db/schema';
import { countRows, findRow, pageRows } from '../../lib/query';

/** The players a segment selects: active player accounts only. */
export function audienceWhere(audience: MessageAudience): SQL | undefined {
  const segment = {
    player: () => (audience.kind === 'player' ? eq(users.id, audience.userId) : undefined),
    all: () => undefined,
    country: () => (audience.kind === 'country' ? eq(users.country, audience.country) : undefined),
    deposited: () => sql`exists (select 1 from ${deposits} where ${deposits.userId} = ${users.id} and ${deposits.status} = 'completed')`,
    partner: () => (audience.kind === 'partner' ? sql`exists (select 1 from ${partnerReferrals} where ${partnerReferrals.userId} = ${users.id} and ${partnerReferrals.partnerId} = ${audience.partnerId})` : undefined),
  }[audience.kind]();
  return and(eq(users.role, 'player'), eq(users.status, 'active'), segment);
}

export async function countAudience(tx: Executor, audience: MessageAudience): Promise<number> {
  return countRows(tx, users, audienceWhere(audience));
}

export async function findMessageByRequestId(tx: Executor, requestId: string): Promise<MessageRow | undefined> {
  return findRow(tx, messages, eq(messages.requestId, requestId));
}

/** Inserts the message unless its request id exists (a retry): undefined then. */
export async function insertMessage(tx: Transaction, values: typeof messages.$inferInsert): Promise<MessageRow | undefined> {
  const rows = await tx.insert(messages).values(values).onConflictDoNothing({ target: messages.requestId }).returning();
  return rows[0];
}

/** One INSERT ... SELECT of every player the audience selects; returns how many. */
export async function fillRecipients(tx: Transaction, messageId: string, audience: MessageAudience, now: Date): Promise<number> {
  await tx.execute(sql`
    insert into ${messageRecipients} (message_id, user_id, created_at)
    select ${messageId}::uuid, ${users.id}, ${now.toISOString()}::timestamptz from ${users} where ${audienceWhere(audience)}
    on conflict do nothing`);
  return countRows(tx, messageRecipients, eq(messageRecipients.messageId, messageId));
}

/** The recipients of a message as a subquery answering `user_id` (for set-based notifications). */
export function recipientIdsOf(messageId: string): SQL {
  return sql`select ${messageRecipients.userId} as user_id from ${messageRecipients} where ${messageRecipients.messageId} = ${messageId}::uuid`;
}

export async function setRecipients(tx: Transaction, messageId: string, recipients: number): Promise<void> {
  await tx.update(messages).set({ recipients }).where(eq(messages.id, messageId));
}

export type SentRecord = MessageRow & { senderUsername: string | null; read: number; replies: number };

function selectSent(tx: Executor) {
  return tx
    .select({
      message: messages,
      senderUsername: users.username,
      read: sql<number>`(select count(*)::int from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id} and ${messageRecipients.readAt} is not null)`,
      replies: sql<number>`(select count(*)::int from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id} and ${messageRecipients.conversationId} is not null)`,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.sentBy))
    .$dynamic();
}

function asSent(row: { message: MessageRow; senderUsername: string | null; read: unknown; replies: unknown }): SentRecord {
  return { ...row.message, senderUsername: row.senderUsername, read: Number(row.read), replies: Number(row.replies) };
}

export async function findSent(tx: Executor, id: string): Promise<SentRecord | undefined> {
  const rows = await selectSent(tx).where(eq(messages.id, id)).limit(1);
  return rows[0] ? asSent(rows[0]) : undefined;
}

export async function sentPage(tx: Executor, limit: number, offset: number): Promise<SentRecord[]> {
  return (await pageRows(selectSent(tx), [desc(messages.createdAt), desc(messages.id)], limit, offset)).map(asSent);
}

export async function sentTotal(tx: Executor): Promise<number> {
  return countRows(tx, messages);
}

export async function usernameOf(tx: Executor, id: string): Promise<{ username: string; role: string } | undefined> {
  const rows = await tx.select({ username: users.username, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function partnerNameOf(tx: Executor, id: string): Promise<string | undefined> {
  const rows = await tx.select({ name: partners.name }).from(partners).where(eq(partners.id, id)).limit(1);
  return rows[0]?.name;
}

// ---- the player's inbox ----

export type InboxRecord = { message: MessageRow; readAt: Date | null; conversationId: string | null };

function inboxWhere(userId: string, unread: boolean | undefined): SQL | undefined {
  const state = unread === undefined ? undefined : unread ? isNull(messageRecipients.readAt) : sql`${messageRecipients.readAt} is not null`;
  return and(eq(messageRecipients.userId, userId), state);
}

export async function inboxPage(tx: Executor, userId: string, unread: boolean | undefined, limit: number, offset: number): Promise<InboxRecord[]> {
  const query = tx
    .select({ message: messages, readAt: messageRecipients.readAt, conversationId: messageRecipients.conversationId })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(inboxWhere(userId, unread))
    .$dynamic();
  return pageRows(query, [desc(messageRecipients.createdAt), desc(messageRecipients.messageId)], limit, offset);
}

export async function inboxTotal(tx: Executor, userId: string, unread: boolean | undefined): Promise<number> {
  const rows = await tx.select({ total: count() }).from(messageRecipients).where(inboxWhere(userId, unread));
  return rows[0]?.total ?? 0;
}

export async function findInboxRecord(tx: Executor, userId: string, messageId: string): Promise<InboxRecord | undefined> {
  const rows = await tx
    .select({ message: messages, readAt: messageRecipients.readAt, conversationId: messageRecipients.conversationId })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.userId, userId), eq(messageRecipients.messageId, messageId)))
    .limit(1);
  return rows[0];
}

export async function markRecipient(tx: Transaction, userId: string, messageId: string, changes: { readAt?: Date; conversationId?: string }): Promise<void> {
  const set: Record<string, unknown> = {};
  if (changes.readAt) set.readAt = sql`coalesce(${messageRecipients.readAt}, ${changes.readAt.toISOString()}::timestamptz)`;
  if (changes.conversationId) set.conversationId = changes.conversationId;
  await tx.update(messageRecipients).set(set).where(and(eq(messageRecipients.userId, userId), eq(messageRecipients.messageId, messageId)));
}

import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { cannedReplies, chatMessages, conversations, users, type CannedReplyRow, type ChatMessageRow, type ConversationRow } from '../../db/schema';
import { containsPattern, findRow, lockRow, pageRows } from '../../lib/query';
import { insertedRow } from '../../lib/transaction';

const player = alias(users, 'player');
const assignee = alias(users, 'assignee');

/** A conversation with what its view needs beside the row (names, unread counts). */
export type ConversationRecord = {
  row: ConversationRow;
  playerUsername: string | null;
  assigneeUsername: string | null;
  unreadForStaff: number;
  unreadForPlayer: number;
};

function unreadFrom(sides: readonly string[]) {
  const list = sql.join(
    sides.map((side) => sql`${side}`),
    sql`, `,
  );
  return sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${conversations.id} and ${chatMessages.side} in (${list}) and ${chatMessages.readAt} is null)`;
}

function selectRecords(tx: Executor) {
  return tx
    .select({
      row: conversations,
      playerUsername: player.username,
      assigneeUsername: assignee.username,
      unreadForStaff: unreadFrom(['player', 'guest']),
      unreadForPlayer: unreadFrom(['staff']),
    })
    .from(conversations)
    .leftJoin(player, eq(player.id, conversations.playerId))
    .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
    .$dynamic();
}

function asRecord(row: { row: ConversationRow; playerUsername: string | null; assigneeUsername: string | null; unreadForStaff: unknown; unreadForPlayer: unknown }): ConversationRecord {
  return { ...row, unreadForStaff: Number(row.unreadForStaff), unreadForPlayer: Number(row.unreadForPlayer) };
}

export async function findRecord(tx: Executor, id: string): Promise<ConversationRecord | undefined> {
  const rows = await selectRecords(tx).where(eq(conversations.id, id)).limit(1);
  return rows[0] ? asRecord(rows[0]) : undefined;
}

export async function findConversation(tx: Executor, id: string): Promise<ConversationRow | undefined> {
  return findRow(tx, conversations, eq(conversations.id, id));
}

export async function lockConversation(tx: Transaction, id: string): Promise<ConversationRow | undefined> {
  return lockRow(tx, conversations, eq(conversations.id, id));
}

/** The player's conversation that is not closed (at most one: the partial unique index), locked. */
export async function lockOpenConversationOf(tx: Transaction, playerId: string): Promise<ConversationRow | undefined> {
  return lockRow(tx, conversations, and(eq(conversations.playerId, playerId), ne(conversations.status, 'closed')));
}

export async function findOpenConversationOf(tx: Executor, playerId: string): Promise<ConversationRow | undefined> {
  return findRow(tx, conversations, and(eq(conversations.playerId, playerId), ne(conversations.status, 'closed')));
}

export type NewConversation = typeof conversations.$inferInsert;

export async function insertConversation(tx: Transaction, values: NewConversation): Promise<ConversationRow> {
  return insertedRow(await tx.insert(conversations).values(values).returning(), 'conversation');
}

export async function updateConversation(tx: Transaction, id: string, changes: Partial<NewConversation>): Promise<void> {
  await tx.update(conversations).set(changes).where(eq(conversations.id, id));
}

export type QueueFilter = { view: 'open' | 'waiting' | 'mine' | 'closed'; search?: string | undefined; staffId: string };

function queueWhere(filter: QueueFilter): SQL | undefined {
  const view = {
    open: ne(conversations.status, 'closed'),
    waiting: eq(conversations.status, 'waiting'),
    mine: and(eq(conversations.assigneeId, filter.staffId), ne(conversations.status, 'closed')),
    closed: eq(conversations.status, 'closed'),
  }[filter.view];
  if (!filter.search) return view;
  const pattern = containsPattern(filter.search);
  return and(view, or(sql`${player.username} ilike ${pattern}`, sql`${player.email} ilike ${pattern}`, sql`${conversations.guestEmail} ilike ${pattern}`, sql`${conversations.guestName} ilike ${pattern}`));
}

export async function queuePage(tx: Executor, filter: QueueFilter, limit: number, offset: number): Promise<ConversationRecord[]> {
  const order =
    filter.view === 'closed'
      ? [desc(conversations.closedAt), desc(conversations.id)]
      : [sql`${conversations.waitingSince} asc nulls last`, desc(conversations.lastMessageAt), desc(conversations.id)];
  const rows = await pageRows(selectRecords(tx).where(queueWhere(filter)), order, limit, offset);
  return rows.map(asRecord);
}

export async function queueTotal(tx: Executor, filter: QueueFilter): Promise<number> {
  const rows = await tx.select({ total: count() }).from(conversations).leftJoin(player, eq(player.id, conversations.playerId)).where(queueWhere(filter));
  return rows[0]?.total ?? 0;
}

export async function playerConversationsPage(tx: Executor, playerId: string, limit: number, offset: number): Promise<ConversationRecord[]> {
  const rows = await pageRows(selectRecords(tx).where(eq(conversations.playerId, playerId)), [desc(conversations.createdAt), desc(conversations.id)], limit, offset);
  return rows.map(asRecord);
}

export async function playerConversationsTotal(tx: Executor, playerId: string): Promise<number> {
  const rows = await tx.select({ total: count() }).from(conversations).where(eq(conversations.playerId, playerId));
  return rows[0]?.total ?? 0;
}

// ---- messages ----

export type NewChatMessage = typeof chatMessages.$inferInsert;

export async function insertChatMessage(tx: Transaction, values: NewChatMessage): Promise<ChatMessageRow> {
  return insertedRow(await tx.insert(chatMessages).values(values).returning(), 'chat message');
}

export async function findBySenderClientId(tx: Executor, senderKey: string, clientId: string): Promise<ChatMessageRow | undefined> {
  return findRow(tx, chatMessages, and(eq(chatMessages.senderKey, senderKey), eq(chatMessages.clientId, clientId)));
}

export async function countSentSince(tx: Executor, senderKey: string, since: Date): Promise<number> {
  const rows = await tx.select({ total: count() }).from(chatMessages).where(and(eq(chatMessages.senderKey, senderKey), gte(chatMessages.createdAt, since)));
  return rows[0]?.total ?? 0;
}

export async function findMessageIn(tx: Executor, conversationId: string, messageId: string): Promise<ChatMessageRow | undefined> {
  return findRow(tx, chatMessages, and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)));
}

/** Up to `limit` messages before `before` (exclusive), newest last, and whether older ones exist. */
export async function historyPage(tx: Executor, conversationId: string, before: ChatMessageRow | undefined, limit: number): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  const older = before ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)` : undefined;
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/**
 * Marks the messages of `sides` in a conversation up to `upTo` (inclusive) delivered, and read when
 * `read`; returns how many changed.
 */
export async function markReceipts(tx: Transaction, conversationId: string, sides: readonly ChatMessageRow['side'][], upTo: ChatMessageRow, read: boolean, now: Date): Promise<number> {
  const upToWhere = sql`(${chatMessages.createdAt}, ${chatMessages.id}) <= (${upTo.createdAt.toISOString()}::timestamptz, ${upTo.id}::uuid)`;
  const base = and(eq(chatMessages.conversationId, conversationId), inArray(chatMessages.side, [...sides]), upToWhere);
  const set = read ? { readAt: now, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` } : { deliveredAt: now };
  const rows = await tx
    .update(chatMessages)
    .set(set)
    .where(and(base, read ? isNull(chatMessages.readAt) : isNull(chatMessages.deliveredAt)))
    .returning({ id: chatMessages.id });
  return rows.length;
}

// ---- staff ----

export async function findUserBrief(tx: Executor, id: string): Promise<{ id: string; username: string; role: string; email: string; status: string } | undefined> {
  const rows = await tx.select({ id: users.id, username: users.username, role: users.role, email: users.email, status: users.status }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The user's row locked FOR UPDATE: one support write per player at a time (no twin conversations). */
export async function lockUserBrief(tx: Transaction, id: string): Promise<{ id: string; username: string } | undefined> {
  const rows = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).limit(1).for('update');
  return rows[0];
}

/** Staff of the given roles with how many not-closed conversations each holds. */
export async function agentsOfRoles(tx: Executor, roles: readonly string[]): Promise<{ id: string; username: string; role: string; open: number }[]> {
  const rows = await tx
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      open: sql<number>`(select count(*)::int from ${conversations} where ${conversations.assigneeId} = ${users.id} and ${conversations.status} <> 'closed')`,
    })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.status, 'active')))
    .orderBy(asc(users.username));
  return rows.map((row) => ({ ...row, open: Number(row.open) }));
}

// ---- canned replies ----

export async function listCannedReplies(tx: Executor): Promise<CannedReplyRow[]> {
  return tx.select().from(cannedReplies).orderBy(asc(cannedReplies.title), asc(cannedReplies.id));
}

export async function countCannedReplies(tx: Executor): Promise<number> {
  const rows = await tx.select({ total: count() }).from(cannedReplies);
  return rows[0]?.total ?? 0;
}

export async function insertCannedReplies(tx: Transaction, values: (typeof cannedReplies.$inferInsert)[]): Promise<CannedReplyRow[]> {
  if (values.length === 0) return [];
  return tx.insert(cannedReplies).values(values).returning();
}

export async function updateCannedReply(tx: Transaction, id: string, changes: Partial<typeof cannedReplies.$inferInsert>): Promise<CannedReplyRow | undefined> {
  const rows = await tx.update(cannedReplies).set(changes).where(eq(cannedReplies.id, id)).returning();
  return rows[0];
}

export async function deleteCannedReply(tx: Transaction, id: string): Promise<CannedReplyRow | undefined> {
  const rows = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
  return rows[0];
}

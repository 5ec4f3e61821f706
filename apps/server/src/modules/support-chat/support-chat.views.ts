import type { ChatMessage, Conversation } from '@oddsmith/core';
import type { CannedReplyRow, ChatMessageRow } from '../../db/schema';
import type { ConversationRecord } from './support-chat.repo';

export function toConversationView(record: ConversationRecord): Conversation {
  const { row } = record;
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    player: row.playerId ? { id: row.playerId, username: record.playerUsername ?? '' } : null,
    guest: row.guestEmail ? { email: row.guestEmail, name: row.guestName } : null,
    assignee: row.assigneeId ? { id: row.assigneeId, username: record.assigneeUsername ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    waitingSince: row.waitingSince?.toISOString() ?? null,
    preview: row.preview,
    unreadForStaff: record.unreadForStaff,
    unreadForPlayer: record.unreadForPlayer,
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason ?? null,
    closeNote: row.closeNote ?? null,
  };
}

/** The customer's copy: the close note is staff's own (it may say why, bluntly). */
export function forCustomer(conversation: Conversation): Conversation {
  return { ...conversation, closeNote: null };
}

export function toMessageView(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    side: row.side,
    authorName: row.authorName,
    body: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function toCannedReplyView(row: CannedReplyRow) {
  return { id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** The queue's preview: the first characters of the last message, on one line. */
export const previewLengthMax = 140;
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > previewLengthMax ? `${line.slice(0, previewLengthMax - 1)}…` : line;
}

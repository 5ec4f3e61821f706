import type { ChatMessage, Conversation } from '@oddsmith/core';
import type { ChatThread } from './api/support-chat-api';

export type ChatSide = ChatMessage['side'];

/** No conversation yet (or not loaded). */
export const emptyThread: ChatThread = { conversation: null, messages: [] };

/** The sides a viewer writes as: the player's own, the guest's own, or the staff's. */
export const playerSides: readonly ChatSide[] = ['player', 'guest'];
export const staffSides: readonly ChatSide[] = ['staff'];

/** Adds a message to a thread (or replaces the same id or clientId), oldest first. Mutates the draft. */
export function upsertMessage(thread: ChatThread, message: ChatMessage): void {
  const index = thread.messages.findIndex(
    (each) => each.id === message.id || (message.clientId !== null && each.clientId === message.clientId && each.side === message.side),
  );
  if (index >= 0) thread.messages[index] = message;
  else thread.messages.push(message);
  thread.messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Puts a newer conversation row on a thread. */
export function withConversation(thread: ChatThread, conversation: Conversation): void {
  thread.conversation = conversation;
}

/** The last message of the other side (the one receipts point at), or null. */
export function lastIncoming(messages: readonly ChatMessage[], ownSides: readonly ChatSide[]): ChatMessage | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (!ownSides.includes(message.side) && message.side !== 'system') return message;
  }
  return null;
}

/** The other side's messages not read yet. */
export function unreadIncoming(messages: readonly ChatMessage[], ownSides: readonly ChatSide[]): number {
  return messages.filter((message) => !ownSides.includes(message.side) && message.side !== 'system' && message.readAt === null).length;
}

/** A queue row's name: the player's username, else the guest's name and e-mail. */
export function conversationName(conversation: Conversation): string {
  if (conversation.player) return conversation.player.username;
  if (conversation.guest) return conversation.guest.name ? `${conversation.guest.name} <${conversation.guest.email}>` : conversation.guest.email;
  return '—';
}

/** `m:ss` or `h:mm:ss` since an instant. */
export function elapsedText(since: string, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A confirmed send: the same conversation grows; a new one (the last was closed) starts a new thread. */
export function applySent(thread: ChatThread, sent: { conversation: Conversation; message: ChatMessage }): void {
  if (thread.conversation?.id !== sent.conversation.id) thread.messages = [];
  thread.conversation = sent.conversation;
  upsertMessage(thread, sent.message);
}

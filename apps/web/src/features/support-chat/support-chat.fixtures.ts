import type { ChatMessage, Conversation } from '@oddsmith/core';

/** Test data for the support chat's jsdom tests. */
export const conversationId = '11111111-1111-4111-8111-111111111111';

export function conversation(extra: Partial<Conversation> = {}): Conversation {
  return {
    id: conversationId,
    status: 'assigned',
    origin: 'widget',
    player: { id: 'id-player', username: 'player' },
    guest: null,
    assignee: { id: 'id-support', username: 'support' },
    createdAt: '2026-11-24T10:00:00Z',
    lastMessageAt: '2026-11-24T10:00:00Z',
    waitingSince: null,
    preview: 'Hello',
    unreadForStaff: 0,
    unreadForPlayer: 0,
    closedAt: null,
    closeReason: null,
    closeNote: null,
    ...extra,
  };
}

let sequence = 0;
export function message(extra: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    conversationId,
    side: 'player',
    authorName: 'player',
    body: 'Hello',
    clientId: null,
    createdAt: `2026-11-24T10:00:${String(sequence).padStart(2, '0')}Z`,
    deliveredAt: null,
    readAt: null,
    ...extra,
  };
}

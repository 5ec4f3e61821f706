import type { ConversationRow } from '../../db/schema';
import { userRoom } from '../../lib/realtime';

/**
 * The room of the sockets of staff holding `support.chat` (joined at the handshake from the
 * account's role): new conversations, messages and changes of every conversation reach it.
 */
export const supportStaffRoom = 'support:staff';

/** The room of a guest's conversation: only a socket whose handshake carried its signed token joins it. */
export function supportGuestRoom(conversationId: string): string {
  return `support:guest:${conversationId}`;
}

/** Where the player's (or guest's) side of a conversation listens. */
export function customerRoomOf(conversation: Pick<ConversationRow, 'id' | 'playerId'>): string {
  return conversation.playerId ? userRoom(conversation.playerId) : supportGuestRoom(conversation.id);
}

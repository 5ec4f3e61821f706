/** The window event the support chat widget listens to: open the chat on a conversation. */
export const openSupportChatEvent = 'oddsmith:open-support-chat';

export type OpenSupportChatDetail = { conversationId: string };

/** Asks the support chat widget (another feature) to open on `conversationId`. */
export function openSupportChat(conversationId: string): void {
  window.dispatchEvent(new CustomEvent<OpenSupportChatDetail>(openSupportChatEvent, { detail: { conversationId } }));
}

/**
 * The support chat's limits and its guest header's name, apart from the schemas in
 * `support-chat-contract.ts` that use them: the player's chat widget (its composer, the API's
 * guest header) reads them and must not pull zod and the contracts with it into the player's
 * screens (docs/web-decisions.md, "Speed").
 */

/** Longest chat message, in characters. */
export const chatMessageLengthMax = 2000;
/** Messages one sender may write per minute (over that: 429 with a clear message, nothing stored). */
export const chatMessagesPerMinuteMax = 20;
/** Typing events one socket may send per 10 seconds; more are dropped with an error ack. */
export const chatTypingEventsPer10sMax = 20;
/** Messages returned by one history page. */
export const chatHistoryPageMax = 100;

/** Header carrying a guest's conversation token (also `auth.supportGuestToken` on the socket handshake). */
export const supportGuestTokenHeader = 'x-support-guest-token';

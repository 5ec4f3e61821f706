import type { AppSocket } from '../../lib/socket';
import { useOwnSocket } from '../../lib/use-own-socket';

/**
 * One realtime connection while the layout is mounted; a new token makes a new connection. With
 * `anonymous` a guest gets a connection too (the open score page only subscribes to channels).
 * It opens in an idle turn after the first screen (`queueIdleTurn`): the screens read their data
 * over HTTP first and again once their channels are joined, so nothing is missed meanwhile.
 */
export function useRealtimeSocket(token: string | null, anonymous = false): AppSocket | null {
  return useOwnSocket(Boolean(token) || anonymous, token, null, true);
}

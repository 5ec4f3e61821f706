import { useEffect, useMemo } from 'react';
import { createSocket, type AppSocket } from './socket';

/**
 * A connection of its own while mounted (none while `wanted` is false); a new token makes a new one.
 * `supportGuestToken` authenticates a support guest from the login page instead of a bearer token.
 */
export function useOwnSocket(wanted: boolean, token: string | null, supportGuestToken: string | null = null): AppSocket | null {
  const socket = useMemo(
    () => (wanted ? createSocket(token, supportGuestToken ? { supportGuestToken } : {}) : null),
    [wanted, token, supportGuestToken],
  );
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);
  return socket;
}

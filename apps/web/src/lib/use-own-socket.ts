import { useEffect, useState } from 'react';
import type { AppSocket } from './socket';

type Made = { key: string; socket: AppSocket };

/**
 * A connection of its own while mounted (none while `wanted` is false); a new token makes a new one.
 * `supportGuestToken` authenticates a support guest from the login page instead of a bearer token.
 * The socket.io client loads when a connection is first wanted, not with the first screen; until
 * then (and for a moment after a token change) the hook gives null, as it does with none wanted.
 */
export function useOwnSocket(wanted: boolean, token: string | null, supportGuestToken: string | null = null): AppSocket | null {
  const key = wanted ? JSON.stringify([token, supportGuestToken]) : null;
  const [made, setMade] = useState<Made | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let socket: AppSocket | null = null;
    void import('./socket').then(({ createSocket }) => {
      if (!live) return;
      socket = createSocket(token, supportGuestToken ? { supportGuestToken } : {});
      socket.connect();
      setMade({ key, socket });
    });
    return () => {
      live = false;
      socket?.disconnect();
    };
  }, [key, token, supportGuestToken]);
  return made && made.key === key ? made.socket : null;
}

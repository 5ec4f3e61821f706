import { useEffect, useState } from 'react';
import type { AppSocket } from './socket';
import { idleTurnsSettled, queueIdleTurn } from './use-idle-turn';

type Made = { key: string; socket: AppSocket };

/**
 * A connection of its own while mounted (none while `wanted` is false); a new token makes a new one.
 * `supportGuestToken` authenticates a support guest from the login page instead of a bearer token.
 * The socket.io client loads when a connection is first wanted, not with the first screen; until
 * then (and for a moment after a token change) the hook gives null, as it does with none wanted.
 * With `afterFirstScreen` a connection asked for around the first screen waits for an idle turn too
 * (`queueIdleTurn`); later ones (a new token) connect at once.
 */
export function useOwnSocket(wanted: boolean, token: string | null, supportGuestToken: string | null = null, afterFirstScreen = false): AppSocket | null {
  const key = wanted ? JSON.stringify([token, supportGuestToken]) : null;
  const [made, setMade] = useState<Made | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let socket: AppSocket | null = null;
    const connect = () =>
      void import('./socket').then(({ createSocket }) => {
        if (!live) return;
        socket = createSocket(token, supportGuestToken ? { supportGuestToken } : {});
        socket.connect();
        setMade({ key, socket });
      });
    let cancelTurn: (() => void) | undefined;
    if (afterFirstScreen && !idleTurnsSettled()) {
      cancelTurn = queueIdleTurn(connect);
    } else {
      connect();
    }
    return () => {
      live = false;
      cancelTurn?.();
      socket?.disconnect();
    };
  }, [key, token, supportGuestToken, afterFirstScreen]);
  return made && made.key === key ? made.socket : null;
}

import { useEffect, useMemo } from 'react';
import { createSocket, type AppSocket } from './socket';

/** A connection of its own while mounted (none while `wanted` is false); a new token makes a new one. */
export function useOwnSocket(wanted: boolean, token: string | null): AppSocket | null {
  const socket = useMemo(() => (wanted ? createSocket(token) : null), [wanted, token]);
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);
  return socket;
}

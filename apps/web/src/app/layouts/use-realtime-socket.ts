import { useEffect, useMemo } from 'react';
import { createSocket, type AppSocket } from '../../lib/socket';

/**
 * One realtime connection while the layout is mounted; a new token makes a new connection. With
 * `anonymous` a guest gets a connection too (the open score page only subscribes to channels).
 */
export function useRealtimeSocket(token: string | null, anonymous = false): AppSocket | null {
  const socket = useMemo(() => (token || anonymous ? createSocket(token) : null), [token, anonymous]);
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);
  return socket;
}

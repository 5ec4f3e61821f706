import { useEffect, useMemo } from 'react';
import { createSocket, type AppSocket } from '../../lib/socket';

/** One realtime connection while the layout is mounted; a new token makes a new connection. */
export function useRealtimeSocket(token: string | null): AppSocket | null {
  const socket = useMemo(() => (token ? createSocket(token) : null), [token]);
  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);
  return socket;
}

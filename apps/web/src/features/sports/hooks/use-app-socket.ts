import { useEffect, useMemo } from 'react';
import { createSocket, type AppSocket } from '../../../lib/socket';
import { useSocket } from '../../../lib/socket-context';

/** The layout's connection, or (outside the player layout, e.g. the open score page) an own one. */
export function useAppSocket(): AppSocket | null {
  const shared = useSocket();
  const own = useMemo(() => (shared ? null : createSocket(null)), [shared]);
  useEffect(() => {
    if (!own) return;
    own.connect();
    return () => {
      own.disconnect();
    };
  }, [own]);
  return shared ?? own;
}

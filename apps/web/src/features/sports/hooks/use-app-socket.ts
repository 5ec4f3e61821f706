import type { AppSocket } from '../../../lib/socket';
import { useSocket } from '../../../lib/socket-context';
import { useOwnSocket } from '../../../lib/use-own-socket';

/** The layout's connection, or (outside the player layout, e.g. the open score page) an own one. */
export function useAppSocket(): AppSocket | null {
  const shared = useSocket();
  const own = useOwnSocket(!shared, null);
  return shared ?? own;
}

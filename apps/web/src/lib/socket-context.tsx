import { createContext, useContext } from 'react';
import type { AppSocket } from './socket';

/** The layout's realtime connection, for screens that subscribe to channels. */
const SocketContext = createContext<AppSocket | null>(null);
export const SocketProvider = SocketContext.Provider;

export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

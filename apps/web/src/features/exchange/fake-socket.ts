import type { AppSocket } from '../../lib/socket';

/** A socket stand-in for tests: records what the screen emits and lets the test push server events. */
export function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: { event: string; body: unknown }[] = [];
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off: (event: string, handler: (payload: unknown) => void) => {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit: (event: string, body: unknown) => {
      emitted.push({ event, body });
      return socket;
    },
  };
  const push = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  return { socket: socket as unknown as AppSocket, emitted, push };
}

import type { AppSocket } from '../lib/socket';

/** A socket stand-in: `emit` delivers to the handlers a hook registered with `on` (and not removed with `off`). */
export function fakeSocket() {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event: string, handler: (payload: unknown) => void) => handlers.set(event, (handlers.get(event) ?? []).filter((each) => each !== handler)),
  };
  return { socket: socket as unknown as AppSocket, emit: (event: string, payload: unknown) => (handlers.get(event) ?? []).forEach((handler) => handler(payload)) };
}

import type { AppSocket } from '../lib/socket';

type Ack = (reply: { ok: boolean }) => void;

/**
 * A socket stand-in for tests: records what the screen emits (`emitted`), lets the test push a
 * server event to the handlers registered with `on` and not removed with `off` (`push`), and answer
 * every acknowledged emit still waiting (`acknowledge`, a join: `{ ok: true }`).
 */
export function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: { event: string; body: unknown }[] = [];
  const acks: Ack[] = [];
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
    emit: (event: string, body: unknown, ack?: Ack) => {
      emitted.push({ event, body });
      if (ack) acks.push(ack);
      return socket;
    },
  };
  const push = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  const acknowledge = (reply: { ok: boolean }) => acks.splice(0).forEach((ack) => ack(reply));
  return { socket: socket as unknown as AppSocket, emitted, push, acknowledge };
}

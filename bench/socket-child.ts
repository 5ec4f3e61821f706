/**
 * What the bench's socket-holding child processes share (feed-clients.ts, notification-clients.ts):
 * opening websocket clients in batches, the arrival clock, and the IPC loop (`connect` is the
 * child's own; `expect`, `dump` and `close` are answered here). Each child keeps the sockets in its
 * own process so the server and the clients each stay under the per-process file limit.
 */
import { io as connect, type Socket } from 'socket.io-client';

type SharedCommand = { cmd: 'expect'; total: number } | { cmd: 'dump' } | { cmd: 'close' };
export type SocketClients = { received: () => void; keep: (socket: Socket) => void };

/** Clients opened at once; the rest wait for the batch before. */
export const connectConcurrencyMax = 200;

/** A websocket client once it is connected (`auth` carries an access token for a private room). */
export async function openSocket(url: string, auth?: { token: string }): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000, ...(auth ? { auth } : {}) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Runs `open` for each of `count` clients, `connectConcurrencyMax` at a time. */
export async function inBatches(count: number, open: (index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += connectConcurrencyMax) {
    const batch = Math.min(connectConcurrencyMax, count - start);
    await Promise.all(Array.from({ length: batch }, (_, offset) => open(start + offset)));
  }
}

/** Serves the IPC loop; `connectAll` opens the child's clients and answers the `ready` message's extra fields. */
export function serveSocketChild<Connect extends { cmd: 'connect' }>(connectAll: (command: Connect, clients: SocketClients) => Promise<Record<string, unknown>>): void {
  const sockets: Socket[] = [];
  let times: number[] = [];
  let expected = Infinity;
  const send = (message: unknown) => process.send?.(message);
  const reachedCheck = () => {
    if (times.length < expected) return;
    expected = Infinity;
    send({ type: 'reached', count: times.length });
  };
  const clients: SocketClients = {
    received: () => {
      times.push(performance.timeOrigin + performance.now());
      reachedCheck();
    },
    keep: (socket) => void sockets.push(socket),
  };
  process.on('message', (message: Connect | SharedCommand) => {
    if (message.cmd === 'connect') {
      connectAll(message as Connect, clients).then(
        (extra) => send({ type: 'ready', ...extra }),
        (error: unknown) => send({ type: 'error', message: String(error) }),
      );
    } else if (message.cmd === 'expect') {
      expected = (message as { total: number }).total;
      reachedCheck();
    } else if (message.cmd === 'dump') {
      send({ type: 'times', times });
      times = [];
    } else if (message.cmd === 'close') {
      for (const socket of sockets) socket.close();
      process.exit(0);
    }
  });
  send({ type: 'started' });
}

import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** A socket.io client of the test server (no reconnection, websocket unless `options` say otherwise); rejects on connect_error. */
export async function openSocket(url: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...options });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** A socket.io client of the test server, signed in with `token` when given. */
export function connectSocket(url: string, token?: string): Promise<Socket> {
  return openSocket(url, token === undefined ? {} : { auth: { token } });
}

/** Waits until `check` holds (polled every 20 ms), failing after `withinMs` with `what`. */
export async function until(check: () => boolean, what: string, withinMs = 10_000): Promise<void> {
  for (let waited = 0; waited < withinMs; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

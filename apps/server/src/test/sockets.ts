import { io as connect, type Socket } from 'socket.io-client';

/** A socket.io client of the test server (websocket, no reconnection), signed in with `token` when given; rejects on connect_error. */
export async function connectSocket(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...(token === undefined ? {} : { auth: { token } }) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/** Waits until `check` holds (polled every 20 ms), failing after `withinMs` with `what`. */
export async function until(check: () => boolean, what: string, withinMs = 10_000): Promise<void> {
  for (let waited = 0; waited < withinMs; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Child process of bench/notifications.bench.ts: holds one socket.io client per player (websocket
 * only, each signed in with its own access token, so each sits in its private room `user:<id>`),
 * records when each `notification` arrives. Driven over IPC.
 */
import { io as connect, type Socket } from 'socket.io-client';

type Command = { cmd: 'connect'; url: string; tokens: string[] } | { cmd: 'expect'; total: number } | { cmd: 'dump' } | { cmd: 'close' };

const connectConcurrencyMax = 200;
const sockets: Socket[] = [];
let times: number[] = [];
let expected = Infinity;

const wallMs = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

function received(): void {
  times.push(wallMs());
  if (times.length >= expected) {
    expected = Infinity;
    send({ type: 'reached', count: times.length });
  }
}

async function openOne(url: string, token: string): Promise<void> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('notification', received);
  sockets.push(socket);
}

async function openAll(url: string, tokens: readonly string[]): Promise<void> {
  for (let start = 0; start < tokens.length; start += connectConcurrencyMax) {
    await Promise.all(tokens.slice(start, start + connectConcurrencyMax).map((token) => openOne(url, token)));
  }
}

process.on('message', (message: Command) => {
  if (message.cmd === 'connect') {
    openAll(message.url, message.tokens).then(
      () => send({ type: 'ready', count: sockets.length }),
      (error: unknown) => send({ type: 'error', message: String(error) }),
    );
  } else if (message.cmd === 'expect') {
    expected = message.total;
    if (times.length >= expected) {
      expected = Infinity;
      send({ type: 'reached', count: times.length });
    }
  } else if (message.cmd === 'dump') {
    send({ type: 'times', times });
    times = [];
  } else {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});

send({ type: 'started' });

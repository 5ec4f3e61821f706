/**
 * Child process of bench/feed.bench.ts: holds the socket.io clients (websocket transport only), so
 * the server process and this one each stay under the per-process file limit. Driven over IPC.
 */
import { io as connect, type Socket } from 'socket.io-client';

type Command =
  | { cmd: 'connect'; url: string; count: number; slip: { gameId: string; optionId: string }[] }
  | { cmd: 'expect'; total: number }
  | { cmd: 'dump' }
  | { cmd: 'close' };

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

async function openOne(url: string, slip: { gameId: string; optionId: string }[]): Promise<void> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('updatedSlipData', received);
  await socket.timeout(60_000).emitWithAck('slipEventIds', slip);
  sockets.push(socket);
}

async function openAll(url: string, count: number, slip: { gameId: string; optionId: string }[]): Promise<void> {
  for (let start = 0; start < count; start += connectConcurrencyMax) {
    const batch = Math.min(connectConcurrencyMax, count - start);
    await Promise.all(Array.from({ length: batch }, () => openOne(url, slip)));
  }
}

process.on('message', (message: Command) => {
  if (message.cmd === 'connect') {
    openAll(message.url, message.count, message.slip).then(
      () => send({ type: 'ready', sockets: sockets.length, rssMb: Math.round(process.memoryUsage().rss / 1e6) }),
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
  } else if (message.cmd === 'close') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
send({ type: 'started' });

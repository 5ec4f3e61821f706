/**
 * Child process of bench/feed.bench.ts: holds the socket.io clients (websocket transport only), each
 * watching the same slip, and records when each `updatedSlipData` arrives. Driven over IPC
 * (socket-child.ts).
 */
import { inBatches, openSocket, serveSocketChild } from './socket-child';

type Connect = { cmd: 'connect'; url: string; count: number; slip: { gameId: string; optionId: string }[] };

serveSocketChild<Connect>(async ({ url, count, slip }, clients) => {
  let opened = 0;
  await inBatches(count, async () => {
    const socket = await openSocket(url);
    socket.on('updatedSlipData', clients.received);
    await socket.timeout(60_000).emitWithAck('slipEventIds', slip);
    clients.keep(socket);
    opened += 1;
  });
  return { sockets: opened, rssMb: Math.round(process.memoryUsage().rss / 1e6) };
});

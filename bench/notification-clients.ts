/**
 * Child process of bench/notifications.bench.ts: holds one socket.io client per player (websocket
 * only, each signed in with its own access token, so each sits in its private room `user:<id>`),
 * records when each `notification` arrives. Driven over IPC (socket-child.ts).
 */
import { inBatches, openSocket, serveSocketChild } from './socket-child';

type Connect = { cmd: 'connect'; url: string; tokens: string[] };

serveSocketChild<Connect>(async ({ url, tokens }, clients) => {
  await inBatches(tokens.length, async (index) => {
    const socket = await openSocket(url, { token: tokens[index] as string });
    socket.on('notification', clients.received);
    clients.keep(socket);
  });
  return { count: tokens.length };
});

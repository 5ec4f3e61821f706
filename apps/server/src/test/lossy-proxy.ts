import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the server that can start dropping everything the server sends back,
 * as a network that fails on the way back: requests still arrive and are applied, their answers
 * never reach the client. Once the server's side of a connection closes (the server was killed),
 * the client's side is closed too, so the client sees its request fail.
 */
export type LossyProxy = {
  readonly baseUrl: string;
  /** From now on, the server's bytes are discarded. */
  dropAnswers: () => void;
  /** Server bytes discarded so far. */
  droppedBytes: () => number;
  close: () => Promise<void>;
};

export async function startLossyProxy(targetPort: number): Promise<LossyProxy> {
  let dropping = false;
  let dropped = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      if (dropping) dropped += chunk.length;
      else client.write(chunk);
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    // Either side failing ends the pair; the 'close' handlers above do the rest.
    upstream.on('error', () => upstream.destroy());
    client.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy without a TCP port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    dropAnswers: () => {
      dropping = true;
    },
    droppedBytes: () => dropped,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

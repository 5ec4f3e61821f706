import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A small round-robin load balancer in front of several server instances, as a deployment puts
 * one: each HTTP request goes to the next instance in turn (its answer carries `x-upstream`, the
 * index of the instance that served it), and each socket.io websocket upgrade is piped to the
 * next instance as raw TCP for the life of the connection.
 */
export type RoundRobinProxy = {
  readonly baseUrl: string;
  close: () => Promise<void>;
};

export const upstreamHeader = 'x-upstream';

function upgradeHead(request: IncomingMessage): string {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/${request.httpVersion}`];
  for (let index = 0; index < request.rawHeaders.length; index += 2) lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export async function startRoundRobinProxy(upstreamPorts: readonly number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const next = () => {
    const index = turn % upstreamPorts.length;
    turn += 1;
    return { index, port: upstreamPorts[index] ?? 0 };
  };
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server = createServer((request, response) => {
    const upstream = next();
    const forwarded = httpRequest({ host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [upstreamHeader]: String(upstream.index) });
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 1_000;

  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = connect(next().port, '127.0.0.1', () => {
      upstream.write(upgradeHead(request));
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(client);
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('error', () => upstream.destroy());
    client.on('error', () => client.destroy());
  });
  server.on('connection', track);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

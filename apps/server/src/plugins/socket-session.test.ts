import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { disconnectUser } from '../lib/realtime';
import { signAccessToken, verifyAccessToken } from '../lib/tokens';
import { bearer, createTestApp, latestMailTo, loginAs, registerPlayer, testDatabases, tokenFromMail, type TestApp } from '../test/app';
import { socketSessionExpiredMessage } from './socket';

const pglite = testDatabases[0] ?? { name: 'pglite' as const, adminUrl: undefined };

function open(url: string, token?: string): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...(token === undefined ? {} : { auth: { token } }) });
}

/** Resolves 'connected' or the connect_error's message. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function dropped(socket: Socket, withinMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket was not dropped')), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function stillConnected(socket: Socket): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket.connected;
}

describe('private realtime channel: sockets follow their session [pglite]', () => {
  let testApp: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  async function connected(token?: string): Promise<Socket> {
    const socket = open(url, token);
    sockets.push(socket);
    expect(await outcome(socket)).toBe('connected');
    return socket;
  }

  beforeAll(async () => {
    testApp = await createTestApp(pglite);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('refuses a forged, revoked or expired token at handshake; a guest without a token connects', async () => {
    await connected();
    const forged = open(url, 'not-a-token');
    sockets.push(forged);
    expect(await outcome(forged)).toBe(socketSessionExpiredMessage);

    const { user, token } = await registerPlayer(testApp.app, `sock_rev${Date.now() % 1e6}`);
    await testApp.app.inject({ method: 'POST', url: '/api/front/logout', headers: bearer(token) });
    const revoked = open(url, token);
    sockets.push(revoked);
    expect(await outcome(revoked)).toBe(socketSessionExpiredMessage);

    const live = await loginAs(testApp.app, user.username, 'GoodPassword123');
    const claims = await verifyAccessToken(live, testApp.app.config.jwtSecret);
    if (!claims) throw new Error('no claims');
    const expired = await signAccessToken(claims, testApp.app.config.jwtSecret, -10);
    const late = open(url, expired);
    sockets.push(late);
    expect(await outcome(late)).toBe(socketSessionExpiredMessage);
  });

  it('drops the socket of the token that logged out, not the same user’s other session', async () => {
    const { user, token } = await registerPlayer(testApp.app, `sock_out${Date.now() % 1e6}`);
    const other = await loginAs(testApp.app, user.username, 'GoodPassword123');
    const leaving = await connected(token);
    const staying = await connected(other);
    const gone = dropped(leaving);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/front/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await stillConnected(staying)).toBe(true);
  });

  it('a password change drops the other sessions’ sockets and keeps the caller’s', async () => {
    const { user, token } = await registerPlayer(testApp.app, `sock_pw${Date.now() % 1e6}`);
    const other = await loginAs(testApp.app, user.username, 'GoodPassword123');
    const mine = await connected(token);
    const theirs = await connected(other);
    const gone = dropped(theirs);
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/front/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'GoodPassword123', newPassword: 'NewPassword456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await stillConnected(mine)).toBe(true);
  });

  it('a password reset by mailed link drops every socket of the user', async () => {
    const { user, token } = await registerPlayer(testApp.app, `sock_rs${Date.now() % 1e6}`);
    const socket = await connected(token);
    await testApp.app.inject({ method: 'POST', url: '/api/front/reset-password', payload: { email: user.email } });
    const mail = await latestMailTo(testApp.app, user.email, 'Reset');
    const resetToken = tokenFromMail(mail?.deliveredText ?? '', 'token');
    const gone = dropped(socket);
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/front/reset-password', payload: { token: resetToken, password: 'NewPassword456' } });
    expect(reset.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('a block drops the sockets (explicit drop, and the periodic re-check catches a block made elsewhere)', async () => {
    const first = await registerPlayer(testApp.app, `sock_bl${Date.now() % 1e6}`);
    const explicit = await connected(first.token);
    const gone = dropped(explicit);
    // What the staff block endpoint does after its commit.
    disconnectUser(testApp.app.io, first.user.id);
    expect(await gone).toBe('io server disconnect');

    const second = await registerPlayer(testApp.app, `sock_bk${Date.now() % 1e6}`);
    const bystander = await registerPlayer(testApp.app, `sock_by${Date.now() % 1e6}`);
    const blocked = await connected(second.token);
    const fine = await connected(bystander.token);
    await testApp.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, second.user.id));
    const caught = dropped(blocked);
    expect(await testApp.app.recheckSocketSessions()).toBe(1);
    expect(await caught).toBe('io server disconnect');
    expect(await stillConnected(fine)).toBe(true);
    // And a blocked account cannot come back.
    const retry = open(url, second.token);
    sockets.push(retry);
    expect(await outcome(retry)).toBe(socketSessionExpiredMessage);
  });

  it('drops the socket when its token expires', async () => {
    const { token } = await registerPlayer(testApp.app, `sock_ex${Date.now() % 1e6}`);
    const claims = await verifyAccessToken(token, testApp.app.config.jwtSecret);
    if (!claims) throw new Error('no claims');
    const shortLived = await signAccessToken(claims, testApp.app.config.jwtSecret, 2);
    const socket = await connected(shortLived);
    expect(await dropped(socket, 5_000)).toBe('io server disconnect');
  });
});

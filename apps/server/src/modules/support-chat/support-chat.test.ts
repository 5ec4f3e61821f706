import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatMessagesPerMinuteMax, type ChatMessage, type Conversation } from '@oddsmith/core';
import { chatMessages } from '../../db/schema';
import { bearer, createTestApp, describeEachDatabase, loginAs, loginDemo, registerPlayer, type TestApp } from '../../test/app';
import { connectSocket, openSocket, until } from '../../test/sockets';

type Sent = { conversation: Conversation; message: ChatMessage };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('support chat: players and guests', (database) => {
  let testApp: TestApp;
  let url: string;
  let suffix = 0;
  const sockets: Socket[] = [];
  const player = async () => {
    const registered = await registerPlayer(testApp.app, `sc${Date.now() % 1e6}${(suffix += 1)}`);
    return { id: registered.user.id, token: registered.token, username: registered.user.username };
  };
  const clientId = () => `cid-${Date.now()}-${(suffix += 1)}`;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url: path, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload }) });
  const send = (token: string, body: string, id = clientId()) => inject('POST', '/api/support/messages', token, { body, clientId: id });
  async function socketOf(token?: string, auth?: Record<string, string>): Promise<Socket> {
    const socket = auth ? await openSocket(url, { auth }) : await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }
  beforeAll(async () => {
    testApp = await createTestApp(database, { seedDemo: true });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('a player writes, reuses the open conversation, and reads it back; the same clientId stores one message', async () => {
    const alice = await player();
    expect((await inject('GET', '/api/support/conversation', alice.token)).json()).toMatchObject({ response: { conversation: null, messages: [] } });
    const first = await send(alice.token, 'Hello, my deposit is missing', 'alice-first-1');
    expect(first.statusCode).toBe(200);
    const sent = first.json<{ response: Sent }>().response;
    expect(sent.conversation).toMatchObject({ status: 'waiting', origin: 'widget', player: { id: alice.id }, assignee: null, preview: 'Hello, my deposit is missing', unreadForStaff: 1 });
    expect(sent.conversation.waitingSince).not.toBeNull();
    expect(sent.message).toMatchObject({ side: 'player', authorName: alice.username, clientId: 'alice-first-1' });
    const again = (await send(alice.token, 'Hello, my deposit is missing', 'alice-first-1')).json<{ response: Sent }>().response;
    expect(again.message.id).toBe(sent.message.id);
    const second = (await send(alice.token, 'Any news?')).json<{ response: Sent }>().response;
    expect(second.conversation.id).toBe(sent.conversation.id);
    const mine = (await inject('GET', '/api/support/conversation', alice.token)).json<{ response: { conversation: Conversation; messages: ChatMessage[] } }>().response;
    expect(mine.messages.map((message) => message.body)).toEqual(['Hello, my deposit is missing', 'Any news?']);
    const history = (await inject('GET', `/api/support/conversations/${sent.conversation.id}/messages?limit=1`, alice.token)).json();
    expect(history).toMatchObject({ response: { messages: [{ body: 'Any news?' }], hasMore: true } });
  });

  it('refuses empty, oversized and HTML messages with 400 naming body, storing nothing', async () => {
    const bob = await player();
    for (const body of ['', '   ', 'x'.repeat(2001), 'hi <script>alert(1)</script>', '<b>bold</b>']) {
      const response = await send(bob.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body' });
    }
    const rows = await testApp.app.db.select().from(chatMessages).where(eq(chatMessages.senderKey, `user:${bob.id}`));
    expect(rows).toEqual([]);
    expect((await inject('GET', '/api/support/conversation', bob.token)).json()).toMatchObject({ response: { conversation: null } });
  });

  it(`answers 429 to the ${chatMessagesPerMinuteMax + 1}st message in a minute and stores nothing`, async () => {
    const carol = await player();
    for (let index = 0; index < chatMessagesPerMinuteMax; index += 1) expect((await send(carol.token, `line ${index}`)).statusCode).toBe(200);
    const flooding = await send(carol.token, 'one too many');
    expect(flooding.statusCode).toBe(429);
    expect(flooding.json<{ message: string }>().message).toContain(`at most ${chatMessagesPerMinuteMax} a minute`);
    const rows = await testApp.app.db.select().from(chatMessages).where(eq(chatMessages.senderKey, `user:${carol.id}`));
    expect(rows).toHaveLength(chatMessagesPerMinuteMax);
  });

  it("a player cannot read, page or mark another player's conversation (404)", async () => {
    const dave = await player();
    const erin = await player();
    const conversation = (await send(dave.token, 'private')).json<{ response: Sent }>().response.conversation;
    expect((await inject('GET', `/api/support/conversations/${conversation.id}`, erin.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/support/conversations/${conversation.id}/messages`, erin.token)).statusCode).toBe(404);
    const receipts = await inject('POST', `/api/support/conversations/${conversation.id}/receipts`, erin.token, { readUpTo: conversation.id });
    expect(receipts.statusCode).toBe(404);
    expect((await inject('GET', '/api/support/conversations', erin.token)).json()).toMatchObject({ response: { total: 0 } });
  });

  it('a guest starts a conversation, reads it with the token, and a forged token is 401', async () => {
    const started = await inject('POST', '/api/support/guest', undefined, { email: 'Guest@Example.com', name: 'Gus', body: 'I cannot log in', clientId: 'guest-start-1' });
    expect(started.statusCode).toBe(200);
    const { conversation, guestToken } = started.json<{ response: Sent & { guestToken: string } }>().response;
    expect(conversation).toMatchObject({ origin: 'guest', player: null, guest: { email: 'guest@example.com', name: 'Gus' } });
    const header = { 'x-support-guest-token': guestToken };
    expect((await inject('GET', '/api/support/guest/conversation', undefined, undefined, header)).json()).toMatchObject({ response: { conversation: { id: conversation.id }, messages: [{ body: 'I cannot log in', side: 'guest' }] } });
    expect((await inject('POST', '/api/support/guest/messages', undefined, { body: 'Still stuck', clientId: clientId() }, header)).statusCode).toBe(200);
    const forged = `${conversation.id}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${conversation.id}`]) {
      const response = await inject('GET', '/api/support/guest/conversation', undefined, undefined, { 'x-support-guest-token': token });
      expect(response.statusCode).toBe(401);
      expect((await inject('POST', '/api/support/guest/messages', undefined, { body: 'x', clientId: clientId() }, { 'x-support-guest-token': token })).statusCode).toBe(401);
    }
    expect((await inject('GET', '/api/support/guest/conversation')).statusCode).toBe(401);
    // A valid token's socket joins that conversation's room only and hears support's answer.
    const guestSocket = await socketOf(undefined, { supportGuestToken: guestToken });
    const heard: unknown[] = [];
    guestSocket.on('supportMessage', (event: unknown) => heard.push(event));
    const support = await loginAs(testApp.app, 'support', 'SupportPass123');
    await inject('POST', `/api/admin/support/conversations/${conversation.id}/messages`, support, { body: 'We are on it', clientId: clientId() });
    await until(() => heard.length === 1, 'the guest to hear the answer');
    expect(heard[0]).toMatchObject({ conversationId: conversation.id, message: { side: 'staff', body: 'We are on it' } });
    await expect(socketOf(undefined, { supportGuestToken: forged })).rejects.toThrow('not valid');
  });

  it('limits guest starts per address (429)', async () => {
    const limited = await createTestApp(database, { accountRateLimitPerHour: 2 });
    try {
      const start = (index: number) => limited.app.inject({ method: 'POST', url: '/api/support/guest', payload: { email: `g${index}@example.com`, body: 'hello', clientId: `guest-limit-${index}` } });
      expect((await start(1)).statusCode).toBe(200);
      expect((await start(2)).statusCode).toBe(200);
      expect((await start(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a socket cannot subscribe to the staff room or another user\'s room', async () => {
    const socket = await socketOf((await player()).token);
    const answer = (await socket.timeout(5000).emitWithAck('subscribe', { channels: ['support:staff'] })) as { ok: boolean };
    expect(answer.ok).toBe(false);
    expect((await socket.timeout(5000).emitWithAck('subscribe', { channels: ['user:00000000-0000-4000-8000-000000000000'] })) as { ok: boolean }).toMatchObject({ ok: false });
  });

  it('the staff room hears a new conversation; other players hear nothing', async () => {
    const support = await loginAs(testApp.app, 'support', 'SupportPass123');
    const staffSocket = await socketOf(support);
    const otherSocket = await socketOf((await player()).token);
    const staffSeen: Conversation[] = [];
    const otherSeen: unknown[] = [];
    staffSocket.on('supportConversation', (event: { conversation: Conversation }) => staffSeen.push(event.conversation));
    otherSocket.on('supportConversation', (event: unknown) => otherSeen.push(event));
    otherSocket.on('supportMessage', (event: unknown) => otherSeen.push(event));
    const frank = await player();
    const conversation = (await send(frank.token, 'Hi there')).json<{ response: Sent }>().response.conversation;
    await until(() => staffSeen.some((seen) => seen.id === conversation.id), 'the staff room to hear the conversation');
    await pause(100);
    expect(otherSeen).toEqual([]);
    void loginDemo;
  });
});

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessage, InboxMessage, NotificationView, SentMessage } from '@oddsmith/core';
import { auditLog, messageRecipients, messages, notificationPreferences, partners, users } from '../../db/schema';
import { bearer, createTestApp, describeEachDatabase, loginAs, registration, type TestApp } from '../../test/app';
import { connectSocket, until } from '../../test/sockets';

type Player = { id: string; token: string; username: string };

describeEachDatabase('messages', (database) => {
  let testApp: TestApp;
  let url: string;
  let support: string;
  let finance: string;
  let suffix = 0;
  const sockets: Socket[] = [];
  const tag = `m${Date.now() % 1e5}`;
  const inject = (method: 'GET' | 'POST', path: string, token: string, payload?: object) =>
    testApp.app.inject({ method, url: path, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  async function player(extra: Record<string, unknown> = {}): Promise<Player> {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/front/register', payload: registration(`${tag}${(suffix += 1)}`, extra) });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json<{ response: { user: { id: string; username: string }; token: string } }>().response;
    return { id: user.id, token, username: user.username };
  }
  const requestId = () => `req-${tag}-${(suffix += 1)}`;
  const sendTo = (audience: object, subject = 'Hello', body = 'Welcome to the site', id = requestId()) => inject('POST', '/api/admin/messages', support, { subject, body, audience, requestId: id });

  beforeAll(async () => {
    testApp = await createTestApp(database, { seedDemo: true });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    support = await loginAs(testApp.app, 'support', 'SupportPass123');
    finance = await loginAs(testApp.app, 'finance', 'FinancePass123');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('registration takes an optional country (upper-cased) and names it when malformed; the demo players have one', async () => {
    const pat = await player({ country: 'pt' });
    const [row] = await testApp.app.db.select({ country: users.country }).from(users).where(eq(users.id, pat.id));
    expect(row?.country).toBe('PT');
    const bad = await testApp.app.inject({ method: 'POST', url: '/api/front/register', payload: registration(`${tag}bad`, { country: 'Portugal' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'country' });
    const [demo] = await testApp.app.db.select({ country: users.country }).from(users).where(eq(users.username, 'player'));
    expect(demo?.country).toBe('GB');
  });

  it('sends to one player: inbox, unread count, read, live notification; idempotent; audited', async () => {
    const alice = await player();
    const bob = await player();
    const aliceSocket = await connectSocket(url, alice.token);
    const bobSocket = await connectSocket(url, bob.token);
    sockets.push(aliceSocket, bobSocket);
    const aliceSeen: NotificationView[] = [];
    const bobSeen: NotificationView[] = [];
    aliceSocket.on('notification', (view: NotificationView) => aliceSeen.push(view));
    bobSocket.on('notification', (view: NotificationView) => bobSeen.push(view));
    const id = requestId();
    const sent = await sendTo({ kind: 'player', userId: alice.id }, 'Your bonus', 'A bonus waits for you: https://example.com/bonus', id);
    expect(sent.statusCode).toBe(200);
    const message = sent.json<{ response: { message: SentMessage } }>().response.message;
    expect(message).toMatchObject({ recipients: 1, read: 0, replies: 0, audienceLabel: alice.username, sentBy: { username: 'support' } });
    expect((await sendTo({ kind: 'player', userId: alice.id }, 'Your bonus', 'A bonus waits for you: https://example.com/bonus', id)).json()).toMatchObject({ response: { message: { id: message.id } } });
    expect(await testApp.app.db.select().from(messages).where(eq(messages.requestId, id))).toHaveLength(1);
    await until(() => aliceSeen.length === 1, 'the live notification');
    expect(aliceSeen[0]).toMatchObject({ type: 'message_received', link: `/messages?id=${message.id}` });
    expect(bobSeen).toEqual([]);
    const inbox = (await inject('GET', '/api/messages', alice.token)).json<{ response: { list: InboxMessage[]; total: number } }>().response;
    expect(inbox.list).toEqual([expect.objectContaining({ id: message.id, subject: 'Your bonus', from: 'Oddsmith Support', readAt: null, conversationId: null })]);
    expect((await inject('GET', '/api/messages', bob.token)).json()).toMatchObject({ response: { total: 0 } });
    expect((await inject('GET', '/api/messages/unread-count', alice.token)).json()).toMatchObject({ response: { unread: 1 } });
    expect((await inject('POST', `/api/messages/${message.id}/read`, bob.token)).statusCode).toBe(404);
    expect((await inject('POST', `/api/messages/${message.id}/read`, alice.token)).json()).toMatchObject({ response: { message: { id: message.id }, unread: 0 } });
    expect((await inject('GET', '/api/messages?unread=true', alice.token)).json()).toMatchObject({ response: { total: 0 } });
    const audit = await testApp.app.db.select().from(auditLog).where(and(eq(auditLog.targetId, message.id), eq(auditLog.action, 'messages.send')));
    expect(audit).toHaveLength(1);
  });

  it('segments: country, deposited, all (set-based), counts match, preferences respected; bad audiences named', async () => {
    const country = 'IS';
    const one = await player({ country });
    const two = await player({ country: 'is' });
    await testApp.app.db.insert(notificationPreferences).values({ userId: two.id, disabledTypes: ['message_received'] });
    expect((await inject('GET', `/api/admin/messages/audience-count?kind=country&country=${country}`, support)).json()).toMatchObject({ response: { recipients: 2 } });
    const sentResponse = await sendTo({ kind: 'country', country: 'is' }, 'Iceland');
    expect(sentResponse.body).toContain('"status":"success"');
    const sent = sentResponse.json<{ response: { message: SentMessage } }>().response.message;
    expect(sent).toMatchObject({ recipients: 2, audienceLabel: 'Players in IS' });
    expect((await inject('GET', '/api/messages', one.token)).json()).toMatchObject({ response: { total: 1 } });
    expect((await inject('GET', '/api/messages', two.token)).json()).toMatchObject({ response: { total: 1 } });
    expect((await inject('GET', '/api/notifications', one.token)).json()).toMatchObject({ response: { total: 1 } });
    expect((await inject('GET', '/api/notifications', two.token)).json()).toMatchObject({ response: { total: 0 } });
    const all = (await inject('GET', '/api/admin/messages/audience-count?kind=all', support)).json<{ response: { recipients: number } }>().response.recipients;
    expect(all).toBeGreaterThanOrEqual(4);
    expect((await sendTo({ kind: 'all' }, 'Everyone')).json()).toMatchObject({ response: { message: { recipients: all } } });
    const deposited = (await inject('GET', '/api/admin/messages/audience-count?kind=deposited', support)).json<{ response: { recipients: number } }>().response.recipients;
    expect(deposited).toBeGreaterThanOrEqual(0);
    expect((await inject('GET', '/api/admin/messages/audience-count?kind=country', support)).json()).toMatchObject({ field: 'country' });
    expect((await inject('GET', '/api/admin/messages/audience-count?kind=country&country=ISL', support)).json()).toMatchObject({ field: 'country' });
    expect((await sendTo({ kind: 'player', userId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ field: 'audience.userId' });
    expect((await sendTo({ kind: 'partner', partnerId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await sendTo({ kind: 'country', country: 'ZZ' })).json()).toMatchObject({ field: 'audience' });
    const list = (await inject('GET', '/api/admin/messages', support)).json<{ response: { list: SentMessage[] } }>().response.list;
    expect(list[0]?.subject).toBe('Everyone');
  });

  it("sends to a partner's players only", async () => {
    const attributed = await testApp.app.inject({ method: 'POST', url: '/api/front/register', payload: registration(`${tag}aff`), cookies: { affiliateId: 'DEMO' } });
    expect(attributed.statusCode).toBe(201);
    const attributedId = attributed.json<{ response: { user: { id: string } } }>().response.user.id;
    const [partner] = await testApp.app.db.select({ id: partners.id }).from(partners).innerJoin(users, eq(users.id, partners.userId)).where(eq(users.username, 'partner'));
    const partnerId = partner?.id ?? '';
    expect((await inject('GET', `/api/admin/messages/audience-count?kind=partner&partnerId=${partnerId}`, support)).json()).toMatchObject({ response: { recipients: 1 } });
    const sent = (await sendTo({ kind: 'partner', partnerId }, 'Partner news')).json<{ response: { message: SentMessage } }>().response.message;
    expect(sent).toMatchObject({ recipients: 1, audienceLabel: 'Players of Demo Affiliates Ltd' });
    const rows = await testApp.app.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, sent.id));
    expect(rows.map((row) => row.userId)).toEqual([attributedId]);
  });

  it('refuses empty, oversized and HTML subjects and bodies (400 naming the field), storing nothing', async () => {
    const carol = await player();
    const audience = { kind: 'player', userId: carol.id };
    expect((await sendTo(audience, 'Hi', '')).json()).toMatchObject({ field: 'body' });
    expect((await sendTo(audience, 'Hi', 'x'.repeat(4001))).json()).toMatchObject({ field: 'body' });
    expect((await sendTo(audience, 'Hi', '<a href="x">click</a>')).json()).toMatchObject({ field: 'body' });
    expect((await sendTo(audience, '', 'Body')).json()).toMatchObject({ field: 'subject' });
    expect((await inject('GET', '/api/messages', carol.token)).json()).toMatchObject({ response: { total: 0 } });
  });

  it('a reply opens a support conversation quoting the subject, and the message remembers it', async () => {
    const dave = await player();
    const message = (await sendTo({ kind: 'player', userId: dave.id }, 'Verify your account')).json<{ response: { message: SentMessage } }>().response.message;
    const reply = await inject('POST', `/api/messages/${message.id}/reply`, dave.token, { body: 'Which documents?', clientId: `reply-${tag}-1` });
    expect(reply.statusCode).toBe(200);
    const { conversationId } = reply.json<{ response: { conversationId: string } }>().response;
    const mine = (await inject('GET', '/api/support/conversation', dave.token)).json<{ response: { conversation: { id: string; origin: string }; messages: ChatMessage[] } }>().response;
    expect(mine.conversation).toMatchObject({ id: conversationId, origin: 'message_reply' });
    expect(mine.messages.map((line) => [line.side, line.body])).toEqual([
      ['system', 'Reply to the message “Verify your account”'],
      ['player', 'Which documents?'],
    ]);
    expect((await inject('GET', '/api/messages', dave.token)).json()).toMatchObject({ response: { list: [{ conversationId, readAt: expect.any(String) }] } });
    expect((await inject('GET', '/api/admin/messages', support)).json<{ response: { list: SentMessage[] } }>().response.list.find((row) => row.id === message.id)).toMatchObject({ replies: 1, read: 1 });
    const other = await player();
    expect((await inject('POST', `/api/messages/${message.id}/reply`, other.token, { body: 'me too', clientId: `reply-${tag}-2` })).statusCode).toBe(404);
  });

  it('refuses staff without messages.send and players (403)', async () => {
    const erin = await player();
    for (const token of [finance, erin.token]) {
      expect((await inject('GET', '/api/admin/messages', token)).statusCode).toBe(403);
      expect((await inject('POST', '/api/admin/messages', token, { subject: 's', body: 'b', audience: { kind: 'all' }, requestId: requestId() })).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/messages', support)).statusCode).toBe(403);
  });
});

import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessage, Conversation, SupportTypingEvent } from '@oddsmith/core';
import { auditLog, notifications, sessions } from '../../db/schema';
import { bearer, createTestApp, describeEachDatabase, latestMailTo, loginAs, registerPlayer, type TestApp } from '../../test/app';
import { connectSocket, until } from '../../test/sockets';
import { starterCannedReplies } from './canned-replies.service';

type Sent = { conversation: Conversation; message: ChatMessage };
type Ack = { ok: boolean; message?: string };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('support chat: staff console', (database) => {
  let testApp: TestApp;
  let url: string;
  let support: string;
  let supportId: string;
  let manager: string;
  let finance: string;
  let suffix = 0;
  const sockets: Socket[] = [];
  const player = async () => {
    const registered = await registerPlayer(testApp.app, `ss${Date.now() % 1e6}${(suffix += 1)}`);
    return { id: registered.user.id, token: registered.token, username: registered.user.username };
  };
  const clientId = () => `cid-${Date.now()}-${(suffix += 1)}`;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, payload?: object) =>
    testApp.app.inject({ method, url: path, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const base = '/api/admin/support/conversations';
  async function opened(token: string, body = 'I need help'): Promise<Conversation> {
    const response = await inject('POST', '/api/support/messages', token, { body, clientId: clientId() });
    expect(response.statusCode).toBe(200);
    return response.json<{ response: Sent }>().response.conversation;
  }
  async function socketOf(token: string): Promise<Socket> {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }
  function heard(socket: Socket, event: string): unknown[] {
    const seen: unknown[] = [];
    socket.on(event, (payload: unknown) => seen.push(payload));
    return seen;
  }
  const typing = (socket: Socket, payload: unknown) => socket.timeout(5000).emitWithAck('supportTyping', payload) as Promise<Ack>;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seedDemo: true });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    support = await loginAs(testApp.app, 'support', 'SupportPass123');
    manager = await loginAs(testApp.app, 'staff', 'StaffPass123');
    finance = await loginAs(testApp.app, 'finance', 'FinancePass123');
    supportId = (await inject('GET', '/api/front/user', support)).json<{ response: { user: { id: string } } }>().response.user.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp?.close();
  });

  it('the answer reaches the player live (and no other player), assigns the conversation, notifies and is audited', async () => {
    const alice = await player();
    const bob = await player();
    const conversation = await opened(alice.token);
    const aliceSeen = heard(await socketOf(alice.token), 'supportMessage');
    const bobSocket = await socketOf(bob.token);
    const bobSeen = [...heard(bobSocket, 'supportMessage'), ...heard(bobSocket, 'supportConversation')];
    const queue = (await inject('GET', `${base}?view=waiting&search=${alice.username}`, support)).json<{ response: { list: Conversation[] } }>().response.list;
    expect(queue.map((row) => row.id)).toEqual([conversation.id]);
    const answer = await inject('POST', `${base}/${conversation.id}/messages`, support, { body: 'Hello, looking into it. See https://example.com', clientId: 'support-answer-1' });
    expect(answer.statusCode).toBe(200);
    const sent = answer.json<{ response: Sent }>().response;
    expect(sent.conversation).toMatchObject({ status: 'assigned', assignee: { id: supportId, username: 'support' }, waitingSince: null, unreadForPlayer: 1 });
    await until(() => aliceSeen.length > 0, 'the live answer');
    expect(aliceSeen[0]).toMatchObject({ conversationId: conversation.id, message: { id: sent.message.id, side: 'staff', authorName: 'support' } });
    await pause(100);
    expect(bobSeen).toEqual([]);
    const replay = await inject('POST', `${base}/${conversation.id}/messages`, support, { body: 'Hello, looking into it. See https://example.com', clientId: 'support-answer-1' });
    expect(replay.json<{ response: Sent }>().response.message.id).toBe(sent.message.id);
    const audit = await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, conversation.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['support.assign', 'support.reply']);
    expect(audit.find((row) => row.action === 'support.reply')?.detail).toMatchObject({ conversationId: conversation.id, messageId: sent.message.id });
    const notified = await testApp.app.db.select().from(notifications).where(and(eq(notifications.userId, alice.id), eq(notifications.type, 'message_received')));
    expect(notified).toHaveLength(1);
    // The player's read receipt marks the answer read and the conversation's unread count drops.
    const receipts = await inject('POST', `/api/support/conversations/${conversation.id}/receipts`, alice.token, { readUpTo: sent.message.id });
    expect(receipts.json()).toMatchObject({ response: { conversation: { unreadForPlayer: 0 } } });
    const history = (await inject('GET', `${base}/${conversation.id}`, support)).json<{ response: { messages: ChatMessage[] } }>().response.messages;
    expect(history.find((message) => message.id === sent.message.id)?.readAt).not.toBeNull();
  });

  it('assigns, transfers (404 unknown, 400 without support.chat), closes with a reason; the player reopens with a new conversation', async () => {
    const carol = await player();
    const conversation = await opened(carol.token);
    expect((await inject('POST', `${base}/${conversation.id}/assign`, support)).json()).toMatchObject({ response: { conversation: { status: 'assigned', assignee: { username: 'support' } } } });
    const agents = (await inject('GET', '/api/admin/support/agents', support)).json<{ response: { agents: { id: string; username: string; role: string }[] } }>().response.agents;
    expect(agents.map((agent) => agent.username)).toEqual(expect.arrayContaining(['admin', 'staff', 'support']));
    expect(agents.map((agent) => agent.username)).not.toContain('finance');
    const managerId = agents.find((agent) => agent.username === 'staff')?.id ?? '';
    const financeId = (await inject('GET', '/api/front/user', finance)).json<{ response: { user: { id: string } } }>().response.user.id;
    expect((await inject('POST', `${base}/${conversation.id}/transfer`, support, { staffId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const refused = await inject('POST', `${base}/${conversation.id}/transfer`, support, { staffId: financeId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'staffId' });
    expect((await inject('POST', `${base}/${conversation.id}/transfer`, support, { staffId: managerId })).json()).toMatchObject({ response: { conversation: { assignee: { id: managerId } } } });
    expect((await inject('GET', `${base}?view=mine`, manager)).json<{ response: { list: Conversation[] } }>().response.list.map((row) => row.id)).toContain(conversation.id);
    const closed = await inject('POST', `${base}/${conversation.id}/close`, manager, { reason: 'resolved', note: 'sorted' });
    expect(closed.json()).toMatchObject({ response: { conversation: { status: 'closed', closeReason: 'resolved', closeNote: 'sorted' } } });
    expect((await inject('POST', `${base}/${conversation.id}/messages`, manager, { body: 'late', clientId: clientId() })).statusCode).toBe(409);
    expect((await inject('POST', `${base}/${conversation.id}/close`, manager, { reason: 'bogus' })).json()).toMatchObject({ field: 'reason' });
    const actions = (await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, conversation.id))).map((row) => row.action).sort();
    expect(actions).toEqual(['support.assign', 'support.close', 'support.transfer']);
    // Still readable; writing again opens a new conversation.
    // The player reads it, with the reason but never staff's note.
    expect((await inject('GET', `/api/support/conversations/${conversation.id}`, carol.token)).json()).toMatchObject({ response: { conversation: { status: 'closed', closeReason: 'resolved', closeNote: null } } });
    expect((await inject('GET', '/api/support/conversation', carol.token)).json()).toMatchObject({ response: { conversation: null } });
    const next = await opened(carol.token, 'One more thing');
    expect(next.id).not.toBe(conversation.id);
    expect((await inject('GET', '/api/support/conversations', carol.token)).json()).toMatchObject({ response: { total: 2 } });
  });

  it("shows the player's context (null for a guest) and manages canned replies (seeded, audited)", async () => {
    const dave = await player();
    const conversation = await opened(dave.token);
    const context = (await inject('GET', `${base}/${conversation.id}/context`, support)).json<{ response: { context: { player: { id: string }; balance: object; links: { path: string }[] } } }>().response.context;
    expect(context.player.id).toBe(dave.id);
    expect(context.balance).toMatchObject({ cash: 0, bonus: 0, currency: 'EUR' });
    expect(context.links.map((link) => link.path)).toEqual(expect.arrayContaining([`/caff/admin/users/${dave.id}`, `/caff/admin/user-credit-history/${dave.id}`]));
    const guest = (await testApp.app.inject({ method: 'POST', url: '/api/support/guest', payload: { email: 'ctx@example.com', body: 'hi', clientId: clientId() } })).json<{ response: Sent }>().response;
    expect((await inject('GET', `${base}/${guest.conversation.id}/context`, support)).json()).toMatchObject({ response: { context: null } });
    // A guest also gets the answer by e-mail (they may have left the page).
    expect((await inject('POST', `${base}/${guest.conversation.id}/messages`, support, { body: 'Your account is unlocked now.', clientId: clientId() })).statusCode).toBe(200);
    const mail = await latestMailTo(testApp.app, 'ctx@example.com', 'Support answered');
    expect(mail?.outboxText).toContain('Your account is unlocked now.');

    const replies = (await inject('GET', '/api/admin/support/canned-replies', support)).json<{ response: { replies: { id: string; title: string }[] } }>().response.replies;
    expect(replies).toHaveLength(starterCannedReplies.length);
    const created = await inject('POST', '/api/admin/support/canned-replies', support, { title: 'Bonus rules', body: 'Bonus money plays on the slots.' });
    const id = created.json<{ response: { reply: { id: string } } }>().response.reply.id;
    expect((await inject('PUT', `/api/admin/support/canned-replies/${id}`, support, { title: 'Bonus', body: 'Edited' })).json()).toMatchObject({ response: { reply: { title: 'Bonus', body: 'Edited' } } });
    expect((await inject('POST', '/api/admin/support/canned-replies', support, { title: '', body: '<i>x</i>' })).statusCode).toBe(400);
    expect((await inject('DELETE', `/api/admin/support/canned-replies/${id}`, support)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/admin/support/canned-replies/${id}`, support)).statusCode).toBe(404);
    const audit = await testApp.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action).sort()).toEqual(['support.canned_reply.create', 'support.canned_reply.delete', 'support.canned_reply.update']);
  });

  it('refuses staff without support.chat (403) and players on staff routes (403)', async () => {
    const erin = await player();
    const conversation = await opened(erin.token);
    for (const token of [finance, erin.token]) {
      expect((await inject('GET', base, token)).statusCode).toBe(403);
      expect((await inject('POST', `${base}/${conversation.id}/messages`, token, { body: 'x', clientId: clientId() })).statusCode).toBe(403);
      expect((await inject('GET', '/api/admin/support/canned-replies', token)).statusCode).toBe(403);
    }
    // Staff are not players: the player routes refuse them.
    expect((await inject('POST', '/api/support/messages', support, { body: 'x', clientId: clientId() })).statusCode).toBe(403);
  });

  it('relays typing to the other side only; refuses a conversation the socket is not in (error ack, nothing delivered)', async () => {
    const frank = await player();
    const grace = await player();
    const conversation = await opened(frank.token);
    const frankSocket = await socketOf(frank.token);
    const graceSocket = await socketOf(grace.token);
    const staffSocket = await socketOf(support);
    const frankTyping = heard(frankSocket, 'supportTyping') as SupportTypingEvent[];
    const graceTyping = heard(graceSocket, 'supportTyping');
    const staffTyping = heard(staffSocket, 'supportTyping') as SupportTypingEvent[];
    expect(await typing(frankSocket, { conversationId: conversation.id, typing: true })).toEqual({ ok: true });
    await until(() => staffTyping.length === 1, 'staff to see the player typing');
    expect(staffTyping[0]).toMatchObject({ conversationId: conversation.id, side: 'player', name: frank.username, typing: true });
    expect(await typing(staffSocket, { conversationId: conversation.id, typing: true })).toEqual({ ok: true });
    await until(() => frankTyping.length === 1, 'the player to see staff typing');
    expect(frankTyping[0]).toMatchObject({ side: 'staff', name: 'support' });
    const refused = await typing(graceSocket, { conversationId: conversation.id, typing: true });
    expect(refused.ok).toBe(false);
    expect(await typing(graceSocket, { conversationId: 'nope', typing: true })).toMatchObject({ ok: false });
    const financeSocket = await socketOf(finance);
    expect((await typing(financeSocket, { conversationId: conversation.id, typing: true })).ok).toBe(false);
    await pause(150);
    expect(staffTyping).toHaveLength(1);
    expect(frankTyping).toHaveLength(1);
    expect(graceTyping).toEqual([]);
    // A player's receipts on another's conversation: 404, nothing marked.
    expect((await inject('POST', `/api/support/conversations/${conversation.id}/receipts`, grace.token, { deliveredUpTo: conversation.id })).statusCode).toBe(404);
  });

  it('refuses a socket whose token was revoked and delivers nothing to it; a finance socket is not in the staff room', async () => {
    const henry = await player();
    const revokedToken = await loginAs(testApp.app, henry.username, 'GoodPassword123');
    await testApp.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, henry.id));
    await expect(connectSocket(url, revokedToken)).rejects.toThrow('session has expired');
    const financeSeen = heard(await socketOf(finance), 'supportConversation');
    const raw = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: revokedToken } });
    sockets.push(raw);
    const rawSeen: unknown[] = [];
    raw.onAny((event: string) => rawSeen.push(event));
    const ivy = await player();
    await opened(ivy.token);
    await pause(200);
    expect(raw.connected).toBe(false);
    expect(rawSeen).toEqual([]);
    expect(financeSeen).toEqual([]);
  });
});

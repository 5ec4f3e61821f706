import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  createTestApp,
  describeEachDatabase,
  latestMailTo,
  loginAs,
  registerPlayer,
  registration,
  tokenFromMail,
  type TestApp,
} from '../../test/app';

type ErrorBody = { status: string; message: string; code: string; field?: string; response: null };

describeEachDatabase('auth flows', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const userCount = async () => (await testApp.app.db.select({ total: count() }).from(users))[0]?.total ?? 0;

  it('registers a player with cookies attributing it, and returns user and token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/front/register',
      payload: registration('alice', { phone: '+441234567', currency: 'GBP' }),
      cookies: { affiliateId: 'aff42', cashAgentId: 'agent7' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.response.token).toEqual(expect.any(String));
    expect(body.response.user).toMatchObject({ username: 'user_alice', role: 'player', balance: 0, bonusBalance: 0, currency: 'GBP', emailVerified: false });
    const [row] = await testApp.app.db.select().from(users).where(eq(users.usernameKey, 'user_alice'));
    expect(row).toMatchObject({ affiliateId: 'aff42', cashAgentId: 'agent7', phone: '+441234567' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('logs in by username or e-mail, case-insensitively, and reads the user', async () => {
    await registerPlayer(testApp.app, 'bob');
    const byName = await loginAs(testApp.app, 'USER_Bob', 'GoodPassword123');
    const byEmail = await loginAs(testApp.app, 'User_Bob@Example.com', 'GoodPassword123');
    for (const token of [byName, byEmail]) {
      const me = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().response.user.username).toBe('user_bob');
    }
  });

  it('accepts user_id only when it is the caller', async () => {
    const { user, token } = await registerPlayer(testApp.app, 'carol');
    const own = await testApp.app.inject({ method: 'GET', url: `/api/front/user?user_id=${user.id}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    const other = await testApp.app.inject({ method: 'GET', url: '/api/front/user?user_id=someone-else', headers: bearer(token) });
    expect(other.statusCode).toBe(403);
  });

  it('revokes the token at logout', async () => {
    const { token } = await registerPlayer(testApp.app, 'dave');
    expect((await post('/api/front/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json<ErrorBody>().code).toBe('AUTH_INVALID_TOKEN');
  });

  it('answers 401 AUTH_REQUIRED without a token and AUTH_INVALID_TOKEN for a forged one', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/api/front/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json<ErrorBody>().code).toBe('AUTH_REQUIRED');
    const forged = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer('abc.def.ghi') });
    expect(forged.json<ErrorBody>().code).toBe('AUTH_INVALID_TOKEN');
  });

  it('verifies the e-mail with the mailed token, once', async () => {
    const { user } = await registerPlayer(testApp.app, 'erin');
    const mail = await latestMailTo(testApp.app, user.email, 'Confirm');
    expect(mail?.bodyText).toContain('/login?verify=');
    const token = tokenFromMail(mail?.bodyText ?? '', 'verify');
    const verified = await post('/api/front/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().response.user.emailVerified).toBe(true);
    const again = await post('/api/front/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe('VERIFY_TOKEN_INVALID');
  });

  it('resets a password by mailed link: single use, old sessions revoked, no account enumeration', async () => {
    const { user, token: oldToken } = await registerPlayer(testApp.app, 'frank');
    const known = await post('/api/front/reset-password', { email: user.email });
    const unknown = await post('/api/front/reset-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await latestMailTo(testApp.app, user.email, 'Reset');
    const resetToken = tokenFromMail(mail?.bodyText ?? '', 'token');
    expect(mail?.bodyText).toContain('/reset-password?token=');
    const changed = await post('/api/front/reset-password', { token: resetToken, password: 'NewPassword456' });
    expect(changed.statusCode).toBe(200);

    const reused = await post('/api/front/reset-password', { token: resetToken, password: 'OtherPassword789' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorBody>()).toMatchObject({ code: 'RESET_TOKEN_INVALID', field: 'token' });
    const oldSession = await testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(oldToken) });
    expect(oldSession.statusCode).toBe(401);
    await expect(loginAs(testApp.app, user.username, 'GoodPassword123')).rejects.toThrow();
    expect(await loginAs(testApp.app, user.username, 'NewPassword456')).toEqual(expect.any(String));
  });

  it.each([
    ['a missing field', { email: 'x@example.com', password: 'GoodPassword123', dateOfBirth: '1990-01-01' }, 'username', 'username: Required'],
    ['a wrong type', { ...registration('t1'), username: 12345 }, 'username', 'username:'],
    ['a 10 kB string', { ...registration('t2'), email: `${'x'.repeat(10_240)}@example.com` }, 'email', 'email:'],
    ['a 10 kB password', { ...registration('t3'), password: 'Aa1'.repeat(3500) }, 'password', 'password:'],
    ['an under-age date of birth', { ...registration('t4'), dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'dateOfBirth', 'dateOfBirth: you must be at least 18 years old'],
    ['an impossible date', { ...registration('t5'), dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'dateOfBirth:'],
    ['a weak password', { ...registration('t6'), password: 'short' }, 'password', 'password:'],
    ['a bad username', { ...registration('t7'), username: 'has space' }, 'username', 'username:'],
    ['a bad currency', { ...registration('t8'), currency: 'XXX' }, 'currency', 'currency:'],
  ])('rejects %s with a 400 naming the field and writes nothing', async (_label, payload, field, messageStart) => {
    const before = await userCount();
    const response = await post('/api/front/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toMatchObject({ status: 'error', field, response: null });
    expect(body.message.startsWith(messageStart)).toBe(true);
    if (field === 'dateOfBirth' && messageStart.includes('18')) expect(body.code).toBe('ACCOUNT_UNDERAGE');
    expect(await userCount()).toBe(before);
  });

  it('rejects malformed JSON, a wrong content type and an empty body with 400', async () => {
    const malformed = await testApp.app.inject({ method: 'POST', url: '/api/front/register', headers: { 'content-type': 'application/json' }, payload: '{"username": "x",' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>()).toMatchObject({ code: 'INVALID_JSON', field: 'body' });
    const wrongType = await testApp.app.inject({ method: 'POST', url: '/api/front/login', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(wrongType.statusCode).toBe(400);
    const noBody = await testApp.app.inject({ method: 'POST', url: '/api/front/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<ErrorBody>().code).toBe('VALIDATION');
  });

  it('rejects a body over the limit with 400, not 413 or 500', async () => {
    const response = await post('/api/front/register', { ...registration('big'), phone: 'x'.repeat(400_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('BODY_TOO_LARGE');
  });

  it('refuses a duplicate username or e-mail with 409 naming the field', async () => {
    await registerPlayer(testApp.app, 'gina');
    const sameName = await post('/api/front/register', registration('gina', { username: 'USER_GINA', email: 'other-gina@example.com' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<ErrorBody>()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const sameEmail = await post('/api/front/register', registration('gina2', { email: 'USER_gina@example.com' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ErrorBody>()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('answers a wrong password with 401 and the server message', async () => {
    await registerPlayer(testApp.app, 'hank');
    const response = await post('/api/front/login', { username: 'user_hank', password: 'WrongPassword1' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid username or password.' });
    const unknown = await post('/api/front/login', { username: 'nobody_here', password: 'WrongPassword1' });
    expect(unknown.json<ErrorBody>().message).toBe('Invalid username or password.');
  });

  it('locks the account for 15 minutes after 5 failures (423 saying until when)', async () => {
    await registerPlayer(testApp.app, 'ivan');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post('/api/front/login', { username: 'user_ivan', password: 'WrongPassword1' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await post('/api/front/login', { username: 'user_ivan', password: 'GoodPassword123' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json<ErrorBody>().code).toBe('AUTH_LOCKED');
    expect(locked.json<ErrorBody>().message).toMatch(/Try again after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  it('refuses a blocked user with 403', async () => {
    await registerPlayer(testApp.app, 'judy');
    await testApp.app.db.update(users).set({ status: 'blocked' }).where(eq(users.usernameKey, 'user_judy'));
    const response = await post('/api/front/login', { username: 'user_judy', password: 'GoodPassword123' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe('AUTH_BLOCKED');
  });

  it('returns risk limits with the defaults', async () => {
    const { token } = await registerPlayer(testApp.app, 'kim');
    const response = await post('/api/front/risk-management', { mode: 'mgt' }, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toEqual({
      currency: 'EUR',
      stakeMin: 1,
      stakeMax: 10_000,
      payoutMax: 250_000,
      stakeFactor: 1,
      inPlayDelaySeconds: 5,
      depositLimits: { day: null, week: null, month: null },
      selfExcludedUntil: null,
      timeOutUntil: null,
      realityCheckMinutes: null,
    });
  });
});

describeEachDatabase('login rate limit', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { loginRateLimitPerMinute: 10 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 429 after 10 logins a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'nobody', password: 'WrongPassword1' } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

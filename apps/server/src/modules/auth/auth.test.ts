import { and, count, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { mailOutbox, passwordResetRequests, sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import {
  bearer,
  useSuiteApp,
  describeEachDatabase,
  latestMailTo,
  loginAs,
  registerPlayer,
  registration,
  runMailJobs,
  tokenFromMail,
  loginDemo,
} from '../../test/app';

// A spy on argon2 hashing, to prove which requests never reach it.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

type ErrorBody = { status: string; message: string; code: string; field?: string; response: null };

describeEachDatabase('auth flows', (database) => {
  const testApp = useSuiteApp(database);

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
    // `agent7` is no cash agent: the registration goes ahead without attribution to one.
    expect(row).toMatchObject({ affiliateId: 'aff42', cashAgentId: null, phone: '+441234567' });
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
    expect(mail?.deliveredText).toContain('/login?verify=');
    const token = tokenFromMail(mail?.deliveredText ?? '', 'verify');
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
    const resetToken = tokenFromMail(mail?.deliveredText ?? '', 'token');
    expect(mail?.deliveredText).toContain('/reset-password?token=');
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

  it('answers every login failure alike: unknown name, wrong password, and an account waiting out its delay', async () => {
    await registerPlayer(testApp.app, 'ivan');
    const attempt = (username: string, password: string) => post('/api/front/login', { username, password });
    const failures = [];
    for (let index = 0; index < 5; index += 1) failures.push(await attempt('user_ivan', 'WrongPassword1'));
    // The sixth attempt carries the right password, but the account is waiting: refused unseen.
    failures.push(await attempt('user_ivan', 'GoodPassword123'));
    for (let index = 0; index < 6; index += 1) failures.push(await attempt('nobody_ivan', 'WrongPassword1'));
    const answers = new Set(failures.map((response) => `${response.statusCode} ${response.body}`));
    expect([...answers]).toEqual([`401 ${JSON.stringify({ status: 'error', message: 'Invalid username or password.', code: 'AUTH_INVALID_CREDENTIALS', response: null })}`]);
  });

  it('delays an account progressively after 5 failures, and the right password works once the delay is over', async () => {
    await registerPlayer(testApp.app, 'ivy');
    const row = async () => (await testApp.app.db.select().from(users).where(eq(users.usernameKey, 'user_ivy')))[0];
    for (let index = 0; index < 5; index += 1) await post('/api/front/login', { username: 'user_ivy', password: 'WrongPassword1' });
    const first = await row();
    const firstDelayMs = (first?.lockedUntil?.getTime() ?? 0) - (first?.lastFailedLoginAt?.getTime() ?? 0);
    expect(firstDelayMs).toBe(30_000);
    // The delay runs out (moved into the past); the next failure doubles it.
    const past = new Date(Date.now() - 1000);
    await testApp.app.db.update(users).set({ lockedUntil: past }).where(eq(users.usernameKey, 'user_ivy'));
    expect((await post('/api/front/login', { username: 'user_ivy', password: 'WrongPassword1' })).statusCode).toBe(401);
    const second = await row();
    expect((second?.lockedUntil?.getTime() ?? 0) - (second?.lastFailedLoginAt?.getTime() ?? 0)).toBe(60_000);
    // Attempts during the delay do not extend it.
    expect((await post('/api/front/login', { username: 'user_ivy', password: 'WrongPassword1' })).statusCode).toBe(401);
    expect((await row())?.lockedUntil).toEqual(second?.lockedUntil);
    await testApp.app.db.update(users).set({ lockedUntil: past }).where(eq(users.usernameKey, 'user_ivy'));
    expect(await loginAs(testApp.app, 'user_ivy', 'GoodPassword123')).toEqual(expect.any(String));
    expect(await row()).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
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
  const testApp = useSuiteApp(database, { loginRateLimitPerMinute: 10 });

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

describeEachDatabase('one-time links, the mail queue and password changes', (database) => {
  let adminToken: string;
  const testApp = useSuiteApp(database, {}, async () => {
    await seedDemo(testApp.app.db);
    // Only the admin reads the outbox (outbox.read).
    adminToken = await loginDemo(testApp.app, 'admin');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const mailedResetToken = async (email: string) => tokenFromMail((await latestMailTo(testApp.app, email, 'Reset'))?.deliveredText ?? '', 'token');

  it('keeps one-time links out of the outbox staff read, while the delivered mail carries them', async () => {
    const { user } = await registerPlayer(testApp.app, 'olga');
    await post('/api/front/reset-password', { email: user.email });
    const verifyMail = await latestMailTo(testApp.app, user.email, 'Confirm');
    const resetMail = await latestMailTo(testApp.app, user.email, 'Reset');
    const verifyToken = tokenFromMail(verifyMail?.deliveredText ?? '', 'verify');
    const resetToken = tokenFromMail(resetMail?.deliveredText ?? '', 'token');

    const outbox = await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox?perPage=100', headers: bearer(adminToken) });
    expect(outbox.statusCode).toBe(200);
    const texts = outbox.json<{ response: { list: { to: string; text: string }[] } }>().response.list.filter((mail) => mail.to === user.email);
    expect(texts).toHaveLength(2);
    expect(outbox.body).not.toContain(verifyToken);
    expect(outbox.body).not.toContain(resetToken);
    expect(texts.map((mail) => mail.text).join('\n')).toMatch(/verify=\[redacted\][\s\S]*token=\[redacted\]|token=\[redacted\][\s\S]*verify=\[redacted\]/);
    expect(resetMail?.outboxText).toContain('/reset-password?token=[redacted]');
    // The real links still work.
    expect((await post('/api/front/verify-email', { token: verifyToken })).statusCode).toBe(200);
    expect((await post('/api/front/reset-password', { token: resetToken, password: 'NewPassword456' })).statusCode).toBe(200);
  });

  it('answers a reset request alike for known and unknown addresses and mails only once the job runs', async () => {
    const { user } = await registerPlayer(testApp.app, 'pablo');
    await runMailJobs(testApp.app);
    const known = await post('/api/front/reset-password', { email: user.email });
    const unknown = await post('/api/front/reset-password', { email: 'nobody-pablo@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const resetMails = () =>
      testApp.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, user.email), like(mailOutbox.subject, 'Reset%')));
    expect(await resetMails()).toHaveLength(0);
    expect(await testApp.app.db.select().from(passwordResetRequests)).toHaveLength(2);

    await runMailJobs(testApp.app);
    expect(await testApp.app.db.select().from(passwordResetRequests)).toHaveLength(0);
    const mails = await resetMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe('stored');
    const unknownMails = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nobody-pablo@example.com'));
    expect(unknownMails).toHaveLength(0);
  });

  it('voids the other reset links of a user once one reset completes', async () => {
    const { user } = await registerPlayer(testApp.app, 'quinn');
    await post('/api/front/reset-password', { email: user.email });
    const firstToken = await mailedResetToken(user.email);
    await post('/api/front/reset-password', { email: user.email });
    const secondToken = await mailedResetToken(user.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await post('/api/front/reset-password', { token: secondToken, password: 'NewPassword456' })).statusCode).toBe(200);
    const stale = await post('/api/front/reset-password', { token: firstToken, password: 'OtherPassword789' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<ErrorBody>().code).toBe('RESET_TOKEN_INVALID');
  });

  it('checks a reset token before hashing: a bad token costs no argon2', async () => {
    vi.mocked(hashPassword).mockClear();
    const response = await post('/api/front/reset-password', { token: 'not-a-real-token', password: 'NewPassword456' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('RESET_TOKEN_INVALID');
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('lets only one of two concurrent uses of a reset token succeed', async () => {
    const { user } = await registerPlayer(testApp.app, 'rita');
    await post('/api/front/reset-password', { email: user.email });
    const token = await mailedResetToken(user.email);
    const answers = await Promise.all([
      post('/api/front/reset-password', { token, password: 'FirstPassword456' }),
      post('/api/front/reset-password', { token, password: 'SecondPassword789' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses one of the 10,000 most common passwords at register, reset and change', async () => {
    const common = 'Q1w2e3r4t5';
    const registered = await post('/api/front/register', registration('sam', { password: common }));
    expect(registered.statusCode).toBe(400);
    expect(registered.json<ErrorBody>()).toMatchObject({ field: 'password', message: 'password: is one of the most common passwords; choose another' });

    const { user, token } = await registerPlayer(testApp.app, 'sam');
    await post('/api/front/reset-password', { email: user.email });
    const reset = await post('/api/front/reset-password', { token: await mailedResetToken(user.email), password: common });
    expect(reset.statusCode).toBe(400);
    expect(reset.json<ErrorBody>().field).toBe('password');

    const changed = await post('/api/front/change-password', { currentPassword: 'GoodPassword123', newPassword: common }, bearer(token));
    expect(changed.statusCode).toBe(400);
    expect(changed.json<ErrorBody>()).toMatchObject({ field: 'newPassword', message: 'newPassword: is one of the most common passwords; choose another' });
  });

  it('changes the password: current one required, other sessions revoked, this one kept, a notice mailed', async () => {
    const { user, token: current } = await registerPlayer(testApp.app, 'tara');
    const other = await loginAs(testApp.app, user.username, 'GoodPassword123');
    const change = (body: Record<string, string>, token = current) => post('/api/front/change-password', body, bearer(token));

    expect((await testApp.app.inject({ method: 'POST', url: '/api/front/change-password', payload: { currentPassword: 'x', newPassword: 'y' } })).statusCode).toBe(401);
    const wrong = await change({ currentPassword: 'WrongPassword1', newPassword: 'FreshPassword456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>()).toMatchObject({ code: 'PASSWORD_WRONG', field: 'currentPassword' });
    const weak = await change({ currentPassword: 'GoodPassword123', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ErrorBody>().field).toBe('newPassword');

    const done = await change({ currentPassword: 'GoodPassword123', newPassword: 'FreshPassword456' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been changed.');
    const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const live = await testApp.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((session) => session.revokedAt === null)).toHaveLength(1);
    expect((await latestMailTo(testApp.app, user.email, 'password was changed'))?.status).toBe('stored');
    await expect(loginAs(testApp.app, user.username, 'GoodPassword123')).rejects.toThrow();
    expect(await loginAs(testApp.app, user.username, 'FreshPassword456')).toEqual(expect.any(String));
  });
});

describeEachDatabase('mail in production', (database) => {
  const testApp = useSuiteApp(database, { nodeEnv: 'production' });

  it('keeps no copy of a one-time link once the mail is handled', async () => {
    const { user } = await registerPlayer(testApp.app, 'uma');
    const [queued] = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(queued).toMatchObject({ status: 'queued', deliveryText: expect.stringContaining('/login?verify=') });
    expect(queued?.bodyText).toContain('/login?verify=[redacted]');
    await runMailJobs(testApp.app);
    const [handled] = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(handled).toMatchObject({ status: 'stored', deliveryText: null, attempts: 1 });
    expect(handled?.bodyText).toBe(queued?.bodyText);
  });
});

describeEachDatabase('account rate limits', (database) => {
  // Trusting the test's own address lets each request claim its client with X-Forwarded-For.
  const testApp = useSuiteApp(database, {
    trustProxy: ['127.0.0.1'],
    loginRateLimitPerUsername: 3,
    accountRateLimitPerHour: 3,
    accountTargetRateLimitPerHour: 2,
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const post = (url: string, payload: Record<string, unknown>, address: string) => testApp.app.inject({ method: 'POST', url, payload, headers: from(address) });
  const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
    const codes: number[] = [];
    for (const request of requests) codes.push((await request()).statusCode);
    return codes;
  };
  const weakRegistration = (suffix: string) => registration(suffix, { password: 'weak' });

  it.each([
    ['register', '/api/front/register', (index: number) => weakRegistration(`addr${index}`), 400, '10.1.0.1'],
    ['reset request', '/api/front/reset-password', (index: number) => ({ email: `addr${index}@example.com` }), 200, '10.1.0.2'],
    ['reset with a token', '/api/front/reset-password', (index: number) => ({ token: `bad-token-${index}`, password: 'NewPassword456' }), 400, '10.1.0.3'],
    ['verify-email', '/api/front/verify-email', (index: number) => ({ token: `bad-token-${index}` }), 400, '10.1.0.4'],
  ] as const)('limits %s per client address', async (_label, url, body, status, address) => {
    const codes = await statuses([0, 1, 2, 3].map((index) => () => post(url, body(index), address)));
    expect(codes).toEqual([status, status, status, 429]);
    // Another address is not affected.
    expect((await post(url, body(9), '10.9.9.9')).statusCode).toBe(status);
  });

  it.each([
    ['register by e-mail', '/api/front/register', (index: number) => ({ ...weakRegistration(`target${index}`), email: 'same-target@example.com' }), 400],
    ['register by username', '/api/front/register', (index: number) => ({ ...weakRegistration(`target${index}`), username: 'Same_Target' }), 400],
    ['reset request by e-mail', '/api/front/reset-password', () => ({ email: 'Same-Target@example.com' }), 200],
    ['reset by token', '/api/front/reset-password', () => ({ token: 'same-bad-token', password: 'NewPassword456' }), 400],
    ['verify-email by token', '/api/front/verify-email', () => ({ token: 'same-bad-token' }), 400],
  ] as const)('limits %s from any address', async (_label, url, body, status) => {
    const codes = await statuses([0, 1, 2].map((index) => () => post(url, body(index), `10.2.${url.length}.${index + 10 * status}`)));
    expect(codes).toEqual([status, status, 429]);
  });

  it('limits reset links per owner of the token, whichever of their links is used', async () => {
    const { user } = await registerPlayer(testApp.app, 'vera');
    const tokens: string[] = [];
    for (const address of ['10.3.0.1', '10.3.0.2']) {
      await post('/api/front/reset-password', { email: user.email }, address);
      tokens.push(tokenFromMail((await latestMailTo(testApp.app, user.email, 'Reset'))?.deliveredText ?? '', 'token'));
    }
    const [first = '', second = ''] = tokens;
    // A weak password fails before the claim, so the links stay live and keep naming their owner.
    const attempt = (token: string, address: string) => post('/api/front/reset-password', { token, password: 'weak' }, address);
    expect(await statuses([() => attempt(first, '10.3.1.1'), () => attempt(second, '10.3.1.2'), () => attempt(first, '10.3.1.3')])).toEqual([400, 400, 429]);
  });

  it('limits logins per username across addresses, for unknown names alike', async () => {
    const codes = await statuses([0, 1, 2, 3].map((index) => () => post('/api/front/login', { username: 'Ghost_User', password: 'WrongPassword1' }, `10.4.0.${index}`)));
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await post('/api/front/login', { username: 'ghost_user', password: 'WrongPassword1' }, '10.4.1.1')).statusCode).toBe(429);
    expect((await post('/api/front/login', { username: 'other_ghost', password: 'WrongPassword1' }, '10.4.1.1')).statusCode).toBe(401);
  });
});

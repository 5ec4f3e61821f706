import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { disconnectSession, disconnectUser } from '../../lib/realtime';
import {
  assertExists,
  authResponseSchema,
  changePasswordBodySchema,
  emptyResponseSchema,
  loginBodySchema,
  partnerRegisterBodySchema,
  mailLanguageFromHeader,
  registerBodySchema,
  resetPasswordBodySchema,
  userQuerySchema,
  userResponseSchema,
  verifyEmailBodySchema,
  type LoginBody,
  type ResetPasswordBody,
} from '@oddsmith/core';
import * as service from './auth.service';

const hourMs = 60 * 60_000;
const loginUsernameWindowMs = 15 * 60_000;

/** A target key: trimmed and lower-cased, as the service compares it. */
const keyText = (text: string | undefined) => (text === undefined ? null : text.trim().toLowerCase());

/** Cookie values set by the client from `?aff=` / `?ca=`; anything odd is ignored, not stored. */
const attributionPattern = /^[A-Za-z0-9_-]{1,64}$/;

function attributionFrom(request: FastifyRequest): service.Attribution {
  const read = (name: string) => {
    const value = request.cookies[name];
    return value && attributionPattern.test(value) ? value : null;
  };
  return { affiliateId: read('affiliateId'), cashAgentId: read('cashAgentId') };
}

export const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Only registration reads cookies (attribution): the parser runs on these routes, not on every request.
  await fastify.register(cookie);
  const tags = ['auth'];
  const bearer = [{ bearer: [] }];
  const { config } = fastify;
  /** Per client address, per route (the plugin's route-level limit). */
  const perAddress = { rateLimit: { max: config.accountRateLimitPerHour, timeWindow: hourMs } };
  const perTarget = (name: string, keyOf: (request: FastifyRequest) => string | null | Promise<string | null>) => ({
    name,
    max: config.accountTargetRateLimitPerHour,
    timeWindowMs: hourMs,
    keyOf,
  });
  // A preHandler runs after the route's schema validated the body; its hook type does not know that.
  const bodyOf = <T>(request: FastifyRequest) => request.body as T;

  /** A registration route's options: limited per address, and per e-mail and username across addresses. */
  const registrationOptions = <S extends { tags: string[]; summary: string; body: typeof registerBodySchema | typeof partnerRegisterBodySchema }>(schema: S) => ({
    config: { access: 'public' as const, ...perAddress },
    preHandler: fastify.limitPerTarget(
      perTarget('register-email', (request) => keyText(bodyOf<{ email: string }>(request).email)),
      perTarget('register-username', (request) => keyText(bodyOf<{ username: string }>(request).username)),
    ),
    schema: { ...schema, response: { 201: authResponseSchema } },
  });
  /** A login route's options: limited per address per minute, and per username across addresses (a botnet guessing one account's password meets it). */
  const loginOptions = <S extends { tags: string[]; summary: string }>(schema: S) => ({
    config: { access: 'public' as const, rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    preHandler: fastify.limitPerTarget({
      name: 'login-username',
      max: config.loginRateLimitPerUsername,
      timeWindowMs: loginUsernameWindowMs,
      keyOf: (request) => keyText(bodyOf<LoginBody>(request).username),
    }),
    schema: { ...schema, body: loginBodySchema, response: { 200: authResponseSchema } },
  });

  fastify.post('/api/front/register', registrationOptions({ tags, summary: 'Register a player account', body: registerBodySchema }), async (request, reply) => {
    const payload = await service.register(fastify, request.body, attributionFrom(request), mailLanguageFromHeader(request.headers['accept-language']));
    return reply.code(201).send(success(payload, 'Registration successful.'));
  });

  fastify.post('/api/front/login', loginOptions({ tags, summary: 'Log in with username or e-mail' }), async (request) => success(await service.login(fastify, request.body), 'Login successful.'));

  fastify.post(
    '/api/partner/register',
    registrationOptions({ tags: ['partners'], summary: 'Register a partner (affiliate) account', body: partnerRegisterBodySchema }),
    async (request, reply) => reply.code(201).send(success(await service.registerPartner(fastify, request.body), 'Partner registration successful.')),
  );

  fastify.post('/api/partner/login', loginOptions({ tags: ['partners'], summary: 'Log in to the partner area (partner accounts only)' }), async (request) =>
    success(await service.login(fastify, request.body, 'partner'), 'Login successful.'),
  );

  fastify.post(
    '/api/front/logout',
    { config: { access: 'user' }, schema: { tags, summary: 'Revoke this token', security: bearer, response: { 200: emptyResponseSchema } } },
    async (request) => {
      const auth = assertExists(request.auth);
      await service.logout(fastify.db, auth);
      // After the commit: this token's sockets go at once, on every instance.
      disconnectSession(fastify.io, auth.sessionId);
      return success({}, 'Logged out.');
    },
  );

  fastify.get(
    '/api/front/user',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The logged-in user', security: bearer, querystring: userQuerySchema, response: { 200: userResponseSchema } },
    },
    async (request) => success({ user: await service.currentUser(fastify.db, assertExists(request.auth), request.query.user_id) }),
  );

  fastify.post(
    '/api/front/reset-password',
    {
      config: { access: 'public', ...perAddress },
      preHandler: fastify.limitPerTarget(
        perTarget('reset-password', async (request) => {
          const body = bodyOf<ResetPasswordBody>(request);
          if (body.token !== undefined) return service.tokenOwnerKey(fastify.db, 'password_reset', body.token);
          return keyText(body.email);
        }),
      ),
      schema: {
        tags,
        summary: '{ email } mails a reset link; { token, password } sets the new password',
        body: resetPasswordBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const { message, loggedOutUserId } = await service.handlePasswordReset(fastify, request.body);
      if (loggedOutUserId !== undefined) disconnectUser(fastify.io, loggedOutUserId);
      return success({}, message);
    },
  );

  fastify.post(
    '/api/front/verify-email',
    {
      config: { access: 'public', ...perAddress },
      preHandler: fastify.limitPerTarget(
        perTarget('verify-email', (request) => service.tokenOwnerKey(fastify.db, 'email_verification', bodyOf<{ token: string }>(request).token)),
      ),
      schema: { tags, summary: 'Confirm the e-mail address from the mailed link', body: verifyEmailBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => success({ user: await service.verifyEmail(fastify, request.body.token) }, 'Your e-mail address is confirmed.'),
  );

  fastify.post(
    '/api/front/change-password',
    {
      config: { access: 'user', ...perAddress },
      preHandler: fastify.limitPerTarget(perTarget('change-password', (request) => request.auth?.userId ?? null)),
      schema: {
        tags,
        summary: 'Change the password: the current one is required (400 naming currentPassword if wrong); other sessions are revoked',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const auth = assertExists(request.auth);
      await service.changePassword(fastify, auth, request.body);
      // The other sessions were revoked: their sockets go; this session's stay.
      disconnectUser(fastify.io, auth.userId, auth.sessionId);
      return success({}, service.passwordChangedMessage);
    },
  );
};

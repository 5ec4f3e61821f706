import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertExists } from '@oddsmith/core';
import { success } from '../../lib/envelope';
import {
  authResponseSchema,
  emptyResponseSchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  userQuerySchema,
  userResponseSchema,
  verifyEmailBodySchema,
} from './auth.schemas';
import * as service from './auth.service';

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
  const tags = ['auth'];
  const bearer = [{ bearer: [] }];

  fastify.post(
    '/api/front/register',
    { config: { access: 'public' }, schema: { tags, summary: 'Register a player account', body: registerBodySchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const payload = await service.register(fastify, request.body, attributionFrom(request));
      return reply.code(201).send(success(payload, 'Registration successful.'));
    },
  );

  fastify.post(
    '/api/front/login',
    {
      config: { access: 'public', rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Log in with username or e-mail', body: loginBodySchema, response: { 200: authResponseSchema } },
    },
    async (request) => success(await service.login(fastify, request.body), 'Login successful.'),
  );

  fastify.post(
    '/api/front/logout',
    { config: { access: 'user' }, schema: { tags, summary: 'Revoke this token', security: bearer, response: { 200: emptyResponseSchema } } },
    async (request) => {
      await service.logout(fastify.db, assertExists(request.auth));
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
      config: { access: 'public' },
      schema: {
        tags,
        summary: '{ email } mails a reset link; { token, password } sets the new password',
        body: resetPasswordBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => success({}, await service.handlePasswordReset(fastify, request.body)),
  );

  fastify.post(
    '/api/front/verify-email',
    { config: { access: 'public' }, schema: { tags, summary: 'Confirm the e-mail address from the mailed link', body: verifyEmailBodySchema, response: { 200: userResponseSchema } } },
    async (request) => success({ user: await service.verifyEmail(fastify, request.body.token) }, 'Your e-mail address is confirmed.'),
  );
};

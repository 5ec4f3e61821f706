import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRole, isStaffRole } from '@oddsmith/core';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';
import { cachedActiveSession, setSessionCacheEnabled } from '../lib/session-cache';
import { findActiveSession } from '../lib/sessions.repo';
import { verifyAccessToken } from '../lib/tokens';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller from the bearer token and its live session (401 otherwise); sets `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<AuthContext>;
    /** The caller of a bearer access token with a live session, or null (invalid, expired, revoked, blocked): sockets use it. */
    authenticateToken: (token: string) => Promise<AuthContext | null>;
    /** Hook: any staff role (the /api/admin guard). Sets `request.auth`. */
    requireStaff: Guard;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)$/i;
const tokenLengthMax = 4096;

/**
 * Verifies the bearer JWT (HS256), then its session row, so a revoked token fails at once: the row
 * as this instance keeps it in memory (lib/session-cache.ts; dropped everywhere when it changes).
 */
export default fp(
  async (fastify) => {
    const { jwtSecret } = fastify.config;
    // PGlite is one process: its own drops suffice. On PostgreSQL the settings sync plugin turns the
    // cache on once it listens for other instances' changes.
    if (fastify.dbKind === 'pglite') setSessionCacheEnabled(fastify.db, true);

    /** The token's live session, 'blocked' for a blocked account, null for anything invalid. */
    async function sessionOf(token: string): Promise<AuthContext | 'blocked' | null> {
      if (token.length > tokenLengthMax) return null;
      const claims = await verifyAccessToken(token, jwtSecret);
      if (!claims) return null;
      const now = new Date();
      const session = await cachedActiveSession(fastify.db, claims.sessionId, now, () => findActiveSession(fastify.db, claims.sessionId, now));
      if (!session || session.userId !== claims.userId || !isRole(session.role)) return null;
      if (session.status === 'blocked') return 'blocked';
      // The database role wins over the token's: a demotion takes effect on the next request.
      return { userId: session.userId, role: session.role, sessionId: session.sessionId };
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const header = request.headers.authorization;
      if (!header) throw new AppError('AUTH_REQUIRED', 401, 'Please log in.');
      const token = bearerPattern.exec(header)?.[1];
      if (!token) throw invalidToken();
      const session = await sessionOf(token);
      if (session === 'blocked') throw new AppError('AUTH_BLOCKED', 403, 'This account is blocked.');
      if (!session) throw invalidToken();
      request.auth = session;
      return request.auth;
    }

    fastify.decorateRequest('auth', null);
    fastify.decorate('authenticate', authenticate);
    fastify.decorate('authenticateToken', async (token: string) => {
      const session = await sessionOf(token);
      return session === 'blocked' ? null : session;
    });
    fastify.decorate('requireStaff', async (request: FastifyRequest) => {
      const auth = await authenticate(request);
      if (!isStaffRole(auth.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);

function invalidToken(): AppError {
  return new AppError('AUTH_INVALID_TOKEN', 401, 'Your session has expired. Please log in again.');
}

function forbidden(): AppError {
  return new AppError('FORBIDDEN', 403, 'You do not have access to this resource.');
}

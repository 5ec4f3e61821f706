import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/**
 * A limit per target (an e-mail, a username, a token's owner) rather than per client address:
 * `keyOf` names the target from the validated request, or null when there is none to count.
 */
export type TargetLimit = {
  /** Prefix of the counter keys; unique per limit (`register-email`, `login-username`). */
  name: string;
  max: number;
  timeWindowMs: number;
  keyOf: (request: FastifyRequest) => string | null | Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing the limits in order; the first exceeded one answers 429. */
    limitPerTarget: (...limits: TargetLimit[]) => preHandlerAsyncHookHandler;
  }
}

/** Keys name people (e-mails): bounded in length so a counter key stays small. */
const targetKeyLengthMax = 300;

function rateLimitedError(ttlMs: number): AppError {
  return new AppError('RATE_LIMITED', 429, `Too many attempts. Try again in ${Math.ceil(ttlMs / 1000)} seconds.`);
}

/**
 * Rate limiting is off globally and switched on per route (`config.rateLimit`, per client
 * address) and per target (`limitPerTarget`). With REDIS_URL the counters live in Redis so the
 * limits hold across instances.
 */
export default fp(
  async (fastify) => {
    const redis = fastify.config.redisUrl ? new Redis(fastify.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
    if (redis) {
      fastify.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'oddsmith-rate-limit-' } : {}),
      errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
    });

    fastify.decorate('limitPerTarget', (...limits: TargetLimit[]) => {
      // The plugin's limiter reads its key from the request alone, so each check passes the
      // target's key through a per-request slot.
      const keys = new WeakMap<FastifyRequest, string>();
      const checks = limits.map((limit) => ({
        limit,
        check: fastify.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (request) => keys.get(request) ?? '' }),
      }));
      return async (request, reply) => {
        for (const { limit, check } of checks) {
          const target = await limit.keyOf(request);
          if (target === null) continue;
          keys.set(request, `${limit.name}:${target.slice(0, targetKeyLengthMax)}`);
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            void reply.header('retry-after', String(result.ttlInSeconds));
            throw rateLimitedError(result.ttl);
          }
        }
      };
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);

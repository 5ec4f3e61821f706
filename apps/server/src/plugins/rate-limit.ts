import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/**
 * Rate limiting is off globally and switched on per route (`config.rateLimit`). With REDIS_URL the
 * counters live in Redis so the limit holds across instances.
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
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', 429, `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);

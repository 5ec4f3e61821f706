import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the parsed configuration available to every plugin and module. */
export default fp<{ config: Config }>(
  async (fastify, options) => {
    fastify.decorate('config', options.config);
    if (options.config.jwtSecretIsDefault) {
      fastify.log.warn('JWT_SECRET is not set: using the development secret. Set JWT_SECRET before exposing this server.');
    }
  },
  { name: 'config' },
);

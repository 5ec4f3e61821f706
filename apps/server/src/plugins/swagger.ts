import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas: JSON at /api/openapi.json, UI at /api/docs. Both are served
 * only with API_DOCS (default: on except in production); without it they are plain 404s. The
 * document maps every admin route, so a production server does not hand it to strangers.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: 'Oddsmith API', version: '0.1.0', description: 'Envelope: { status, message, response }.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (!fastify.config.apiDocs) return;
    await fastify.register(swaggerUi, { routePrefix: '/api/docs' });
    fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger', dependencies: ['config'] },
);

import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (fastify) => {
    const host = new URL(fastify.config.publicUrl).hostname;
    const mailer = createMailer({
      db: fastify.db,
      smtpUrl: fastify.config.smtpUrl,
      from: `Oddsmith <no-reply@${host}>`,
      log: fastify.log,
      nodeEnv: fastify.config.nodeEnv,
    });
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);

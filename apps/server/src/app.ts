import './lib/zod-messages';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { seedDemo } from './db/seed-demo';
import { handleError } from './lib/error-handler';
import { lazyRequestLogger } from './lib/lazy-request-logger';
import { redactOneTimeTokens } from './lib/tokens';
import { adminUsersRoutes, userControlsRoutes } from './modules/admin-users';
import { adminStaffRoutes } from './modules/admin-staff';
import { adminAgentsRoutes } from './modules/admin-agents';
import { auditRoutes } from './modules/audit';
import { balanceApprovalsRoutes } from './modules/balance-approvals';
import { bettingJobPlugin, bettingRoutes } from './modules/betting';
import { authRoutes, passwordResetJobPlugin } from './modules/auth';
import { bannersRoutes, imageStorageFor, seedDemoBanners } from './modules/banners';
import { casinoRoutes } from './modules/casino';
import { adminReportsRoutes } from './modules/admin-reports';
import { notificationsPushPlugin, notificationsRetentionJobPlugin, notificationsRoutes } from './modules/notifications';
import { exchangeMarketMakerJobPlugin, exchangeRoutes } from './modules/exchange';
import { healthRoutes } from './modules/health';
import { ledgerRoutes } from './modules/ledger';
import { mailJobPlugin, mailRoutes, mailTemplateRoutes } from './modules/mail';
import { messagesRoutes } from './modules/messages';
import { adminPartnerRoutes, partnerCommissionJobPlugin, partnerRoutes } from './modules/partners';
import { ensureStarterPages, pagesRoutes } from './modules/pages';
import { paymentMethodsRoutes } from './modules/payment-methods';
import { riskRoutes } from './modules/risk';
import { adminRiskRoutes } from './modules/admin-risk';
import { adminEventsRoutes } from './modules/admin-events';
import { adminExchangeRoutes, exchangeFeedJobPlugin } from './modules/admin-exchange';
import { sportsRoutes } from './modules/sports';
import { ensureStarterCannedReplies, supportChatRoutes, supportChatSocketPlugin, supportChatStaffRoutes } from './modules/support-chat';
import { settingsRoutes, settingsSyncPlugin } from './modules/settings';
import { withdrawalsRoutes } from './modules/withdrawals';
import { depositsRoutes } from './modules/deposits';
import { limitChangesJobPlugin, responsibleGamblingRoutes } from './modules/responsible-gambling';
import { sandboxRoutes } from './modules/sandbox';
import { settlementJobPlugin, settlementRoutes } from './modules/settlement';
import { walletRoutes } from './modules/wallet';
import accessPlugin from './plugins/access';
import adminGuardPlugin from './plugins/admin-guard';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import feedPlugin from './plugins/feed';
import mailerPlugin from './plugins/mailer';
import rateLimitPlugin from './plugins/rate-limit';
import realtimePlugin from './plugins/realtime';
import securityHeadersPlugin from './plugins/security-headers';
import socketPlugin from './plugins/socket';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import { proxyTrustOf } from './lib/proxy-trust';

export type BuildAppOptions = {
  /** Full configuration; defaults to the parsed environment. */
  config?: Config;
  /** Field overrides on top of `config` (tests: `{ dataDir: 'memory://', seedDemo: false }`). */
  overrides?: Partial<Config>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write: (line: string) => void };
};

/** Small bodies only: the API takes forms and slips, never uploads (those get their own route). */
const bodyLimitBytes = 256 * 1024;


/** The request as logged: Fastify's default fields, with one-time link tokens out of the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactOneTimeTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...(options.config ?? loadConfig()), ...options.overrides };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', 'body.password'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: proxyTrustOf(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    // The client reads `code`; ids are ours, not Fastify's default incrementing counter.
    genReqId: () => crypto.randomUUID(),
    // request.log becomes pino's child (with the request id) only when a line is written.
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // Banner images: under DATA_DIR (memory with memory://), behind the module's storage interface.
  const bannerStorage = imageStorageFor(config.dataDir);
  try {
    // External capabilities, then the app's own plugins, then routes (fastify/demo order).
    await app.register(configPlugin, { config });
    await app.register(securityHeadersPlugin);
    await app.register(swaggerPlugin);
    await app.register(rateLimitPlugin);
    await app.register(dbPlugin);
    await app.register(authPlugin);
    await app.register(adminGuardPlugin);
    await app.register(accessPlugin);
    await app.register(mailerPlugin);
    await app.register(socketPlugin);
    await app.register(realtimePlugin);
    await app.register(feedPlugin);
    await app.register(settingsSyncPlugin);

    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(riskRoutes);
    await app.register(adminUsersRoutes);
    await app.register(userControlsRoutes);
    await app.register(adminStaffRoutes);
    await app.register(adminAgentsRoutes);
    await app.register(mailRoutes);
    await app.register(mailTemplateRoutes);
    await app.register(auditRoutes);
    await app.register(sportsRoutes);
    await app.register(adminEventsRoutes);
    await app.register(adminExchangeRoutes);
    await app.register(ledgerRoutes);
    await app.register(paymentMethodsRoutes);
    await app.register(withdrawalsRoutes);
    await app.register(depositsRoutes);
    // The sandbox card provider lets a player credit themselves: only with PAYMENTS_SANDBOX.
    if (config.paymentsSandbox) await app.register(sandboxRoutes);
    await app.register(responsibleGamblingRoutes);
    await app.register(walletRoutes);
    await app.register(balanceApprovalsRoutes);
    await app.register(bettingRoutes);
    await app.register(adminRiskRoutes);
    await app.register(settlementRoutes);
    await app.register(exchangeRoutes);
    await app.register(casinoRoutes);
    await app.register(bannersRoutes, { storage: bannerStorage });
    await app.register(partnerRoutes);
    await app.register(adminPartnerRoutes);
    await app.register(pagesRoutes);
    await app.register(adminReportsRoutes);
    await app.register(settingsRoutes);
    await app.register(notificationsPushPlugin);
    await app.register(notificationsRoutes);
    await app.register(supportChatSocketPlugin);
    await app.register(supportChatRoutes);
    await app.register(supportChatStaffRoutes);
    await app.register(messagesRoutes);
    await app.register(bettingJobPlugin);
    await app.register(settlementJobPlugin);
    await app.register(exchangeFeedJobPlugin());
    await app.register(exchangeMarketMakerJobPlugin());
    await app.register(passwordResetJobPlugin);
    await app.register(mailJobPlugin);
    await app.register(partnerCommissionJobPlugin);
    await app.register(notificationsRetentionJobPlugin);
    await app.register(limitChangesJobPlugin);
    await app.register(webPlugin);

    await app.ready();
    // The starter pages (terms, privacy, ...) on a fresh database, seeded demo or not.
    await ensureStarterPages(app.db);
    // Starter canned replies for the support chat, likewise on an empty table.
    await ensureStarterCannedReplies(app.db);
    if (config.seedDemo) {
      await seedDemo(app.db, { paymentsSandbox: config.paymentsSandbox });
      await seedDemoBanners(app.db, bannerStorage);
    }
  } catch (error) {
    // A half-built app still holds a database handle; release it before failing.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

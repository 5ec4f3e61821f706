import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('has safe defaults relative to the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', nodeEnv: 'development', seedDemo: true, jwtSecretIsDefault: true, trustProxy: false, paymentsSandbox: true, apiDocs: true });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.webDistDir).toBe(join(repoRoot, 'apps/web/dist'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses the development JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'oddsmith-dev-secret-change-me-0123456789' })).toThrow(/development secret/);
  });

  it('runs the background jobs apart from the feed: on by default, off in tests, JOBS_ENABLED decides', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(loadConfig({ FEED_ENABLED: 'false' })).toMatchObject({ feedEnabled: false, jobsEnabled: true });
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobsEnabled).toBe(true);
  });

  it('runs the demo exchange market maker where the feed runs unless EXCHANGE_MARKET_MAKER decides', () => {
    expect(loadConfig({}).exchangeMarketMaker).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).exchangeMarketMaker).toBe(false);
    expect(loadConfig({ FEED_ENABLED: 'false' }).exchangeMarketMaker).toBe(false);
    expect(loadConfig({ FEED_ENABLED: 'false', EXCHANGE_MARKET_MAKER: 'true' }).exchangeMarketMaker).toBe(true);
    expect(loadConfig({ EXCHANGE_MARKET_MAKER: 'false' }).exchangeMarketMaker).toBe(false);
  });

  it('requires JWT_SECRET in production and does not seed demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('seeds demo accounts and runs the sandbox provider only on the embedded database outside production, unless told', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oddsmith' };
    expect(loadConfig(postgres)).toMatchObject({ seedDemo: false, paymentsSandbox: false });
    expect(loadConfig({ ...postgres, NODE_ENV: 'test' })).toMatchObject({ seedDemo: false, paymentsSandbox: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ seedDemo: true, paymentsSandbox: true });
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true', PAYMENTS_SANDBOX: 'true' })).toMatchObject({ seedDemo: true, paymentsSandbox: true });
    expect(loadConfig({ SEED_DEMO: 'false', PAYMENTS_SANDBOX: 'false' })).toMatchObject({ seedDemo: false, paymentsSandbox: false });
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(production).toMatchObject({ seedDemo: false, paymentsSandbox: false });
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('refuses to start in production with the development webhook secret', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    // Sandbox on without a secret of its own: the development key (public) would sign webhooks.
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    // The development key set explicitly is refused whether or not the sandbox is on.
    for (const sandbox of ['true', 'false']) {
      expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: sandbox, SANDBOX_WEBHOOK_SECRET: 'oddsmith-sandbox-webhook-secret-dev' })).toThrow(/development secret/);
    }
    const own = loadConfig({ ...production, PAYMENTS_SANDBOX: 'true', SANDBOX_WEBHOOK_SECRET: 'y'.repeat(32) });
    expect(own).toMatchObject({ paymentsSandbox: true, sandboxWebhookSecret: 'y'.repeat(32) });
    // Outside production the development key stays the default, so local runs need no setup.
    expect(loadConfig({}).sandboxWebhookSecret).toBe('oddsmith-sandbox-webhook-secret-dev');
  });

  it('serves the API documentation except in production, unless API_DOCS says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('parses durations, memory data dir and rejects nonsense', () => {
    expect(loadConfig({ JWT_TTL: '30m' }).jwtTtlSeconds).toBe(1800);
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY: true would trust any client's X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses/CIDRs",
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not an address, CIDR or hop count: 10.0.0.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the rate limits beyond login, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ loginRateLimitPerUsername: 20, accountRateLimitPerHour: 20, accountTargetRateLimitPerHour: 5 });
    const raised = loadConfig({ LOGIN_RATE_LIMIT_PER_USERNAME: '50', ACCOUNT_RATE_LIMIT_PER_HOUR: '100', ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR: '10' });
    expect(raised).toMatchObject({ loginRateLimitPerUsername: 50, accountRateLimitPerHour: 100, accountTargetRateLimitPerHour: 10 });
    expect(() => loadConfig({ ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR: '0' })).toThrow(/ACCOUNT_TARGET_RATE_LIMIT_PER_HOUR/);
  });
});

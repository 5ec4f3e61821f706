import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('has safe defaults relative to the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', nodeEnv: 'development', seedDemo: true, jwtSecretIsDefault: true, trustProxy: false });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.webDistDir).toBe(join(repoRoot, 'apps/web/dist'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('requires JWT_SECRET in production and does not seed demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' }).seedDemo).toBe(true);
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

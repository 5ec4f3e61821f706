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
});

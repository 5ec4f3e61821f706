import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, memoryDataDir, type Config } from '../config';
import { mailOutbox } from '../db/schema';
import { processPasswordResetRequests } from '../modules/auth';

/**
 * Every integration suite runs once per database: PGlite in memory always, PostgreSQL when
 * TEST_DATABASE_URL is set (skipped otherwise, so the skip count shows what did not run).
 */
export type TestDatabase = { name: 'pglite' | 'postgres'; adminUrl: string | undefined };

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', adminUrl: undefined },
  { name: 'postgres', adminUrl: process.env.TEST_DATABASE_URL || undefined },
];

export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void): void {
  for (const database of testDatabases) {
    const available = database.name === 'pglite' || database.adminUrl !== undefined;
    (available ? describe : describe.skip)(`${title} [${database.name}]`, () => suite(database));
  }
}

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** A fresh app on a fresh database: PGlite in memory, or a uniquely named PostgreSQL database. */
export async function createTestApp(database: TestDatabase, overrides: Partial<Config> = {}): Promise<TestApp> {
  const base: Partial<Config> = {
    dataDir: memoryDataDir,
    seedDemo: false,
    logLevel: 'silent',
    redisUrl: undefined,
    databaseUrl: undefined,
    // Suites log in many times from one address; the limits themselves have their own tests.
    loginRateLimitPerMinute: 10_000,
    loginRateLimitPerUsername: 10_000,
    accountRateLimitPerHour: 10_000,
    accountTargetRateLimitPerHour: 10_000,
  };
  if (database.name === 'pglite' || !database.adminUrl) {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides: { ...base, ...overrides } });
    return { app, close: () => app.close() };
  }
  const { url, drop } = await createScratchDatabase(database.adminUrl);
  try {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides: { ...base, databaseUrl: url, ...overrides } });
    return {
      app,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export type SuiteApp = { readonly app: FastifyInstance };

/**
 * The suite's one app: built with `createTestApp` before its first test, then `setup` runs (logins,
 * fixtures), and it is closed after its last test. Read `.app` in hooks and tests only.
 */
export function useSuiteApp(database: TestDatabase, overrides: Partial<Config> = {}, setup?: () => Promise<void>): SuiteApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(database, overrides);
    await setup?.();
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      if (!built) throw new Error('the suite app is built in beforeAll: read it in a hook or a test');
      return built.app;
    },
  };
}

/**
 * A throwaway built web app for the suite (index.html titled Oddsmith and an English locale file
 * holding `translationJson`), removed after the suite's last test. Returns its folder.
 */
export function useWebDist(translationJson: string, indexHtml = '<!doctype html><title>Oddsmith</title>'): string {
  const distDir = mkdtempSync(join(tmpdir(), 'oddsmith-dist-'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  mkdirSync(join(distDir, 'locales', 'en'), { recursive: true });
  writeFileSync(join(distDir, 'locales', 'en', 'translation.json'), translationJson);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}

/** The demo accounts `seedDemo` creates, by role. */
export const demoAccounts = {
  admin: { username: 'admin', password: 'AdminPass123' },
  staff: { username: 'staff', password: 'StaffPass123' },
  player: { username: 'player', password: 'PlayerPass123' },
} as const;

/** Logs a seeded demo account in (the app must have run `seedDemo`). */
export function loginDemo(app: FastifyInstance, account: keyof typeof demoAccounts): Promise<string> {
  return loginAs(app, demoAccounts[account].username, demoAccounts[account].password);
}

/** A uniquely named empty PostgreSQL database beside `adminUrl`'s, and how to drop it. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oddsmith_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A valid registration body; `suffix` keeps usernames and e-mails unique within a suite. */
export function registration(suffix: string, extra: Record<string, unknown> = {}) {
  return {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password: 'GoodPassword123',
    dateOfBirth: '1990-05-17',
    ...extra,
  };
}

export async function registerPlayer(app: FastifyInstance, suffix: string) {
  const response = await app.inject({ method: 'POST', url: '/api/front/register', payload: registration(suffix) });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json<{ response: { user: { id: string; username: string; email: string }; token: string } }>();
  return body.response;
}

export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/front/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ response: { token: string } }>().response.token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * What the background jobs would do next (tests run without them): turn reset requests into
 * mails, then deliver every queued mail. Returns how many mails were delivered.
 */
export async function runMailJobs(app: FastifyInstance): Promise<number> {
  let delivered = 0;
  // Bounded: each round handles a full batch or finishes.
  for (let round = 0; round < 50; round += 1) {
    const requests = await processPasswordResetRequests(app, new Date());
    const mails = await app.mailer.deliverDue(new Date());
    delivered += mails;
    if (requests === 0 && mails === 0) return delivered;
  }
  throw new Error('mail jobs did not drain in 50 rounds');
}

export type TestMail = { subject: string; status: string; outboxText: string; deliveredText: string | null };

/**
 * The newest mail to an address after the mail jobs ran: `deliveredText` is the text the mail
 * carried (the outbox's development-only copy, links included; tests run with NODE_ENV=test),
 * `outboxText` the redacted copy staff read.
 */
export async function latestMailTo(app: FastifyInstance, to: string, subjectPart: string): Promise<TestMail | undefined> {
  await runMailJobs(app);
  const rows = await app.db
    .select({ subject: mailOutbox.subject, status: mailOutbox.status, outboxText: mailOutbox.bodyText, deliveredText: mailOutbox.deliveryText })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), ilike(mailOutbox.subject, `%${subjectPart}%`)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return rows[0];
}

/** Pulls `param=TOKEN` out of a mailed link. */
export function tokenFromMail(text: string, param: string): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} link in mail: ${text}`);
  return match[1];
}

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed-demo';
import { sessionCacheMaxAgeMs } from '../lib/session-cache';
import { bearer, loginAs, loginDemo, registerPlayer, testDatabases } from '../test/app';
import { useSharedDatabase } from '../test/exchange';

const adminUrl = testDatabases.find((database) => database.name === 'postgres')?.adminUrl;

/** Within this a revoke on one instance must be refused on the other: far under the cache's max age, so only the NOTIFY can do it. */
const crossInstanceMsMax = sessionCacheMaxAgeMs / 10;

(adminUrl ? describe : describe.skip)('sessions kept in memory across two instances (PostgreSQL NOTIFY)', () => {
  const instances = useSharedDatabase(adminUrl);

  const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });

  /** B's answer for `token` once it is no longer 200, within `crossInstanceMsMax` (the last answer otherwise). */
  async function refusedOn(app: FastifyInstance, token: string): Promise<{ status: number; code: string | undefined }> {
    const startedMs = Date.now();
    let response = await me(app, token);
    while (response.statusCode === 200 && Date.now() - startedMs < crossInstanceMsMax) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      response = await me(app, token);
    }
    return { status: response.statusCode, code: response.json<{ code?: string }>().code };
  }

  it('a logout on A, then a block on A: B refuses the token it had in memory at once', async () => {
    const [a, b] = [await instances.instance(), await instances.instance()];
    await seedDemo(a.db);
    const admin = await loginDemo(a, 'admin');
    const suffix = `sess${Date.now() % 1e7}`;
    const { user } = await registerPlayer(a, suffix);
    const first = await loginAs(a, `user_${suffix}`, 'GoodPassword123');
    const second = await loginAs(a, `user_${suffix}`, 'GoodPassword123');

    // B reads both sessions, twice: the second answer comes from its memory.
    for (const token of [first, second, first, second]) expect((await me(b, token)).statusCode).toBe(200);

    expect((await a.inject({ method: 'POST', url: '/api/front/logout', headers: bearer(first) })).statusCode).toBe(200);
    expect(await refusedOn(b, first)).toEqual({ status: 401, code: 'AUTH_INVALID_TOKEN' });
    expect((await me(b, second)).statusCode).toBe(200);

    const blocked = await a.inject({ method: 'POST', url: `/api/admin/users/${user.id}/block`, headers: bearer(admin), payload: { reason: 'two-instance test' } });
    expect(blocked.statusCode).toBe(200);
    expect((await refusedOn(b, second)).status).not.toBe(200);
  });
});

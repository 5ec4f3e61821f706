import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventsQuerySchema } from '@oddsmith/core';
import { testDatabases } from '../../test/app';
import { useSharedDatabase } from '../../test/exchange';
import { feedStartMs, startManualFeed } from '../../test/sports';
import { sportsReadsTtlMs } from './sports.read-cache';
import { eventsBody } from './sports.service';

const adminUrl = testDatabases.find((database) => database.name === 'postgres')?.adminUrl;

/** Within this a change must reach the other instance: well under the TTL, so only the NOTIFY can do it. */
const crossInstanceMsMax = sportsReadsTtlMs / 2;

(adminUrl ? describe : describe.skip)('sports read model across two instances (PostgreSQL NOTIFY)', () => {
  const instances = useSharedDatabase(adminUrl);

  async function listOn(app: FastifyInstance): Promise<string> {
    return (await app.inject({ method: 'GET', url: '/api/sports/events?spid=1&type=inplay' })).body;
  }

  it("a feed step stored by instance A shows in instance B's next list request, long before B's TTL", async () => {
    const [feeding, serving] = [await instances.instance(), await instances.instance()];
    let nowMs = feedStartMs();
    await startManualFeed(feeding, 5, nowMs);
    await feeding.feed.step((nowMs += 1_000));
    let changed = false;
    for (let step = 0; step < 20 && !changed; step += 1) {
      // B caches the list just now, so its TTL cannot be what drops it.
      const before = await listOn(serving);
      expect(await listOn(serving)).toBe(before);
      await feeding.feed.step((nowMs += 5_000));
      // What the database holds now (read on A: its own cache was dropped by its own publish).
      const truth = (await eventsBody(feeding.db, eventsQuerySchema.parse({ spid: '1', type: 'inplay' }))).text;
      if (truth === before) continue;
      const startedMs = Date.now();
      let seen = before;
      while (seen !== truth && Date.now() - startedMs < crossInstanceMsMax) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = await listOn(serving);
      }
      expect(seen).toBe(truth);
      changed = true;
    }
    expect(changed).toBe(true);
  }, 60_000);
});

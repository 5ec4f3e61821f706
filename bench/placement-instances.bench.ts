import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, memoryDataDir } from '../apps/server/src/config';
import { startRoundRobinProxy } from '../apps/server/src/test/round-robin-proxy';
import { freePort, startServer, type ServerProcess } from '../apps/server/src/test/server-process';
import { withScratchDatabase } from './scratch-database';
import { createMarkets, createPlayers, formatLatency, runLoops, slipOf, type LatencyResult, type Option } from './placement.bench';

/** Shared by the setup app and the server processes, so the setup's tokens hold on both. */
const jwtSecret = `bench-instances-${'0'.repeat(32)}`;

/** place-bet over real HTTP through the round-robin proxy in front of `ports`, 50 players at once. */
async function throughProxy(name: string, ports: readonly number[], tokens: readonly string[], options: readonly Option[], durationMs: number, runId: string): Promise<LatencyResult> {
  const proxy = await startRoundRobinProxy(ports);
  try {
    return await runLoops(name, durationMs, async (player, i) => {
      const slip = slipOf(options, player, i);
      if (!slip) return false;
      const response = await fetch(`${proxy.baseUrl}/api/sports/place-bet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[player] ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...slip, useBonus: false, acceptOddsChanges: 'none', requestId: `bench-${runId}-${player}-${i}` }),
      });
      const body = (await response.json()) as { response?: { tickets?: { status: string }[] } };
      return response.status === 200 && body.response?.tickets?.[0]?.status === 'accepted';
    });
  } finally {
    await proxy.close();
  }
}

/** Markets and funded players made in-process on the scratch database (then closed), as the placement bench makes them. */
async function prepare(url: string): Promise<{ tokens: string[]; options: Option[] }> {
  const overrides = { databaseUrl: url, dataDir: memoryDataDir, seedDemo: true, logLevel: 'silent' as const, redisUrl: undefined, feedEnabled: false, jwtSecret, loginRateLimitPerMinute: 10_000, accountRateLimitPerHour: 10_000 };
  const setup: FastifyInstance = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides });
  try {
    const login = await setup.inject({ method: 'POST', url: '/api/front/login', payload: { username: 'admin', password: 'AdminPass123' } });
    const options = await createMarkets(setup, login.json<{ response: { token: string } }>().response.token);
    return { tokens: await createPlayers(setup), options };
  } finally {
    await setup.close();
  }
}

/**
 * "placement, two instances": the placement bench's players and slips over HTTP through a small
 * round-robin proxy, first to one server process, then to two (separate processes on one scratch
 * PostgreSQL database, Redis when REDIS_URL is set), in the same run. The load generator and the
 * proxy run in this process, so on a 2-core machine the three processes and PostgreSQL share the
 * cores: the ratio shows what a second instance buys here, not on a machine with cores to spare.
 */
export async function reportPlacementInstances(adminUrl: string | undefined, durationMs: number): Promise<void> {
  if (!adminUrl) {
    console.log('placement, two instances: skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return;
  }
  await withScratchDatabase(adminUrl, async (_handle, url) => {
    const { tokens, options } = await prepare(url);
    const env = { DATABASE_URL: url, NODE_ENV: 'test', FEED_ENABLED: 'false', JOBS_ENABLED: 'false', SEED_DEMO: 'false', JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn', ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) };
    const servers: ServerProcess[] = [];
    try {
      for (let index = 0; index < 2; index += 1) servers.push(await startServer(await freePort(), env));
      const ports = servers.map((server) => server.port);
      const one = await throughProxy('place-bet over HTTP, 50 players, one instance', ports.slice(0, 1), tokens, options, durationMs, 'one');
      const two = await throughProxy('place-bet over HTTP, 50 players, two instances', ports, tokens, options, durationMs, 'two');
      console.log(formatLatency(one));
      console.log(formatLatency(two));
      console.log(`ratio two instances / one: ${(two.perSecond / Math.max(1, one.perSecond)).toFixed(2)} (load generator, proxy, both servers and PostgreSQL on ${availableParallelism()} cores)`);
    } finally {
      for (const server of servers) await server.kill();
    }
  });
}

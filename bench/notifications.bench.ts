/**
 * Notifications bench: 1,000 players (BENCH_NOTIFY_PLAYERS) each connected on their private
 * channel (`user:<id>`, a signed-in socket.io client in a child process). Each round every player
 * gets one notification, and the bench reports notifications delivered per second and the
 * latency p50 / p99 from the round's start to each receipt, two ways in the same run:
 *   - notify:   `notifyMany` in one transaction (preferences read, INSERT, commit), then the
 *               after-commit push to each private room: what a market's settlement does,
 *   - baseline: a raw `io.to(user:<id>).emit('notification', ...)` per player, same payload, no
 *               database.
 * PGlite in memory; bounded (fixed rounds, every wait has a time limit). `npm run bench` runs it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/db/schema';
import { userRoom } from '../apps/server/src/lib/realtime';
import { insertSession } from '../apps/server/src/lib/sessions.repo';
import { signAccessToken } from '../apps/server/src/lib/tokens';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { notifyMany } from '../apps/server/src/modules/notifications';
import { nextMessage, percentile } from './feed.bench';

const players = Math.max(1, Number(process.env.BENCH_NOTIFY_PLAYERS ?? 1000));
const rounds = 10;

const wallMs = () => performance.timeOrigin + performance.now();

/** Players with a live session each, inserted directly (no argon2 per player), and their access tokens. */
async function makePlayers(app: FastifyInstance): Promise<{ ids: string[]; tokens: string[] }> {
  const stamp = Date.now().toString(36);
  return inTransaction(app.db, async (tx) => {
    const rows = await tx
      .insert(users)
      .values(Array.from({ length: players }, (_, index) => ({ username: `bn_${stamp}_${index}`, usernameKey: `bn_${stamp}_${index}`, email: `bn_${stamp}_${index}@example.com`, passwordHash: 'x' })))
      .returning({ id: users.id });
    const tokens: string[] = [];
    for (const row of rows) {
      const sessionId = await insertSession(tx, row.id, new Date(Date.now() + 3_600_000));
      tokens.push(await signAccessToken({ userId: row.id, role: 'player', sessionId }, app.config.jwtSecret, 3_600));
    }
    return { ids: rows.map((row) => row.id), tokens };
  });
}

type Result = { name: string; delivered: number; perSecond: number; p50: number; p99: number };

/** `rounds` rounds of `fire` (one notification per player), each fully delivered before the next. */
async function measure(child: ChildProcess, name: string, fire: () => Promise<void> | void): Promise<Result> {
  const starts: number[] = [];
  let total = 0;
  let busyMs = 0;
  for (let round = 0; round < rounds; round += 1) {
    const reached = nextMessage(child, 'reached');
    const start = wallMs();
    starts.push(start);
    await fire();
    total += players;
    child.send({ cmd: 'expect', total });
    await reached;
    busyMs += wallMs() - start;
  }
  child.send({ cmd: 'dump' });
  const times = (await nextMessage(child, 'times')).times ?? [];
  const latencies = times.map((time, index) => time - (starts[Math.floor(index / players)] ?? time)).sort((a, b) => a - b);
  return { name, delivered: times.length, perSecond: (times.length / busyMs) * 1000, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

export async function benchNotifications(): Promise<void> {
  const overrides = { dataDir: 'memory://', seedDemo: false, logLevel: 'silent' as const, redisUrl: undefined, databaseUrl: undefined, jobsEnabled: false, feedEnabled: false, socketConnectionsPerAddress: players + 100 };
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), overrides });
  const child = fork(fileURLToPath(new URL('./notification-clients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { ids, tokens } = await makePlayers(app);
    await nextMessage(child, 'started');
    child.send({ cmd: 'connect', url, tokens });
    await nextMessage(child, 'ready');
    const params = { amount: 20, currency: 'EUR' };
    const notify = await measure(child, `notify ${players} (1 tx, push after commit)`, async () => {
      await inTransaction(app.db, (tx) => notifyMany(tx, ids.map((userId) => ({ userId, type: 'deposit_credited' as const, params, link: '/bank' }))));
    });
    const view = { id: '00000000-0000-4000-8000-000000000000', type: 'deposit_credited', titleKey: 'notifications.types.deposit_credited.title', bodyKey: 'notifications.types.deposit_credited.body', params, link: '/bank', createdAt: new Date().toISOString(), readAt: null };
    const raw = await measure(child, `raw socket.io emit ${players}`, () => {
      for (const userId of ids) app.io.to(userRoom(userId)).emit('notification', view);
    });
    for (const result of [notify, raw]) {
      console.log(`${result.name.padEnd(44)} ${result.delivered.toString().padStart(7)} delivered  ${result.perSecond.toFixed(0).padStart(7)}/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms`);
    }
    console.log(`ratio notify / raw emit (delivered per second): ${(notify.perSecond / raw.perSecond).toFixed(3)} (${players} private channels, ${rounds} rounds each)`);
  } finally {
    child.send({ cmd: 'close' });
    await app.close();
  }
}

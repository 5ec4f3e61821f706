import { staffBalanceTransferred } from '@oddsmith/core';
import pg from 'pg';
import { insertUser } from '../apps/server/src/modules/users/users.repo';
import { openPlayerAccounts, postEvent } from '../apps/server/src/modules/ledger/ledger.service';
import { inTransaction } from '../apps/server/src/lib/transaction';
import { withScratchDatabase } from './scratch-database';

/** Same number of concurrent workers as the server's pool (apps/server/src/db/client.ts). */
const workers = 10;
const players = 1_000;

export type BenchResult = { name: string; operations: number; seconds: number; perSecond: number };

async function runFor(name: string, durationMs: number, work: (worker: number, i: number) => Promise<void>): Promise<BenchResult> {
  const started = performance.now();
  const deadline = started + durationMs;
  let operations = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        await work(worker, i);
        operations += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { name, operations, seconds, perSecond: operations / seconds };
}

/**
 * Ledger transfers per second (house -> random player, one transaction each, with locks, idempotency
 * check, insert and two balance updates) beside a pgbench-style single-row UPDATE on the same pool size.
 */
export async function benchLedger(adminUrl: string, durationMs: number): Promise<BenchResult[]> {
  return withScratchDatabase(adminUrl, async (handle, url) => {
    const ids: string[] = [];
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < players; i += 1) {
        const user = await insertUser(tx, { username: `bench${i}`, usernameKey: `bench${i}`, email: `bench${i}@example.com`, passwordHash: 'x', role: 'player', currency: 'EUR' });
        await openPlayerAccounts(tx, user.id, 'EUR');
        ids.push(user.id);
      }
    });
    const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? '';
    const ledger = await runFor('ledger transfer (postEvent)', durationMs, (worker, i) =>
      inTransaction(handle.db, async (tx) => {
        await postEvent(tx, staffBalanceTransferred({ actionId: `b${worker}-${i}`, playerId: pick(), currency: 'EUR', amountCents: 100, direction: 'credit' }));
      }),
    );
    const pool = new pg.Pool({ connectionString: url, max: workers });
    // The scratch database is dropped WITH (FORCE) at the end: a closing idle client may still hear it.
    pool.on('error', () => {});
    await pool.query('create table bench_accounts (aid int primary key, abalance bigint not null default 0)');
    await pool.query(`insert into bench_accounts (aid) select generate_series(1, ${players})`);
    const raw = await runFor('raw single-row UPDATE (pgbench-style)', durationMs, async () => {
      await pool.query('update bench_accounts set abalance = abalance + $1 where aid = $2', [100, 1 + Math.floor(Math.random() * players)]);
    });
    await pool.end();
    return [ledger, raw];
  });
}

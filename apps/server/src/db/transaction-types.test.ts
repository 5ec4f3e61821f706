import { describe, expect, it } from 'vitest';
import { recordAudit, type AuditEntry } from '../modules/audit';
import { insertSession } from '../lib/sessions.repo';
import type { Database, Executor, Transaction } from './client';

// Repository writes take a `Transaction` (docs/architecture.md): `npm run typecheck` compiles this
// file, and each `@ts-expect-error` fails it the day a write accepts the pool again (the calls are
// otherwise well-typed, so the only error each line can carry is the missing transaction).
async function writesNeedATransaction(db: Database, executor: Executor, tx: Transaction): Promise<void> {
  const entry: AuditEntry = { actorId: null, action: 'probe', targetType: 'user', targetId: 'u1', detail: {} };
  // @ts-expect-error a plain Database is not a Transaction: the write would run outside one
  await recordAudit(db, entry);
  // @ts-expect-error an Executor may be the plain Database
  await recordAudit(executor, entry);
  // @ts-expect-error the session insert is a write too
  await insertSession(db, 'u1', new Date());
  await recordAudit(tx, entry);
  await db.transaction((inner) => recordAudit(inner, entry));
  await db.transaction((inner) => insertSession(inner, 'u1', new Date()));
}

// @ts-expect-error a Database does not satisfy the Transaction type at all
const poolAsTransaction: Transaction = null as unknown as Database;

describe('repository writes take a Transaction', () => {
  it('is checked by the compiler (this file is part of npm run typecheck)', () => {
    expect(typeof writesNeedATransaction).toBe('function');
    expect(poolAsTransaction).toBeNull();
  });
});

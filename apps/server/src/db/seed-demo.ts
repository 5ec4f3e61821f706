import { sql } from 'drizzle-orm';
import type { Role } from '@oddsmith/core';
import { hashPassword } from '../lib/passwords';
import { postTransfer, systemAccount, userBalances } from '../modules/ledger/ledger.service';
import { findUserByUsername, updateUser } from '../modules/users/users.repo';
import { createAccount } from '../modules/users/users.service';
import type { Database, Transaction } from './client';
import { paymentMethods, type UserRow } from './schema';

type DemoUser = { username: string; email: string; password: string; role: Role; dateOfBirth: string | null };

/** Known demo logins (documented in docs/api-foundation.md); never seeded in production by default. */
export const demoUsers = {
  admin: { username: 'admin', email: 'admin@oddsmith.test', password: 'AdminPass123', role: 'admin', dateOfBirth: null },
  staff: { username: 'staff', email: 'staff@oddsmith.test', password: 'StaffPass123', role: 'manager', dateOfBirth: null },
  player: { username: 'player', email: 'player@oddsmith.test', password: 'PlayerPass123', role: 'player', dateOfBirth: '1990-01-01' },
} as const satisfies Record<string, DemoUser>;

export const demoPlayerOpeningCents = 100_000;
const demoSeedLockId = 7_301_482_912;

async function ensureUser(tx: Transaction, demo: DemoUser, passwordHash: string): Promise<UserRow> {
  const existing = await findUserByUsername(tx, demo.username);
  if (existing) return existing;
  const account = { ...demo, phone: null, currency: 'EUR', attribution: { affiliateId: null, cashAgentId: null } };
  return createAccount(tx, account, passwordHash);
}

/** Demo payment methods (documented in docs/bank-api.md); kept by name, never duplicated. */
export const demoPaymentMethods: (typeof paymentMethods.$inferInsert)[] = [
  { name: 'Card (sandbox)', kind: 'card', provider: 'sandbox', minCents: 10_00, maxCents: 5_000_00, feeFixedCents: 0, feeBasisPoints: 150, displayOrder: 10, instructions: 'Pay on the secure sandbox page; no real card is charged.' },
  { name: 'Bank transfer', kind: 'bank_transfer', provider: 'manual', minCents: 20_00, maxCents: 50_000_00, feeFixedCents: 0, feeBasisPoints: 0, displayOrder: 20, instructions: 'Transfer to IBAN DE89 3704 0044 0532 0130 00 (Oddsmith Ltd) quoting your deposit reference. Credited once our team has matched it.' },
  { name: 'UPI', kind: 'upi', provider: 'manual', minCents: 5_00, maxCents: 1_000_00, feeFixedCents: 0, feeBasisPoints: 0, displayOrder: 30, instructions: 'Pay to oddsmith@upi and put your deposit reference in the remark.' },
  { name: 'Crypto (USDT)', kind: 'crypto', provider: 'manual', minCents: 10_00, maxCents: 20_000_00, feeFixedCents: 1_00, feeBasisPoints: 0, displayOrder: 40, instructions: 'Send USDT (TRC-20) to the address shown and paste your deposit reference in the memo.' },
];

/** Idempotent: existing users are kept, the opening balance moves once (its idempotency key). */
export async function seedDemo(db: Database): Promise<void> {
  const list = Object.values(demoUsers);
  const hashes = await Promise.all(list.map((demo) => hashPassword(demo.password)));
  await db.transaction(async (tx) => {
    // Instances starting together seed one after another; the second finds everything in place.
    await tx.execute(sql`select pg_advisory_xact_lock(${demoSeedLockId})`);
    const rows: UserRow[] = [];
    for (const [index, demo] of list.entries()) rows.push(await ensureUser(tx, demo, hashes[index] ?? ''));
    const player = rows[list.indexOf(demoUsers.player)];
    if (!player) throw new Error('demo player missing');
    if (!player.emailVerifiedAt) await updateUser(tx, player.id, { emailVerifiedAt: new Date() });
    const house = await systemAccount(tx, 'house', player.currency);
    const { cashAccountId } = await userBalances(tx, player.id, player.currency);
    if (!cashAccountId) throw new Error('demo player has no cash account');
    await tx.insert(paymentMethods).values(demoPaymentMethods).onConflictDoNothing({ target: paymentMethods.name });
    await postTransfer(tx, {
      idempotencyKey: 'demo:player:opening',
      debitAccountId: house.id,
      creditAccountId: cashAccountId,
      amountCents: demoPlayerOpeningCents,
      code: 'staff_credit',
      note: 'Demo opening balance',
    });
  });
}

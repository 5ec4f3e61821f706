import { sql } from 'drizzle-orm';
import { agentFunded, bonusGranted, type Role } from '@oddsmith/core';
import { hashPassword } from '../lib/passwords';
import { seedExchangeDemo } from '../modules/exchange';
import { ensureDemoPartner } from '../modules/partners';
import { postEvent, postTransfer, systemAccount, userBalances } from '../modules/ledger';
import { createAccount, findUserByUsername, updateUser } from '../modules/users';
import type { Database, Transaction } from './client';
import { paymentMethods, type UserRow } from './schema';

type DemoUser = { username: string; email: string; password: string; role: Role; dateOfBirth: string | null; country?: string };

/**
 * Known demo logins (listed in the README and docs/api-foundation.md): one per staff role, so the
 * back-office can be walked as each, a player of nobody's and a player attributed to the cash agent.
 * Seeded only on the embedded database outside production, or when SEED_DEMO=true.
 */
export const demoUsers = {
  admin: { username: 'admin', email: 'admin@oddsmith.test', password: 'AdminPass123', role: 'admin', dateOfBirth: null },
  staff: { username: 'staff', email: 'staff@oddsmith.test', password: 'StaffPass123', role: 'manager', dateOfBirth: null },
  support: { username: 'support', email: 'support@oddsmith.test', password: 'SupportPass123', role: 'support', dateOfBirth: null },
  finance: { username: 'finance', email: 'finance@oddsmith.test', password: 'FinancePass123', role: 'finance', dateOfBirth: null },
  risk: { username: 'risk', email: 'risk@oddsmith.test', password: 'RiskPass123', role: 'risk', dateOfBirth: null },
  agent: { username: 'agent', email: 'agent@oddsmith.test', password: 'AgentPass123', role: 'agent', dateOfBirth: null },
  player: { username: 'player', email: 'player@oddsmith.test', password: 'PlayerPass123', role: 'player', dateOfBirth: '1990-01-01', country: 'GB' },
  agentPlayer: { username: 'agentplayer', email: 'player.agent@oddsmith.test', password: 'PlayerPass123', role: 'player', dateOfBirth: '1992-03-14', country: 'ES' },
  partner: { username: 'partner', email: 'partner@oddsmith.test', password: 'PartnerPass123', role: 'partner', dateOfBirth: null },
} as const satisfies Record<string, DemoUser>;

export const demoPlayerOpeningCents = 100_000;
export const demoAgentPlayerOpeningCents = 25_000;
/** A welcome bonus in the demo player's bonus wallet, playable on the slots (casino bonus play). */
export const demoPlayerBonusCents = 2_500;
/** The cash agent's float, so the agent can credit their player from the back-office. */
export const demoAgentFloatCents = 50_000;
/** The demo partner's code: `/?aff=DEMO` attributes a registration to `partner`. */
export const demoPartnerCode = 'DEMO';
const demoSeedLockId = 7_301_482_912;

/** Password hashes of the demo accounts not there yet (hashing is slow; a restart hashes nothing). */
async function hashesOfMissing(db: Database, list: readonly DemoUser[]): Promise<Map<string, string>> {
  const missing: DemoUser[] = [];
  for (const demo of list) if (!(await findUserByUsername(db, demo.username))) missing.push(demo);
  return new Map(await Promise.all(missing.map(async (demo) => [demo.username, await hashPassword(demo.password)] as const)));
}

async function ensureUser(tx: Transaction, demo: DemoUser, hashes: ReadonlyMap<string, string>, cashAgentId: string | null): Promise<UserRow> {
  const existing = await findUserByUsername(tx, demo.username);
  if (existing) {
    // Databases seeded before the country column: the demo players get theirs once.
    if (demo.country && !existing.country) await updateUser(tx, existing.id, { country: demo.country });
    return existing;
  }
  const account = { ...demo, phone: null, currency: 'EUR', attribution: { affiliateId: null, cashAgentId } };
  return createAccount(tx, account, hashes.get(demo.username) ?? (await hashPassword(demo.password)));
}

/** A verified e-mail and an opening cash balance from the house, moved once (its idempotency key). */
async function openPlayer(tx: Transaction, player: UserRow, idempotencyKey: string, amountCents: number): Promise<void> {
  if (!player.emailVerifiedAt) await updateUser(tx, player.id, { emailVerifiedAt: new Date() });
  const house = await systemAccount(tx, 'house', player.currency);
  const { cashAccountId } = await userBalances(tx, player.id, player.currency);
  if (!cashAccountId) throw new Error(`demo player ${player.username} has no cash account`);
  await postTransfer(tx, { idempotencyKey, debitAccountId: house.id, creditAccountId: cashAccountId, amountCents, code: 'staff_credit', note: 'Demo opening balance' });
}

/** Demo payment methods (documented in docs/bank-api.md); kept by name, never duplicated. */
export const demoPaymentMethods: (typeof paymentMethods.$inferInsert)[] = [
  { name: 'Card (sandbox)', kind: 'card', provider: 'sandbox', minCents: 10_00, maxCents: 5_000_00, feeFixedCents: 0, feeBasisPoints: 150, displayOrder: 10, instructions: 'Pay on the secure sandbox page; no real card is charged.' },
  { name: 'Bank transfer', kind: 'bank_transfer', provider: 'manual', minCents: 20_00, maxCents: 50_000_00, feeFixedCents: 0, feeBasisPoints: 0, displayOrder: 20, instructions: 'Transfer to IBAN DE89 3704 0044 0532 0130 00 (Oddsmith Ltd) quoting your deposit reference. Credited once our team has matched it.' },
  { name: 'UPI', kind: 'upi', provider: 'manual', minCents: 5_00, maxCents: 1_000_00, feeFixedCents: 0, feeBasisPoints: 0, displayOrder: 30, instructions: 'Pay to oddsmith@upi and put your deposit reference in the remark.' },
  { name: 'Crypto (USDT)', kind: 'crypto', provider: 'manual', minCents: 10_00, maxCents: 20_000_00, feeFixedCents: 1_00, feeBasisPoints: 0, displayOrder: 40, instructions: 'Send USDT (TRC-20) to the address shown and paste your deposit reference in the memo.' },
];

export type SeedDemoOptions = {
  /** Also seed the sandbox card method; only when the server runs the sandbox (PAYMENTS_SANDBOX). */
  paymentsSandbox: boolean;
};

/** Idempotent: existing users and methods are kept, opening balances move once (their idempotency keys). */
export async function seedDemo(db: Database, options: SeedDemoOptions = { paymentsSandbox: false }): Promise<void> {
  const hashes = await hashesOfMissing(db, Object.values(demoUsers));
  const methods = demoPaymentMethods.filter((method) => method.provider !== 'sandbox' || options.paymentsSandbox);
  await db.transaction(async (tx) => {
    // Instances starting together seed one after another; the second finds everything in place.
    await tx.execute(sql`select pg_advisory_xact_lock(${demoSeedLockId})`);
    for (const demo of [demoUsers.admin, demoUsers.staff, demoUsers.support, demoUsers.finance, demoUsers.risk]) await ensureUser(tx, demo, hashes, null);
    const agent = await ensureUser(tx, demoUsers.agent, hashes, null);
    // An older database may hold someone else called `agent`: then nobody is attributed or funded.
    const agentId = agent.role === 'agent' ? agent.id : null;
    const player = await ensureUser(tx, demoUsers.player, hashes, null);
    const agentPlayer = await ensureUser(tx, demoUsers.agentPlayer, hashes, agentId);
    const partner = await ensureUser(tx, demoUsers.partner, hashes, null);
    if (partner.role === 'partner') await ensureDemoPartner(tx, partner.id, demoPartnerCode);
    await tx.insert(paymentMethods).values(methods).onConflictDoNothing({ target: paymentMethods.name });
    await openPlayer(tx, player, 'demo:player:opening', demoPlayerOpeningCents);
    await openPlayer(tx, agentPlayer, 'demo:agentplayer:opening', demoAgentPlayerOpeningCents);
    await postEvent(tx, bonusGranted({ bonusId: 'demo-player-welcome', playerId: player.id, currency: player.currency, amountCents: demoPlayerBonusCents }), { note: 'Demo welcome bonus' });
    if (agentId) {
      await postEvent(tx, agentFunded({ fundingId: 'demo-agent-opening', agentId, currency: agent.currency, amountCents: demoAgentFloatCents }), { note: 'Demo agent float' });
    }
  });
  await seedExchangeDemo(db);
}

import { staffBalanceTransferred } from '@oddsmith/core';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../db/seed-demo';
import { inTransaction } from '../lib/transaction';
import { postEvent } from '../modules/ledger';
import { updateUser } from '../modules/users';
import { bearer, registerPlayer, loginDemo } from './app';

export type MethodSpec = { name: string; kind: 'bank_transfer' | 'card' | 'upi' | 'crypto'; min: number; max: number; feeFixed?: number; feeBasisPoints?: number; provider?: 'sandbox' | 'manual' };

/** Demo staff (admin / manager) exist in every bank suite; returns their tokens. */
export async function staffTokens(app: FastifyInstance): Promise<{ admin: string; manager: string }> {
  await seedDemo(app.db);
  return { admin: await loginDemo(app, 'admin'), manager: await loginDemo(app, 'staff') };
}

/** The API requires a provider; suites that do not care about it get staff-confirmed (`manual`). */
export async function createMethod(app: FastifyInstance, adminToken: string, spec: MethodSpec): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/payment-methods', headers: bearer(adminToken), payload: { provider: 'manual', ...spec } });
  if (response.statusCode !== 201) throw new Error(`create method failed: ${response.body}`);
  return response.json<{ response: { method: { id: string } } }>().response.method.id;
}

/** A registered player with a verified e-mail and `cents` of cash from the house (staff credit). */
export async function fundedPlayer(app: FastifyInstance, suffix: string, cents: number): Promise<{ id: string; token: string }> {
  const { user, token } = await registerPlayer(app, suffix);
  await inTransaction(app.db, async (tx) => {
    await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    if (cents > 0) {
      await postEvent(tx, staffBalanceTransferred({ actionId: `fund-${suffix}`, playerId: user.id, currency: 'EUR', amountCents: cents, direction: 'credit' }));
    }
  });
  return { id: user.id, token };
}

export async function summaryOf(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/front/user', headers: bearer(token) });
  return response.json<{ response: { user: { balance: number } } }>().response.user;
}

import { centsToAmount, isRole, kycStatuses, type AdminUser, type KycStatus, type PublicUser } from '@oddsmith/core';

const isKycStatus = (value: string): value is KycStatus => (kycStatuses as readonly string[]).includes(value);
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { userBalances } from '../ledger';

function assertRole(role: string) {
  if (!isRole(role)) throw new Error(`unknown role in database: ${role}`);
  return role;
}

/** The API's view of a user: balances come from the ledger, in decimal currency units. */
export async function toPublicUser(tx: Executor, row: UserRow): Promise<PublicUser> {
  const balances = await userBalances(tx, row.id, row.currency);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: assertRole(row.role),
    balance: centsToAmount(balances.cashCents),
    bonusBalance: centsToAmount(balances.bonusCents),
    currency: row.currency,
    emailVerified: row.emailVerifiedAt !== null,
    status: row.status === 'blocked' ? 'blocked' : 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function toAdminUserRow(tx: Executor, row: UserRow): Promise<AdminUser> {
  return {
    ...(await toPublicUser(tx, row)),
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    affiliateId: row.affiliateId,
    cashAgentId: row.cashAgentId,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    kycStatus: isKycStatus(row.kycStatus) ? row.kycStatus : 'none',
    statusReason: row.status === 'blocked' ? row.statusReason : null,
  };
}

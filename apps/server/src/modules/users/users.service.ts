import { checkEmail, checkPassword, checkUsername, type Result, type Role } from '@oddsmith/core';
import type { Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationConstraint } from '../../lib/pg-errors';
import { openPlayerAccounts } from '../ledger';
import { findUserByEmail, findUserByUsername, insertUser } from './users.repo';
import { loadCommonPasswords } from '../../lib/passwords';

/** Where a registration came from (the `affiliateId` / `cashAgentId` cookies). */
export type Attribution = { affiliateId: string | null; cashAgentId: string | null };

/** Turns a core account-rule result into the 400 naming its field. */
export function requireRule<T>(field: string, result: Result<T, string>): T {
  if (result.ok) return result.value;
  const code = result.code === 'ACCOUNT_UNDERAGE' ? 'ACCOUNT_UNDERAGE' : 'VALIDATION';
  throw new AppError(code, 400, `${field}: ${result.message}`, field);
}

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  role: Role;
  dateOfBirth: string | null;
  phone: string | null;
  currency: string;
  /** ISO alpha-2, upper case; optional. */
  country?: string | null;
  attribution: Attribution;
};

/** Checks, hashes and inserts an account; players also get their cash and bonus accounts. */
export async function createAccount(tx: Transaction, account: NewAccount, passwordHash: string): Promise<UserRow> {
  if (await findUserByUsername(tx, account.username)) throw new AppError('USERNAME_TAKEN', 409, 'username: this username is taken.', 'username');
  if (await findUserByEmail(tx, account.email)) throw new AppError('EMAIL_TAKEN', 409, 'email: this e-mail is already registered.', 'email');
  const user = await insertUser(tx, {
    username: account.username,
    usernameKey: account.username.toLowerCase(),
    email: account.email,
    passwordHash,
    role: account.role,
    dateOfBirth: account.dateOfBirth,
    phone: account.phone,
    currency: account.currency,
    country: account.country ?? null,
    affiliateId: account.attribution.affiliateId,
    cashAgentId: account.attribution.cashAgentId,
  }).catch(rethrowUniqueViolation);
  if (account.role === 'player') await openPlayerAccounts(tx, user.id, user.currency);
  return user;
}

/** A concurrent twin registration passes the pre-check; the unique index still says which field. */
function rethrowUniqueViolation(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint?.includes('email')) throw new AppError('EMAIL_TAKEN', 409, 'email: this e-mail is already registered.', 'email');
  if (constraint !== null) throw new AppError('USERNAME_TAKEN', 409, 'username: this username is taken.', 'username');
  throw error;
}

/** Validates account fields against core's rules (common passwords refused); returns the normalised values. */
export async function checkAccountFields(fields: { username: string; email: string; password: string }) {
  return {
    username: requireRule('username', checkUsername(fields.username)),
    email: requireRule('email', checkEmail(fields.email)),
    password: requireRule('password', checkPassword(fields.password, await loadCommonPasswords())),
  };
}


import type { FastifyInstance } from 'fastify';
import { checkDateOfBirth, checkPassword, currencyDefault, isRole, type AuthPayload, type PublicUser } from '@oddsmith/core';
import type { Database, Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { insertSession, revokeSession, revokeUserSessions } from '../../lib/sessions.repo';
import { newOneTimeToken, sha256Hex, signAccessToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { findUserByEmail, findUserById, findUserByLogin, updateUser } from '../users/users.repo';
import { checkAccountFields, createAccount, requireRule, type Attribution } from '../users/users.service';
import { toPublicUser } from '../users/users.view';
import * as repo from './auth.repo';
import type { LoginBody, RegisterBody, ResetPasswordBody } from './auth.schemas';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;
export type { Attribution };

export const loginFailuresMax = 5;
export const loginFailureWindowMs = 15 * 60_000;
export const loginLockMs = 15 * 60_000;
export const passwordResetTtlMs = 60 * 60_000;
export const emailVerificationTtlMs = 7 * 24 * 60 * 60_000;

async function issueToken(tx: Executor, deps: AuthDeps, user: UserRow, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + deps.config.jwtTtlSeconds * 1000);
  const sessionId = await insertSession(tx, user.id, expiresAt);
  if (!isRole(user.role)) throw new Error(`unknown role in database: ${user.role}`);
  const role = user.role;
  return signAccessToken({ userId: user.id, role, sessionId }, deps.config.jwtSecret, deps.config.jwtTtlSeconds);
}

export async function register(deps: AuthDeps, body: RegisterBody, attribution: Attribution): Promise<AuthPayload> {
  const now = new Date();
  const fields = checkAccountFields(body);
  const dateOfBirth = requireRule('dateOfBirth', checkDateOfBirth(body.dateOfBirth, now.getTime()));
  const passwordHash = await hashPassword(fields.password);
  const verifyToken = newOneTimeToken();
  const payload = await deps.db.transaction(async (tx) => {
    const account = { ...fields, role: 'player' as const, dateOfBirth, phone: body.phone || null, currency: body.currency ?? currencyDefault, attribution };
    const user = await createAccount(tx, account, passwordHash);
    await repo.insertOneTimeToken(tx, 'email_verification', {
      userId: user.id,
      tokenHash: sha256Hex(verifyToken),
      expiresAt: new Date(now.getTime() + emailVerificationTtlMs),
    });
    return { user: await toPublicUser(tx, user), token: await issueToken(tx, deps, user, now) };
  });
  // Mail only after commit: a rolled-back registration must not send a link.
  const link = `${deps.config.publicUrl}/login?verify=${verifyToken}`;
  await deps.mailer.send(payload.user.email, 'Confirm your Oddsmith e-mail', `Welcome to Oddsmith, ${payload.user.username}!\n\nConfirm your e-mail address: ${link}\n`);
  return payload;
}

function lockedError(lockedUntil: Date): AppError {
  const when = `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return new AppError('AUTH_LOCKED', 423, `Too many failed login attempts. Try again after ${when}.`);
}

function invalidCredentials(): AppError {
  return new AppError('AUTH_INVALID_CREDENTIALS', 401, 'Invalid username or password.');
}

/** Counts the failure; the fifth within the window locks the account. Returns the lock end, if any. */
async function recordFailedLogin(db: Database, userId: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const failures = await repo.incrementFailedLogins(tx, userId, now, new Date(now.getTime() - loginFailureWindowMs));
    if (failures < loginFailuresMax) return null;
    const lockedUntil = new Date(now.getTime() + loginLockMs);
    await updateUser(tx, userId, { lockedUntil, failedLoginCount: 0 });
    return lockedUntil;
  });
}

export async function login(deps: AuthDeps, body: LoginBody): Promise<AuthPayload> {
  const now = new Date();
  const user = await findUserByLogin(deps.db, body.username);
  if (user?.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user) throw invalidCredentials();
  if (!passwordOk) {
    // Committed before throwing, so the count survives the failed request.
    const lockedUntil = await recordFailedLogin(deps.db, user.id, now);
    throw lockedUntil ? lockedError(lockedUntil) : invalidCredentials();
  }
  if (user.status === 'blocked') throw new AppError('AUTH_BLOCKED', 403, 'This account is blocked. Please contact support.');
  return deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null, lastLoginAt: now });
    return { user: await toPublicUser(tx, user), token: await issueToken(tx, deps, user, now) };
  });
}

export async function logout(db: Database, auth: AuthContext): Promise<void> {
  await db.transaction(async (tx) => revokeSession(tx, auth.sessionId, new Date()));
}

export async function currentUser(db: Database, auth: AuthContext, requestedUserId: string | undefined): Promise<PublicUser> {
  // The seed client sends its own user_id; anything else would read another player's data.
  if (requestedUserId !== undefined && requestedUserId !== auth.userId) {
    throw new AppError('FORBIDDEN', 403, 'You can only read your own account.', 'user_id');
  }
  const user = await findUserById(db, auth.userId);
  if (!user) throw new AppError('AUTH_INVALID_TOKEN', 401, 'Your session has expired. Please log in again.');
  return toPublicUser(db, user);
}

export const resetRequestedMessage = 'If an account exists for that e-mail, we have sent a link to reset the password.';

/** `{ email }` mails a link (same answer whether or not the account exists); `{ token, password }` sets it. */
export async function handlePasswordReset(deps: AuthDeps, body: ResetPasswordBody): Promise<string> {
  if (body.token !== undefined) {
    if (body.password === undefined) throw new AppError('VALIDATION', 400, 'password: Required', 'password');
    await resetPassword(deps, body.token, body.password);
    return 'Your password has been changed. Please log in.';
  }
  if (body.email === undefined) throw new AppError('VALIDATION', 400, 'email: Required', 'email');
  await requestPasswordReset(deps, body.email);
  return resetRequestedMessage;
}

async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const now = new Date();
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'active') return;
  const token = newOneTimeToken();
  await deps.db.transaction(async (tx) =>
    repo.insertOneTimeToken(tx, 'password_reset', { userId: user.id, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + passwordResetTtlMs) }),
  );
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send(user.email, 'Reset your Oddsmith password', `Reset your password within one hour: ${link}\n\nIf you did not ask for this, ignore this e-mail.\n`);
}

async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const now = new Date();
  const newPassword = requireRule('password', checkPassword(password));
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const claimed = await repo.claimOneTimeToken(tx, 'password_reset', sha256Hex(token), now);
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID', 400, 'token: this reset link is invalid or has expired.', 'token');
    await updateUser(tx, claimed.userId, { passwordHash, failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null });
    // Whoever knew the old password is logged out everywhere.
    await revokeUserSessions(tx, claimed.userId, now);
  });
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<PublicUser> {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const claimed = await repo.claimOneTimeToken(tx, 'email_verification', sha256Hex(token), now);
    if (!claimed) throw new AppError('VERIFY_TOKEN_INVALID', 400, 'token: this confirmation link is invalid or has expired.', 'token');
    await updateUser(tx, claimed.userId, { emailVerifiedAt: now });
    const user = await findUserById(tx, claimed.userId);
    if (!user) throw new AppError('VERIFY_TOKEN_INVALID', 400, 'token: this confirmation link is invalid.', 'token');
    return toPublicUser(tx, user);
  });
}

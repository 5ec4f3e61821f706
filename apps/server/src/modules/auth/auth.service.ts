import type { FastifyInstance } from 'fastify';
import {
  checkDateOfBirth,
  checkPassword,
  currencyDefault,
  isRole,
  loginFailureWindowMs,
  mailLanguageDefault,
  loginRetryDelayMs,
  type AuthPayload,
  type ChangePasswordBody,
  type LoginBody,
  type PartnerRegisterBody,
  type MailLanguage,
  type PublicUser,
  type Role,
  type RegisterBody,
  type ResetPasswordBody,
} from '@oddsmith/core';
import type { Database, Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, loadCommonPasswords, verifyPassword } from '../../lib/passwords';
import { insertSession, revokeOtherUserSessions, revokeSession, revokeUserSessions } from '../../lib/sessions.repo';
import { newOneTimeToken, sha256Hex, signAccessToken } from '../../lib/tokens';
import { inTransaction } from '../../lib/transaction';
import type { AuthContext } from '../../lib/auth-context';
import { attributeRegistration, createFirstCampaign, createPartnerProfile } from '../partners';
import { type Attribution, activeCashAgentId, checkAccountFields, createAccount, findUserByEmail, findUserById, findUserByLogin, requireRule, toPublicUser, updateUser } from '../users';
import { mailLanguageOf, mailTimeText } from '../mail';
import { applyDefaultDepositLimits } from '../responsible-gambling';
import * as repo from './auth.repo';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;
export type { Attribution };

export const passwordResetTtlMs = 60 * 60_000;
export const emailVerificationTtlMs = 7 * 24 * 60 * 60_000;
/** Reset requests one job run handles; the rest wait for the next run. */
export const resetRequestBatchMax = 20;

async function issueToken(tx: Transaction, deps: AuthDeps, user: UserRow, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + deps.config.jwtTtlSeconds * 1000);
  const sessionId = await insertSession(tx, user.id, expiresAt);
  if (!isRole(user.role)) throw new Error(`unknown role in database: ${user.role}`);
  const role = user.role;
  return signAccessToken({ userId: user.id, role, sessionId }, deps.config.jwtSecret, deps.config.jwtTtlSeconds);
}

/** Core's password rule with the common-password list: register, reset and change all use it. */
async function checkNewPassword(field: string, password: string): Promise<string> {
  return requireRule(field, checkPassword(password, await loadCommonPasswords()));
}

/** `language` is the browser's (Accept-Language) at registration: the account's e-mails use it. */
export async function register(deps: AuthDeps, body: RegisterBody, attribution: Attribution, language: MailLanguage = mailLanguageDefault): Promise<AuthPayload> {
  const now = new Date();
  const fields = await checkAccountFields(body);
  const dateOfBirth = requireRule('dateOfBirth', checkDateOfBirth(body.dateOfBirth, now.getTime()));
  const passwordHash = await hashPassword(fields.password);
  const verifyToken = newOneTimeToken();
  return deps.db.transaction(async (tx) => {
    const cashAgentId = await activeCashAgentId(tx, attribution.cashAgentId);
    const account = { ...fields, role: 'player' as const, dateOfBirth, phone: body.phone || null, country: body.country ?? null, currency: body.currency ?? currencyDefault, attribution: { ...attribution, cashAgentId } };
    const created = await createAccount(tx, account, passwordHash);
    const user = language === created.language ? created : { ...created, language };
    if (user !== created) await updateUser(tx, user.id, { language });
    await attributeRegistration(tx, user.id, attribution.affiliateId);
    await applyDefaultDepositLimits(tx, user.id, account.currency);
    await repo.insertOneTimeToken(tx, 'email_verification', {
      userId: user.id,
      tokenHash: sha256Hex(verifyToken),
      expiresAt: new Date(now.getTime() + emailVerificationTtlMs),
    });
    // Queued in the same transaction: a rolled-back registration sends no link.
    const link = `${deps.config.publicUrl}/login?verify=${verifyToken}`;
    await deps.mailer.enqueueTemplate(tx, { to: user.email, template: 'verifyEmail', language, variables: { username: user.username, link } });
    return { user: await toPublicUser(tx, user), token: await issueToken(tx, deps, user, now) };
  });
}

/**
 * Every refused login reads the same (unknown name, wrong password, account waiting out its
 * delay), so the answer never tells whether an account exists.
 */
function invalidCredentials(): AppError {
  return new AppError('AUTH_INVALID_CREDENTIALS', 401, 'Invalid username or password.');
}

/** Counts the failure; from the fifth within the window the account waits (core's delay). */
async function recordFailedLogin(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const failures = await repo.incrementFailedLogins(tx, userId, now, new Date(now.getTime() - loginFailureWindowMs));
    const delayMs = loginRetryDelayMs(failures);
    if (delayMs > 0) await updateUser(tx, userId, { lockedUntil: new Date(now.getTime() + delayMs) });
  });
}

/**
 * A partner account (`POST /api/partner/register`): a user of role `partner` with its partner profile
 * and a first code (the username), logged in at once. Partners never play: no wallets are opened.
 */
export async function registerPartner(deps: AuthDeps, body: PartnerRegisterBody): Promise<AuthPayload> {
  const now = new Date();
  const fields = await checkAccountFields(body);
  const passwordHash = await hashPassword(fields.password);
  return deps.db.transaction(async (tx) => {
    const account = { ...fields, role: 'partner' as const, dateOfBirth: null, phone: null, currency: body.currency, attribution: { affiliateId: null, cashAgentId: null } };
    const user = await createAccount(tx, account, passwordHash);
    const partner = await createPartnerProfile(tx, user.id, body, now);
    await createFirstCampaign(tx, partner.id, user.username);
    return { user: await toPublicUser(tx, user), token: await issueToken(tx, deps, user, now) };
  });
}

/** `requiredRole`: the partner login lets only partners in (403 `PARTNER_ONLY` for any other account). */
export async function login(deps: AuthDeps, body: LoginBody, requiredRole?: Role): Promise<AuthPayload> {
  const now = new Date();
  const user = await findUserByLogin(deps.db, body.username);
  // While the account waits its password is not even tried; the dummy verification keeps the
  // timing of an unknown name, a waiting account and a wrong password alike.
  const waiting = user?.lockedUntil != null && user.lockedUntil > now;
  const passwordOk = await verifyPassword(user && !waiting ? user.passwordHash : null, body.password);
  if (!user || waiting) throw invalidCredentials();
  if (!passwordOk) {
    // Committed before throwing, so the count survives the failed request.
    await recordFailedLogin(deps.db, user.id, now);
    throw invalidCredentials();
  }
  if (user.status === 'blocked') throw new AppError('AUTH_BLOCKED', 403, 'This account is blocked. Please contact support.');
  if (requiredRole !== undefined && user.role !== requiredRole) throw new AppError('PARTNER_ONLY', 403, 'This is not a partner account. Please log in on the player login.');
  return deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null, lastLoginAt: now });
    return { user: await toPublicUser(tx, user), token: await issueToken(tx, deps, user, now) };
  });
}

export async function logout(db: Database, auth: AuthContext): Promise<void> {
  await inTransaction(db, async (tx) => revokeSession(tx, auth.sessionId, new Date()));
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

/**
 * `{ email }` queues a link (same answer whether or not the account exists); `{ token, password }`
 * sets it and names the user whose sessions it revoked (`loggedOutUserId`: their sockets drop).
 */
export async function handlePasswordReset(deps: AuthDeps, body: ResetPasswordBody): Promise<{ message: string; loggedOutUserId?: string }> {
  if (body.token !== undefined) {
    if (body.password === undefined) throw new AppError('VALIDATION', 400, 'password: Required', 'password');
    const loggedOutUserId = await resetPassword(deps, body.token, body.password);
    return { message: 'Your password has been changed. Please log in.', loggedOutUserId };
  }
  if (body.email === undefined) throw new AppError('VALIDATION', 400, 'email: Required', 'email');
  await requestPasswordReset(deps, body.email);
  return { message: resetRequestedMessage };
}

/**
 * Only records the request: the account is looked up and the mail composed by the job, so the
 * request does the same work, and takes the same time, for any address.
 */
async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => repo.insertPasswordResetRequest(tx, email.toLowerCase()));
}

/** One run of the password-reset job: mails a link for each pending request with an active account. */
export async function processPasswordResetRequests(deps: AuthDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const requests = await repo.takePasswordResetRequests(tx, resetRequestBatchMax);
    for (const request of requests) {
      const user = await findUserByEmail(tx, request.email);
      if (!user || user.status !== 'active') continue;
      const token = newOneTimeToken();
      await repo.insertOneTimeToken(tx, 'password_reset', { userId: user.id, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + passwordResetTtlMs) });
      const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
      await deps.mailer.enqueueTemplate(tx, {
        to: user.email,
        template: 'resetPassword',
        language: mailLanguageOf(user),
        variables: { username: user.username, link, expiresInMinutes: String(passwordResetTtlMs / 60_000) },
      });
    }
    return requests.length;
  });
}

function resetTokenInvalid(): AppError {
  return new AppError('RESET_TOKEN_INVALID', 400, 'token: this reset link is invalid or has expired.', 'token');
}

/**
 * Cheap checks first: the password rules, then the token claim (marked used in one statement, so
 * two concurrent uses cannot both pass); only a claimed token pays for argon2.
 */
async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<string> {
  const now = new Date();
  const newPassword = await checkNewPassword('password', password);
  return inTransaction(deps.db, async (tx) => {
    const claimed = await repo.claimOneTimeToken(tx, 'password_reset', sha256Hex(token), now);
    if (!claimed) throw resetTokenInvalid();
    const passwordHash = await hashPassword(newPassword);
    await updateUser(tx, claimed.userId, { passwordHash, failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null });
    // Any other link mailed earlier is void, and whoever knew the old password is logged out.
    await repo.cancelUserTokens(tx, 'password_reset', claimed.userId, now);
    await revokeUserSessions(tx, claimed.userId, now);
    const user = await findUserById(tx, claimed.userId);
    if (user) await mailPasswordChanged(tx, deps, user, now);
    return claimed.userId;
  });
}

/** The owner of a live reset or verification token, for the per-target rate limit. */
export async function tokenOwnerKey(db: Database, kind: repo.OneTimeTokenKind, token: string): Promise<string> {
  const tokenHash = sha256Hex(token);
  const userId = await repo.findLiveTokenOwner(db, kind, tokenHash, new Date());
  return userId === undefined ? `token:${tokenHash}` : `user:${userId}`;
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

export const passwordChangedMessage = 'Your password has been changed.';

/** The notice after a change or a reset: if it was not the owner, they learn at once. */
async function mailPasswordChanged(tx: Transaction, deps: AuthDeps, user: UserRow, now: Date): Promise<void> {
  await deps.mailer.enqueueTemplate(tx, {
    to: user.email,
    template: 'passwordChanged',
    language: mailLanguageOf(user),
    variables: { username: user.username, changedAt: mailTimeText(now), resetLink: `${deps.config.publicUrl}/reset-password` },
  });
}

/**
 * Changes the caller's password: the current one must be right (a 400 naming `currentPassword`,
 * not a 401, which would read as an expired session), the new one passes the registration rules.
 * Every other session is revoked, this one stays; a notice is mailed.
 */
export async function changePassword(deps: AuthDeps, auth: AuthContext, body: ChangePasswordBody): Promise<void> {
  const now = new Date();
  const newPassword = await checkNewPassword('newPassword', body.newPassword);
  if (newPassword === body.currentPassword) {
    throw new AppError('VALIDATION', 400, 'newPassword: must differ from the current password', 'newPassword');
  }
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new AppError('AUTH_INVALID_TOKEN', 401, 'Your session has expired. Please log in again.');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('PASSWORD_WRONG', 400, 'currentPassword: the current password is not right.', 'currentPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeOtherUserSessions(tx, user.id, auth.sessionId, now);
    await repo.cancelUserTokens(tx, 'password_reset', user.id, now);
    await mailPasswordChanged(tx, deps, user, now);
  });
}

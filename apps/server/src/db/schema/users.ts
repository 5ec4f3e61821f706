import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycStatuses, roles } from '@oddsmith/core';
import { createdAtColumn, idColumn, sqlList, timestampColumn, uuidRef } from './columns';

const roleList = sqlList(roles);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** As typed at registration, for display. */
    username: text('username').notNull(),
    /** Lower-case username: uniqueness and login are case-insensitive. */
    usernameKey: text('username_key').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('player'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('active'),
    /** Why staff blocked the account (the last block's reason); cleared on unblock. */
    statusReason: text('status_reason'),
    /** Know-your-customer check, set by staff: none, pending, verified, rejected. */
    kycStatus: text('kyc_status').notNull().default('none'),
    emailVerifiedAt: timestampColumn('email_verified_at'),
    affiliateId: text('affiliate_id'),
    cashAgentId: text('cash_agent_id'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lastFailedLoginAt: timestampColumn('last_failed_login_at'),
    lockedUntil: timestampColumn('locked_until'),
    lastLoginAt: timestampColumn('last_login_at'),
    /**
     * Risk's per-player stake factor in basis points (10000 = 1.00): scales the player's max stake
     * on top of the operator-wide `risk.limits` factor.
     */
    stakeFactorBp: integer('stake_factor_bp').notNull().default(10000),
    /** The language of the account's e-mails (en, es, hi): the browser's at registration. */
    language: text('language').notNull().default('en'),
    /** ISO 3166-1 alpha-2 (upper case), optional at registration: the messages' country segment. */
    country: text('country'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('users_username_key_unique').on(table.usernameKey),
    uniqueIndex('users_email_unique').on(table.email),
    index('users_created_at_idx').on(table.createdAt),
    /** A cash agent's players (the agent screens count and list them). */
    index('users_cash_agent_id_idx').on(table.cashAgentId),
    index('users_country_idx').on(table.country),
    check('users_role_check', sql`${table.role} in (${roleList})`),
    check('users_status_check', sql`${table.status} in ('active', 'blocked')`),
    check('users_kyc_status_check', sql`${table.kycStatus} in (${sqlList(kycStatuses)})`),
    check('users_username_key_lower', sql`${table.usernameKey} = lower(${table.username})`),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_country_check', sql`${table.country} is null or ${table.country} ~ '^[A-Z]{2}$'`),
    check('users_language_check', sql`${table.language} in ('en', 'es', 'hi')`),
    check('users_stake_factor_bp_range', sql`${table.stakeFactorBp} >= 0 and ${table.stakeFactorBp} <= 100000`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Sessions make logout and password resets revoke a token at once (the JWT `jti` is the id). */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Staff notes on a user (never shown to the user), newest first on the user's page. */
export const userNotes = pgTable(
  'user_notes',
  {
    id: idColumn(),
    userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('user_notes_user_id_idx').on(table.userId, table.createdAt)],
);

import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, uuidRef } from './columns';
import { users } from './users';

/**
 * One-time e-mail tokens. Only the SHA-256 of a token is stored, so a database leak
 * cannot be turned into password resets.
 */
function oneTimeTokenTable(name: 'password_resets' | 'email_verifications') {
  return pgTable(
    name,
    {
      id: idColumn(),
      userId: uuidRef('user_id', () => users.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull(),
      expiresAt: timestampColumn('expires_at').notNull(),
      usedAt: timestampColumn('used_at'),
      createdAt: createdAtColumn(),
    },
    (table) => [
      uniqueIndex(`${name}_token_hash_unique`).on(table.tokenHash),
      index(`${name}_user_id_idx`).on(table.userId),
    ],
  );
}

export const passwordResets = oneTimeTokenTable('password_resets');
export const emailVerifications = oneTimeTokenTable('email_verifications');

export type OneTimeTokenTable = typeof passwordResets;

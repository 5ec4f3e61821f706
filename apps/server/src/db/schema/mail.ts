import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn } from './columns';

/** Every e-mail the server sends is written here first (the dev outbox and an audit of mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAtColumn(),
    sentAt: timestampColumn('sent_at'),
    error: text('error'),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

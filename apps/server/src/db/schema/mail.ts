import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, sqlList, timestampColumn } from './columns';

/**
 * `queued` waits for the mail job; `sending` is taken by one job run (until `next_attempt_at`,
 * when another run may retake it); `sent` went out by SMTP; `stored` had no SMTP to go to
 * (outbox only); `failed` gave up after the last attempt.
 */
export const mailStatuses = ['queued', 'sending', 'sent', 'stored', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

const statusList = sqlList(mailStatuses);

/**
 * Every e-mail the server sends is queued here first and delivered by the mail job (the outbox
 * staff read and an audit of mail). `body_text` is the copy staff see, with one-time links
 * redacted; `delivery_text` is the real text with its links, kept only until the mail is handled
 * (in production it is then set to null; elsewhere it stays as the developer's copy and is never
 * returned by the API).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    deliveryText: text('delivery_text'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not taken before this time: a retry's back-off, or the lease of the run that took it. */
    nextAttemptAt: timestampColumn('next_attempt_at'),
    createdAt: createdAtColumn(),
    sentAt: timestampColumn('sent_at'),
    error: text('error'),
  },
  (table) => [
    index('mail_outbox_created_at_idx').on(table.createdAt),
    index('mail_outbox_status_idx').on(table.status),
    check('mail_outbox_status_check', sql`${table.status} in (${statusList})`),
  ],
);

/**
 * A password-reset request waiting for the job: the request only writes this row, so it answers
 * alike whether or not the address has an account; the job looks the account up and mails.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: idColumn(),
    /** Lower-cased as typed; it may match no account. */
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('password_reset_requests_created_at_idx').on(table.createdAt)],
);

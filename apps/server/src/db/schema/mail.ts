import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { mailLanguages, mailTemplateKeys } from '@oddsmith/core';
import { createdAtColumn, idColumn, inListCheck, sqlList, timestampColumn, updatedAtColumn } from './columns';
import { users } from './users';

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
    /** The HTML part (multipart/alternative with the text), redacted like `body_text`; null for a text-only mail. */
    bodyHtml: text('body_html'),
    /** The real HTML part, kept like `delivery_text`. */
    deliveryHtml: text('delivery_html'),
    /** The template the mail was rendered from, and its language (null for a text-only mail). */
    template: text('template'),
    language: text('language'),
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

/**
 * Staff overrides of the e-mail templates (the defaults live in core's catalogue): one row per
 * template and language; deleting the row resets it to the default. `body` is the Markdown source.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.language] }),
    inListCheck('mail_templates_key_check', table.key, mailTemplateKeys),
    inListCheck('mail_templates_language_check', table.language, mailLanguages),
  ],
);

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

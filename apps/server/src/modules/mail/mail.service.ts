import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { pageOffset, type PageQuery } from '../../lib/paging';
import * as repo from './mail.repo';

export type Mailer = {
  /** Writes the mail to the outbox, then delivers it by SMTP when SMTP_URL is set. */
  send: (to: string, subject: string, text: string) => Promise<void>;
  close: () => void;
};

export type MailerOptions = { db: Database; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger };

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(to, subject, text) {
      const id = await repo.insertOutboxMail(options.db, { toAddress: to, subject, bodyText: text });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to, subject, text });
        await repo.markOutboxMail(options.db, id, { sentAt: new Date() });
      } catch (error) {
        // Delivery failure must not fail the request that caused the mail; the outbox keeps it.
        options.log.error({ err: error, mailId: id }, 'mail delivery failed');
        await repo.markOutboxMail(options.db, id, { error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' });
      }
    },
    close() {
      transport?.close();
    },
  };
}

export async function listOutboxPage(db: Database, query: PageQuery) {
  return db.transaction(async (tx) => {
    const rows = await repo.listOutbox(tx, query.perPage, pageOffset(query));
    const total = await repo.countOutbox(tx);
    return {
      list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      perPage: query.perPage,
      currentPage: query.page,
    };
  });
}

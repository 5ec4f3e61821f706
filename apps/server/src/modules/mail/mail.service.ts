import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Transaction } from '../../db/client';
import type { PageQuery } from '@oddsmith/core';
import { readPage } from '../../lib/paging';
import { enqueueTemplateMail, type TemplateMail } from './mail-templates.service';
import { insertRenderedMail } from './mail.outbox';
import * as repo from './mail.repo';

export type Mail = { to: string; subject: string; text: string; html?: string | null };

export type Mailer = {
  /**
   * Queues a mail in the caller's transaction (it exists only if the cause commits). The outbox
   * copy staff read has its one-time links redacted; the mail job delivers the real text.
   */
  enqueue: (tx: Transaction, mail: Mail) => Promise<string>;
  /**
   * Renders a template (staff override or default) in the recipient's language and queues it like
   * `enqueue`: subject, text and HTML parts, delivered as multipart/alternative.
   */
  enqueueTemplate: (tx: Transaction, mail: TemplateMail) => Promise<string>;
  /** Queues a mail on its own (no surrounding transaction). */
  send: (to: string, subject: string, text: string) => Promise<void>;
  /** One run of the mail job: delivers up to `mailBatchMax` due mails; returns how many it took. */
  deliverDue: (now: Date) => Promise<number>;
  close: () => void;
};

export type MailerOptions = {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  nodeEnv: 'development' | 'production' | 'test';
};

/** Mails one job run takes; the rest wait for the next run. */
export const mailBatchMax = 20;
/** A run that crashed mid-batch leaves its mails `sending`; another run retakes them after this. */
export const mailLeaseMs = 5 * 60_000;
/** Delivery attempts before a mail is `failed`; retries wait `mailRetryBaseMs` x 2^(attempt - 1). */
export const mailAttemptsMax = 3;
export const mailRetryBaseMs = 30_000;

type Transport = { sendMail: (mail: { from: string; to: string; subject: string; text: string; html?: string }) => Promise<unknown>; close: () => void };

export function createMailer(options: MailerOptions, transportOverride?: Transport): Mailer {
  const transport: Transport | null = transportOverride ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  // Outside production the real text stays (never served by the API) so a developer can follow
  // the links without SMTP; in production it is forgotten once the mail is handled.
  const forgetText = options.nodeEnv === 'production' ? ({ deliveryText: null, deliveryHtml: null } as const) : {};

  const enqueue = (tx: Transaction, mail: Mail) => insertRenderedMail(tx, mail.to, mail);

  async function deliverOne(mail: repo.ClaimedMail, now: Date): Promise<void> {
    const attempts = mail.attempts + 1;
    const text = mail.deliveryText ?? mail.bodyText;
    const html = mail.deliveryHtml ?? mail.bodyHtml;
    if (!transport) {
      if (options.nodeEnv === 'development') {
        options.log.info({ mailId: mail.id, to: mail.toAddress, subject: mail.subject, text }, 'mail not sent (no SMTP_URL): development copy');
      }
      await options.db.transaction((tx) => repo.finishMail(tx, mail.id, { status: 'stored', attempts, nextAttemptAt: null, ...forgetText }));
      return;
    }
    try {
      // Both parts: nodemailer sends them as multipart/alternative (text first, HTML preferred).
      await transport.sendMail({ from: options.from, to: mail.toAddress, subject: mail.subject, text, ...(html === null ? {} : { html }) });
      await options.db.transaction((tx) => repo.finishMail(tx, mail.id, { status: 'sent', attempts, nextAttemptAt: null, sentAt: new Date(), error: null, ...forgetText }));
    } catch (error) {
      options.log.error({ err: error, mailId: mail.id, attempts }, 'mail delivery failed');
      const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
      const outcome =
        attempts >= mailAttemptsMax
          ? ({ status: 'failed', attempts, nextAttemptAt: null, error: message, ...forgetText } as const)
          : ({ status: 'queued', attempts, nextAttemptAt: new Date(now.getTime() + mailRetryBaseMs * 2 ** (attempts - 1)), error: message } as const);
      await options.db.transaction((tx) => repo.finishMail(tx, mail.id, outcome));
    }
  }

  return {
    enqueue,
    enqueueTemplate: enqueueTemplateMail,
    async send(to, subject, text) {
      await options.db.transaction((tx) => enqueue(tx, { to, subject, text }));
    },
    async deliverDue(now) {
      const leaseUntil = new Date(now.getTime() + mailLeaseMs);
      const claimed = await options.db.transaction((tx) => repo.claimQueuedMail(tx, now, leaseUntil, mailBatchMax));
      // One by one: a batch is small and SMTP servers throttle parallel senders.
      for (const mail of claimed) await deliverOne(mail, now);
      return claimed.length;
    },
    close() {
      transport?.close();
    },
  };
}

export async function listOutboxPage(db: Database, query: PageQuery) {
  return db.transaction(async (tx) =>
    readPage(query, (limit, offset) => repo.listOutbox(tx, limit, offset), () => repo.countOutbox(tx), (row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
}

import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { countRows } from '../../lib/query';
import type { Executor, Transaction } from '../../db/client';
import { mailOutbox, type MailStatus } from '../../db/schema';

export type NewOutboxMail = {
  toAddress: string;
  subject: string;
  bodyText: string;
  deliveryText: string;
  bodyHtml: string | null;
  deliveryHtml: string | null;
  template: string | null;
  language: string | null;
};

export async function insertOutboxMail(tx: Transaction, mail: NewOutboxMail): Promise<string> {
  const rows = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('outbox insert returned nothing');
  return id;
}

export type ClaimedMail = {
  id: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  deliveryText: string | null;
  bodyHtml: string | null;
  deliveryHtml: string | null;
  attempts: number;
};

/**
 * Takes up to `limit` due mails (queued, or `sending` whose taker's lease ran out) for this run:
 * marks them `sending` until `leaseUntil`, in one statement, skipping rows another instance holds.
 */
export async function claimQueuedMail(tx: Transaction, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
  const due = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        or(eq(mailOutbox.status, 'queued'), eq(mailOutbox.status, 'sending')),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(mailOutbox)
    .set({ status: 'sending', nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      bodyText: mailOutbox.bodyText,
      deliveryText: mailOutbox.deliveryText,
      bodyHtml: mailOutbox.bodyHtml,
      deliveryHtml: mailOutbox.deliveryHtml,
      attempts: mailOutbox.attempts,
    });
  return rows;
}

export type MailOutcome = {
  status: Exclude<MailStatus, 'sending'>;
  attempts: number;
  /** A retry's earliest time (status `queued`); null otherwise. */
  nextAttemptAt: Date | null;
  sentAt?: Date;
  error?: string | null;
  /** `null` forgets the real text (production, once the mail is handled). */
  deliveryText?: null;
  deliveryHtml?: null;
};

export async function finishMail(tx: Transaction, id: string, outcome: MailOutcome): Promise<void> {
  await tx
    .update(mailOutbox)
    .set(outcome)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** The staff view: never `delivery_text` / `delivery_html`. */
export async function listOutbox(tx: Executor, limit: number, offset: number) {
  return tx
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.bodyText, html: mailOutbox.bodyHtml, template: mailOutbox.template, language: mailOutbox.language, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}

export async function countOutbox(tx: Executor): Promise<number> {
  return countRows(tx, mailOutbox);
}

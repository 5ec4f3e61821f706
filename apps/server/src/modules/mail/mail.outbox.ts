import type { Transaction } from '../../db/client';
import { redactOneTimeTokens } from '../../lib/tokens';
import * as repo from './mail.repo';

export type OutboxContent = { subject: string; text: string; html?: string | null };

/**
 * Queues a mail in the caller's transaction (it exists only if the cause commits). The outbox copy
 * staff read has its one-time links redacted in both parts; the mail job delivers the real ones.
 */
export async function insertRenderedMail(tx: Transaction, to: string, mail: OutboxContent, origin: { template: string; language: string } | null = null): Promise<string> {
  const html = mail.html ?? null;
  return repo.insertOutboxMail(tx, {
    toAddress: to,
    subject: mail.subject,
    bodyText: redactOneTimeTokens(mail.text),
    deliveryText: mail.text,
    bodyHtml: html === null ? null : redactOneTimeTokens(html),
    deliveryHtml: html,
    template: origin?.template ?? null,
    language: origin?.language ?? null,
  });
}

import { and, eq } from 'drizzle-orm';
import type { MailLanguage, MailTemplateContent, MailTemplateKey } from '@oddsmith/core';
import type { Executor, Transaction } from '../../db/client';
import { mailTemplates, users, type MailTemplateRow } from '../../db/schema';

export type MailTemplateOverride = MailTemplateRow & { updatedByName: string | null };

const overrideColumns = {
  key: mailTemplates.key,
  language: mailTemplates.language,
  subject: mailTemplates.subject,
  body: mailTemplates.body,
  text: mailTemplates.text,
  updatedBy: mailTemplates.updatedBy,
  updatedAt: mailTemplates.updatedAt,
  updatedByName: users.username,
};

export async function listOverrides(tx: Executor): Promise<MailTemplateOverride[]> {
  return tx.select(overrideColumns).from(mailTemplates).leftJoin(users, eq(users.id, mailTemplates.updatedBy));
}

export async function findOverride(tx: Executor, key: MailTemplateKey, language: MailLanguage): Promise<MailTemplateOverride | undefined> {
  const rows = await tx
    .select(overrideColumns)
    .from(mailTemplates)
    .leftJoin(users, eq(users.id, mailTemplates.updatedBy))
    .where(and(eq(mailTemplates.key, key), eq(mailTemplates.language, language)));
  return rows[0];
}

export async function upsertOverride(tx: Transaction, key: MailTemplateKey, language: MailLanguage, content: MailTemplateContent, updatedBy: string, now: Date): Promise<void> {
  const values = { subject: content.subject, body: content.body, text: content.text, updatedBy, updatedAt: now };
  await tx
    .insert(mailTemplates)
    .values({ key, language, ...values })
    .onConflictDoUpdate({ target: [mailTemplates.key, mailTemplates.language], set: values });
}

export async function deleteOverride(tx: Transaction, key: MailTemplateKey, language: MailLanguage): Promise<void> {
  await tx.delete(mailTemplates).where(and(eq(mailTemplates.key, key), eq(mailTemplates.language, language)));
}

import {
  checkMailTemplate,
  formatMoney,
  isMailLanguage,
  mailLanguageDefault,
  mailLayoutTexts,
  checkMailValues,
  defaultMailTemplate,
  mailLanguages,
  mailTemplateKeys,
  mailTemplateVariables,
  sampleMailValues,
  type MailLanguage,
  type MailTemplateContent,
  type MailTemplateDetail,
  type MailTemplateKey,
  type MailTemplateParams,
  type MailTemplatePreviewBody,
  type MailTemplateSummary,
} from '@oddsmith/core';
import type { Database, Executor, Transaction } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit';
import { findUserById } from '../users';
import { renderMailContent, type RenderedMail } from './mail-templates.render';
import * as repo from './mail-templates.repo';
import { insertRenderedMail } from './mail.outbox';

const contentOf = (row: MailTemplateContent): MailTemplateContent => ({ subject: row.subject, body: row.body, text: row.text });

/** The content mails use now: the staff override, or the default from the catalogue. */
async function currentTemplate(tx: Executor, key: MailTemplateKey, language: MailLanguage) {
  const override = await repo.findOverride(tx, key, language);
  return { override, content: override ? contentOf(override) : defaultMailTemplate(key, language) };
}

/** Renders the current template with `values` (every declared variable; url ones http(s)). */
export async function renderTemplate(tx: Executor, key: MailTemplateKey, language: MailLanguage, values: Record<string, string>): Promise<RenderedMail> {
  const problem = checkMailValues(key, values);
  if (problem) throw new Error(`mail ${key}: ${problem}`);
  return renderMailContent(language, (await currentTemplate(tx, key, language)).content, values);
}

export async function listTemplates(db: Database): Promise<{ templates: MailTemplateSummary[] }> {
  const overrides = await repo.listOverrides(db);
  const templates = mailTemplateKeys.map((key) => ({
    key,
    variables: [...mailTemplateVariables[key]],
    languages: mailLanguages.map((language) => {
      const override = overrides.find((row) => row.key === key && row.language === language);
      return {
        language,
        customised: override !== undefined,
        subject: override?.subject ?? defaultMailTemplate(key, language).subject,
        updatedAt: override?.updatedAt.toISOString() ?? null,
        updatedBy: override?.updatedByName ?? null,
      };
    }),
  }));
  return { templates };
}

async function detailOf(tx: Executor, { key, language }: MailTemplateParams): Promise<MailTemplateDetail> {
  const { override, content } = await currentTemplate(tx, key, language);
  return {
    key,
    language,
    ...content,
    customised: override !== undefined,
    updatedAt: override?.updatedAt.toISOString() ?? null,
    updatedBy: override?.updatedByName ?? null,
    variables: [...mailTemplateVariables[key]],
    sampleValues: sampleMailValues(key),
    defaults: defaultMailTemplate(key, language),
  };
}

export async function getTemplate(db: Database, params: MailTemplateParams): Promise<MailTemplateDetail> {
  return detailOf(db, params);
}

function assertContent(key: MailTemplateKey, content: MailTemplateContent): void {
  const problem = checkMailTemplate(key, content);
  if (problem) throw new AppError('MAIL_TEMPLATE_INVALID', 400, problem.message, problem.field);
}

const auditTarget = ({ key, language }: MailTemplateParams) => ({ targetType: 'mail_template', targetId: `${key}:${language}` });

export async function updateTemplate(db: Database, auth: AuthContext, params: MailTemplateParams, body: MailTemplateContent): Promise<MailTemplateDetail> {
  assertContent(params.key, body);
  return inTransaction(db, async (tx) => {
    const before = (await currentTemplate(tx, params.key, params.language)).content;
    await repo.upsertOverride(tx, params.key, params.language, contentOf(body), auth.userId, new Date());
    await recordAudit(tx, { actorId: auth.userId, action: 'mailTemplate.update', ...auditTarget(params), detail: { before, after: contentOf(body) } });
    return detailOf(tx, params);
  });
}

export async function resetTemplate(db: Database, auth: AuthContext, params: MailTemplateParams): Promise<MailTemplateDetail> {
  return inTransaction(db, async (tx) => {
    const { override, content } = await currentTemplate(tx, params.key, params.language);
    if (override) {
      await repo.deleteOverride(tx, params.key, params.language);
      const after = defaultMailTemplate(params.key, params.language);
      await recordAudit(tx, { actorId: auth.userId, action: 'mailTemplate.reset', ...auditTarget(params), detail: { before: content, after } });
    }
    return detailOf(tx, params);
  });
}

/** A draft (validated) or the saved template, with the sample values overlaid by any given ones. */
async function renderPreview(tx: Executor, params: MailTemplatePreviewBody & MailTemplateParams): Promise<RenderedMail> {
  if (params.draft) assertContent(params.key, params.draft);
  const content = params.draft ?? (await currentTemplate(tx, params.key, params.language)).content;
  const values = { ...sampleMailValues(params.key), ...params.values };
  const problem = checkMailValues(params.key, values);
  if (problem) throw new AppError('VALIDATION', 400, problem, problem.split(':')[0]);
  const unknown = Object.keys(params.values ?? {}).find((name) => !(name in sampleMailValues(params.key)));
  if (unknown !== undefined) throw new AppError('VALIDATION', 400, `values.${unknown}: unknown variable {{${unknown}}}`, `values.${unknown}`);
  return renderMailContent(params.language, content, values);
}

export async function previewTemplate(db: Database, params: MailTemplateParams, body: MailTemplatePreviewBody): Promise<RenderedMail> {
  return renderPreview(db, { ...params, ...body });
}

/** "Send a test to me": the preview, queued to the calling staff member's own address through the outbox. */
export async function sendTestTemplate(db: Database, auth: AuthContext, params: MailTemplateParams, body: MailTemplatePreviewBody) {
  return inTransaction(db, async (tx: Transaction) => {
    const staff = await findUserById(tx, auth.userId);
    if (!staff) throw new AppError('AUTH_INVALID_TOKEN', 401, 'Your session has expired. Please log in again.');
    const rendered = await renderPreview(tx, { ...params, ...body });
    const mailId = await insertRenderedMail(tx, staff.email, { ...rendered, subject: `[Test] ${rendered.subject}` }, { template: params.key, language: params.language });
    return { to: staff.email, mailId };
  });
}

export type TemplateMail = { to: string; template: MailTemplateKey; language: MailLanguage; variables: Record<string, string> };

/**
 * Renders the current template (override or default) in `language` and queues it in the caller's
 * transaction: the mail exists only if its cause commits. Any module may call it with its `tx`.
 */
export async function enqueueTemplateMail(tx: Transaction, mail: TemplateMail): Promise<string> {
  const rendered = await renderTemplate(tx, mail.template, mail.language, mail.variables);
  return insertRenderedMail(tx, mail.to, rendered, { template: mail.template, language: mail.language });
}

/** The language of a user's e-mails (a value outside the list reads as the default). */
export function mailLanguageOf(user: Pick<UserRow, 'language'>): MailLanguage {
  return isMailLanguage(user.language) ? user.language : mailLanguageDefault;
}

/** When a mail says something happened: `2026-11-24 14:05 UTC`. */
export function mailTimeText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Values a user's mail fills in from the event: money in the user's language, a missing reason in words. */
export type UserMailFacts = { amountCents?: number; currency?: string; reason?: string | null; until?: Date; reference?: string };

/**
 * Mails a user the template for an event in the caller's transaction (the cause's): their address,
 * language and username from the account; null when the account is gone.
 */
export async function enqueueUserMail(tx: Transaction, userId: string, template: MailTemplateKey, facts: UserMailFacts): Promise<string | null> {
  const user = await findUserById(tx, userId);
  if (!user) return null;
  const language = mailLanguageOf(user);
  const variables: Record<string, string> = { username: user.username };
  if (facts.amountCents !== undefined) variables.amount = formatMoney(facts.amountCents, facts.currency ?? user.currency, language);
  if (facts.reference !== undefined) variables.reference = facts.reference;
  if (facts.until !== undefined) variables.until = mailTimeText(facts.until);
  if (facts.reason !== undefined) variables.reason = facts.reason?.trim() || mailLayoutTexts[language].noReason;
  return enqueueTemplateMail(tx, { to: user.email, template, language, variables });
}

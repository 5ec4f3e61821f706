import { z } from 'zod';
import { mailLanguages, mailTemplateKeys } from '../mail-templates';
import { envelopeOf } from './common';

/**
 * E-mail templates (staff, `content.edit`): every mail the product sends, per language, with its
 * variables. `body` is Markdown in the fixed branded layout; the server validates every edit
 * (unknown variables, HTML, links) and answers 400 naming the field.
 */
export const mailTemplateKeySchema = z.enum(mailTemplateKeys);
export const mailLanguageSchema = z.enum(mailLanguages);

export const mailTemplateParamsSchema = z.object({ key: mailTemplateKeySchema, language: mailLanguageSchema });
export type MailTemplateParams = z.infer<typeof mailTemplateParamsSchema>;

export const mailVariableSchema = z.object({ name: z.string(), kind: z.enum(['text', 'url']), sample: z.string() });

export const mailTemplateLanguageSummarySchema = z.object({
  language: mailLanguageSchema,
  customised: z.boolean(),
  subject: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export const mailTemplateSummarySchema = z.object({
  key: mailTemplateKeySchema,
  variables: z.array(mailVariableSchema),
  languages: z.array(mailTemplateLanguageSummarySchema),
});
export type MailTemplateSummary = z.infer<typeof mailTemplateSummarySchema>;

export const mailTemplatesResponseSchema = envelopeOf(z.object({ templates: z.array(mailTemplateSummarySchema) }));

/** The editable parts; each at most 20 000 characters (the subject 200), checked again by the server. */
export const mailTemplateContentSchema = z.object({
  subject: z.string().max(200),
  body: z.string().max(20_000),
  text: z.string().max(20_000),
});
export type MailTemplateContentBody = z.infer<typeof mailTemplateContentSchema>;

export const mailTemplateDetailSchema = mailTemplateContentSchema.extend({
  key: mailTemplateKeySchema,
  language: mailLanguageSchema,
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  variables: z.array(mailVariableSchema),
  sampleValues: z.record(z.string(), z.string()),
  defaults: mailTemplateContentSchema,
});
export type MailTemplateDetail = z.infer<typeof mailTemplateDetailSchema>;
export const mailTemplateResponseSchema = envelopeOf(mailTemplateDetailSchema);

/** Preview and "send a test to me": a draft (or the saved template when absent) with sample or given values. */
export const mailTemplatePreviewBodySchema = z.object({
  draft: mailTemplateContentSchema.optional(),
  values: z.record(z.string(), z.string().max(2000)).optional(),
});
export type MailTemplatePreviewBody = z.infer<typeof mailTemplatePreviewBodySchema>;

export const mailRenderedSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailRendered = z.infer<typeof mailRenderedSchema>;
export const mailTemplatePreviewResponseSchema = envelopeOf(mailRenderedSchema);

export const mailTemplateTestResponseSchema = envelopeOf(z.object({ to: z.string(), mailId: z.string() }));

import {
  type MailLanguage,
  type MailRendered,
  type MailTemplateContentBody,
  type MailTemplateDetail,
  type MailTemplateKey,
  type MailTemplateSummary,
} from '@oddsmith/core';
import { apiSlice } from '../../../lib/api-slice';

/** One template in one language: the address of its editor and of its routes. */
export type TemplateRef = { key: MailTemplateKey; language: MailLanguage };
export type TemplateDraftArgs = TemplateRef & { draft: MailTemplateContentBody };

const pathOf = ({ key, language }: TemplateRef, action = '') => `/api/admin/email-templates/${encodeURIComponent(key)}/${encodeURIComponent(language)}${action}`;

/** Only a call that went through changed anything. */
const onSuccess = (result: unknown, _error: unknown, ref: TemplateRef) => (result ? ['MailTemplates' as const, { type: 'MailTemplate' as const, id: `${ref.key}:${ref.language}` }] : []);

/** The staff e-mail templates (`content.edit`): the list, one template, save, reset, preview and a test mail to oneself. */
export const adminEmailTemplatesApi = apiSlice.enhanceEndpoints({ addTagTypes: ['MailTemplates', 'MailTemplate'] }).injectEndpoints({
  endpoints: (build) => ({
    mailTemplates: build.query<{ templates: MailTemplateSummary[] }, void>({
      query: () => ({ path: '/api/admin/email-templates', schema: 'mailTemplatesResponseSchema.response' }),
      providesTags: ['MailTemplates'],
    }),
    mailTemplate: build.query<MailTemplateDetail, TemplateRef>({
      query: (ref) => ({ path: pathOf(ref), schema: 'mailTemplateResponseSchema.response' }),
      providesTags: (_result, _error, ref) => [{ type: 'MailTemplate', id: `${ref.key}:${ref.language}` }],
    }),
    saveMailTemplate: build.mutation<MailTemplateDetail, TemplateDraftArgs>({
      query: ({ draft, ...ref }) => ({ path: pathOf(ref), method: 'PUT', body: draft, schema: 'mailTemplateResponseSchema.response' }),
      invalidatesTags: onSuccess,
    }),
    resetMailTemplate: build.mutation<MailTemplateDetail, TemplateRef>({
      query: (ref) => ({ path: pathOf(ref, '/reset'), method: 'POST', body: {}, schema: 'mailTemplateResponseSchema.response' }),
      invalidatesTags: onSuccess,
    }),
    previewMailTemplate: build.mutation<MailRendered, TemplateDraftArgs>({
      query: ({ draft, ...ref }) => ({ path: pathOf(ref, '/preview'), method: 'POST', body: { draft }, schema: 'mailTemplatePreviewResponseSchema.response' }),
    }),
    sendTestMailTemplate: build.mutation<{ to: string; mailId: string }, TemplateDraftArgs>({
      query: ({ draft, ...ref }) => ({ path: pathOf(ref, '/test'), method: 'POST', body: { draft }, schema: 'mailTemplateTestResponseSchema.response' }),
    }),
  }),
});

export const {
  useMailTemplatesQuery,
  useMailTemplateQuery,
  useSaveMailTemplateMutation,
  useResetMailTemplateMutation,
  usePreviewMailTemplateMutation,
  useSendTestMailTemplateMutation,
} = adminEmailTemplatesApi;

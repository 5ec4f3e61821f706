import { useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation';
import type { MailTemplateContentBody, MailTemplateDetail } from '@oddsmith/core';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { useResetMailTemplateMutation, useSaveMailTemplateMutation, useSendTestMailTemplateMutation } from '../api/admin-email-templates-api';

export type DraftField = keyof MailTemplateContentBody;
export type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const draftOf = (detail: MailTemplateDetail): MailTemplateContentBody => ({ subject: detail.subject, body: detail.body, text: detail.text });
const isDraftField = (field: string | null): field is DraftField => field === 'subject' || field === 'body' || field === 'text';

/** `{{name}}` put in at the cursor of `element` (or at the end), with the cursor after it. */
function insertAt(element: FieldElement | null, value: string, token: string): { value: string; cursor: number } {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? start;
  return { value: value.slice(0, start) + token + value.slice(end), cursor: start + token.length };
}

/** The editor's state: the draft, the field last typed in (where a variable goes), and save / reset / test. */
export function useTemplateEditor(detail: MailTemplateDetail) {
  const { t } = useTranslation();
  const ref = { key: detail.key, language: detail.language };
  const [draft, setDraft] = useState(() => draftOf(detail));
  const [errors, setErrors] = useState<Partial<Record<DraftField | 'form', string>>>({});
  const elements = useRef<Partial<Record<DraftField, FieldElement | null>>>({});
  const [focused, setFocused] = useState<DraftField>('body');
  const [save, saving] = useSaveMailTemplateMutation();
  const [reset, resetting] = useResetMailTemplateMutation();
  const [sendTest, sending] = useSendTestMailTemplateMutation();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(detail));

  const change = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors({});
  };
  const insertVariable = (name: string) => {
    const element = elements.current[focused] ?? null;
    const next = insertAt(element, draft[focused], `{{${name}}}`);
    change(focused, next.value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const failed = (failure: unknown) => {
    const field = serverFieldOf(failure);
    setErrors({ [isDraftField(field) ? field : 'form']: serverMessageOf(failure) });
  };
  /** Runs a call; its success message shows as a notification, its refusal under the field it names. */
  const run = async (action: () => Promise<string>) => {
    try {
      notifications.show({ color: 'brand', message: await action() });
      return true;
    } catch (failure) {
      failed(failure);
      return false;
    }
  };
  return {
    draft,
    errors,
    dirty,
    elements,
    setFocused,
    change,
    insertVariable,
    busy: { saving: saving.isLoading, resetting: resetting.isLoading, sending: sending.isLoading },
    save: () =>
      run(async () => {
        await save({ ...ref, draft }).unwrap();
        return t('adminMailTemplates.saved');
      }),
    reset: () =>
      run(async () => {
        setDraft(draftOf(await reset(ref).unwrap()));
        return t('adminMailTemplates.resetDone');
      }),
    sendTest: () => run(async () => t('adminMailTemplates.testSent', { to: (await sendTest({ ...ref, draft }).unwrap()).to })),
  };
}

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;

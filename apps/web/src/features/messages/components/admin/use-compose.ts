import { useRef, useState } from 'react';
import { sendMessageBodySchema, type MessageAudience, type SentMessage } from '@oddsmith/core';
import { serverFieldOf, serverMessageOf } from '../../../../lib/api-client';
import { outcomeUnknown } from '../../../../lib/transfer-attempt';
import { useSendMessageMutation } from '../../api/admin-messages-api';
import { audienceOf, emptyAudience, type AudienceDraft } from './audience';

export type ComposeErrors = { subject?: string; body?: string; audience?: string; form?: string };

/** The first issue of each field, with the contract's own words (the server says the same). */
function errorsOf(subject: string, body: string, audience: MessageAudience | null, missingAudience: string): ComposeErrors {
  const parsed = sendMessageBodySchema.safeParse({ subject, body, audience: audience ?? undefined, requestId: 'check-only' });
  const errors: ComposeErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'subject' || field === 'body') && !errors[field]) errors[field] = issue.message;
  }
  if (!audience) errors.audience = missingAudience;
  return errors;
}

/**
 * The compose form's state: subject, body, audience and their errors, and the send. The same body
 * sent again after an unknown outcome (no reply, a 5xx) keeps its `requestId`, so it goes out once.
 */
export function useCompose(initial: AudienceDraft, missingAudience: string) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [draft, setDraft] = useState<AudienceDraft>(initial);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [sent, setSent] = useState<SentMessage | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);
  const [send, { isLoading }] = useSendMessageMutation();
  const audience = audienceOf(draft);

  /** Whether the form may be sent; shows the errors when not. */
  const check = () => {
    const found = errorsOf(subject, body, audience, missingAudience);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const submit = async () => {
    if (!check() || !audience) return false;
    const key = JSON.stringify([subject.trim(), body.trim(), audience]);
    if (attempt.current?.key !== key) attempt.current = { key, requestId: crypto.randomUUID() };
    const result = await send({ subject: subject.trim(), body: body.trim(), audience, requestId: attempt.current.requestId });
    if ('data' in result && result.data) {
      attempt.current = null;
      setSent(result.data.message);
      setSubject('');
      setBody('');
      setDraft({ ...emptyAudience, kind: draft.kind });
      return true;
    }
    if (!outcomeUnknown(result.error)) attempt.current = null;
    const field = serverFieldOf(result.error);
    const message = serverMessageOf(result.error);
    setErrors(field === 'subject' || field === 'body' ? { [field]: message } : field?.startsWith('audience') ? { audience: message } : { form: message });
    return false;
  };
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setErrors({});
    setSent(null);
  };
  return { subject, setSubject: edit(setSubject), body, setBody: edit(setBody), draft, setDraft: edit(setDraft), audience, errors, sent, sending: isLoading, check, submit };
}

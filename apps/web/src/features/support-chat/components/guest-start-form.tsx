import { useState } from 'react';
import { Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { chatMessageLengthMax } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/amount';
import { useStartGuestChatMutation, type SentChat } from '../api/support-chat-api';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest's first message with the e-mail support answers to (and a name if they like). */
export function GuestStartForm({ onStarted }: { onStarted: (started: SentChat & { guestToken: string }, email: string, name: string | null) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [clientId] = useState(newRequestId);
  const [invalid, setInvalid] = useState<'email' | 'body' | null>(null);
  const [start, { isLoading, error }] = useStartGuestChatMutation();
  const submit = async () => {
    if (!emailPattern.test(email.trim())) return setInvalid('email');
    if (!body.trim()) return setInvalid('body');
    const trimmedName = name.trim() || null;
    const started = await start({ email: email.trim(), ...(trimmedName ? { name: trimmedName } : {}), body: body.trim(), clientId }).unwrap().catch(() => null);
    if (started) onStarted(started, email.trim(), trimmedName);
  };
  return (
    <form noValidate style={{ overflowY: 'auto' }} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack p="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('supportChat.guestIntro')}
      </Text>
      <TextInput
        label={t('supportChat.guestEmail')}
        type="email"
        withAsterisk
        value={email}
        error={invalid === 'email' ? t('supportChat.guestEmailInvalid') : null}
        onChange={(event) => (setEmail(event.currentTarget.value), setInvalid(null))}
      />
      <TextInput label={t('supportChat.guestName')} maxLength={60} value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Textarea
        label={t('supportChat.message')}
        withAsterisk
        rows={3}
        maxLength={chatMessageLengthMax}
        value={body}
        error={invalid === 'body' ? t('supportChat.messageEmpty') : null}
        onChange={(event) => (setBody(event.currentTarget.value), setInvalid(null))}
      />
      <FormFailure message={error ? serverMessageOf(error) : null} />
      <Button type="submit" loading={isLoading}>
        {t('supportChat.guestStart')}
      </Button>
      </Stack>
    </form>
  );
}

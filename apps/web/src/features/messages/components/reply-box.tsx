import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageCircle, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { chatMessageLengthMax } from '@oddsmith/core';
import { serverMessageOf } from '../../../lib/api-client';
import { outcomeUnknown } from '../../../lib/transfer-attempt';
import { useReplyToMessageMutation } from '../api/messages-api';
import { openSupportChat } from '../../../lib/open-support-chat';

/** Why a reply was refused, as the player reads it: too fast (429), the server's words on bad text (400), else a retry hint. */
function replyFailure(error: unknown, t: (key: string) => string): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  if (status === 429) return t('messages.reply.tooFast');
  if (status === 400) return serverMessageOf(error);
  return t('messages.reply.failed');
}

function OpenChatButton({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" leftSection={<IconMessageCircle size={14} />} onClick={() => openSupportChat(conversationId)}>
      {t('messages.reply.openChat')}
    </Button>
  );
}

/** The reply sent: it went to support as a chat conversation. */
function ReplySent({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" variant="light" role="status" title={t('messages.reply.sentTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('messages.reply.sentText')}</Text>
        <OpenChatButton conversationId={conversationId} />
      </Stack>
    </Alert>
  );
}

/**
 * The reply to a message: it opens (or continues) a support conversation. A retry of the same text
 * whose outcome is unknown keeps its `clientId`, so support gets it once.
 */
export function ReplyBox({ messageId, conversationId }: { messageId: string; conversationId: string | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const attempt = useRef<{ clientId: string; text: string } | null>(null);
  const [reply, { isLoading, error, reset }] = useReplyToMessageMutation();
  const submit = async () => {
    const body = text.trim();
    if (!body) return setInvalid(t('messages.reply.empty'));
    if (body.length > chatMessageLengthMax) return setInvalid(t('messages.reply.tooLong', { max: chatMessageLengthMax }));
    setInvalid(null);
    if (attempt.current?.text !== body) attempt.current = { clientId: crypto.randomUUID(), text: body };
    const result = await reply({ id: messageId, body, clientId: attempt.current.clientId });
    if ('data' in result && result.data) {
      attempt.current = null;
      setText('');
      setSentTo(result.data.conversationId);
    } else if (!outcomeUnknown(result.error)) attempt.current = null;
  };
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="sm">
        {sentTo ? <ReplySent conversationId={sentTo} /> : null}
        {!sentTo && conversationId ? (
          <Group gap="sm" justify="space-between">
            <Text size="sm" c="dimmed">{t('messages.reply.already')}</Text>
            <OpenChatButton conversationId={conversationId} />
          </Group>
        ) : null}
        <Textarea
          label={t('messages.reply.label')}
          description={t('messages.reply.description')}
          placeholder={t('messages.reply.placeholder')}
          value={text}
          onChange={(event) => { setText(event.currentTarget.value); setInvalid(null); setSentTo(null); reset(); }}
          error={invalid}
          rows={4}
          maxLength={chatMessageLengthMax + 100}
        />
        {error ? <Alert color="red" variant="light" role="alert">{replyFailure(error, t)}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} leftSection={<IconSend size={16} />}>
            {t('messages.reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import type { ChatMessage } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ChatSide } from '../chat-thread';
import classes from './support-chat.module.css';
import { ChatText } from './chat-text';

/** A message sent from this screen that the server has not confirmed yet (or refused). */
export type PendingMessage = { clientId: string; body: string; failure: string | null };

type Props = {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  ownSides: readonly ChatSide[];
  typingName: string | null;
  loading: boolean;
  emptyText: string;
  onRetry: (message: PendingMessage) => void;
};

function timeOf(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

function Ticks({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.readAt) {
    return (
      <span className={classes.read} aria-label={t('supportChat.read')} data-testid="ticks" data-state="read">
        ✓✓
      </span>
    );
  }
  const delivered = message.deliveredAt !== null;
  return (
    <span aria-label={t(delivered ? 'supportChat.delivered' : 'supportChat.sent')} data-testid="ticks" data-state={delivered ? 'delivered' : 'sent'}>
      {delivered ? '✓✓' : '✓'}
    </span>
  );
}

function Bubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const { i18n } = useTranslation();
  if (message.side === 'system') return <Text className={classes.system}>{message.body}</Text>;
  return (
    <div className={`${classes.bubble} ${own ? classes.own : classes.other}`} data-testid="chat-message" data-own={own}>
      {own ? null : (
        <Text size="xs" fw={700} c="dimmed">
          {message.authorName}
        </Text>
      )}
      <ChatText body={message.body} />
      <div className={classes.meta}>
        {timeOf(message.createdAt, i18n.language)} {own ? <Ticks message={message} /> : null}
      </div>
    </div>
  );
}

function PendingBubble({ message, onRetry }: { message: PendingMessage; onRetry: (message: PendingMessage) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${classes.bubble} ${classes.own}`} data-testid="chat-pending" style={{ opacity: message.failure ? 1 : 0.7 }}>
      <ChatText body={message.body} />
      <div className={classes.meta}>{message.failure ? null : t('supportChat.sending')}</div>
      {message.failure ? (
        <>
          <Text size="xs" role="alert" fw={600}>
            {message.failure}
          </Text>
          <Button size="compact-xs" variant="white" mt={4} onClick={() => onRetry(message)}>
            {t('supportChat.retry')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** The thread, oldest first, kept scrolled to the newest line; own messages carry their ticks. */
export function ChatMessages({ messages, pending, ownSides, typingName, loading, emptyText, onRetry }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending.length, typingName]);
  if (loading && messages.length === 0) {
    return (
      <Center className={classes.messages} data-testid="chat-loading">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <div className={classes.messages} aria-live="polite" data-testid="chat-messages">
      {messages.length === 0 && pending.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" my="xl" data-testid="chat-empty">
          {emptyText}
        </Text>
      ) : null}
      {messages.map((message) => (
        <Bubble key={message.id} message={message} own={ownSides.includes(message.side)} />
      ))}
      {pending.map((message) => (
        <PendingBubble key={message.clientId} message={message} onRetry={onRetry} />
      ))}
      {typingName !== null ? (
        <Text size="xs" c="dimmed" fs="italic" data-testid="chat-typing">
          {typingName ? t('supportChat.typingNamed', { name: typingName }) : t('supportChat.typing')}
        </Text>
      ) : null}
      <div ref={end} />
    </div>
  );
}

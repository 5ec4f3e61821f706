import { useState, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import type { AppSocket } from '../../../lib/socket';
import type { ChatThread, ReceiptsBody, SentChat } from '../api/support-chat-api';
import type { ChatSide } from '../chat-thread';
import { useChatSend, type ChatSender } from '../hooks/use-chat-send';
import { useReceipts } from '../hooks/use-receipts';
import { useTypingEmitter, useTypingIndicator } from '../hooks/use-typing';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';

export type ChatThreadViewProps = {
  thread: ChatThread;
  loading: boolean;
  error: string | null;
  onRetryLoad: () => void;
  socket: AppSocket | null;
  ownSides: readonly ChatSide[];
  /** The thread is on screen (read receipts go out only then). */
  visible: boolean;
  sender: ChatSender;
  onSent: (sent: SentChat) => void;
  postReceipts: (conversationId: string, body: ReceiptsBody) => void;
  emptyText: string;
  /** Shown above the field (a closed conversation, a staff member who must take it first). */
  notice?: string | null;
  readOnly?: boolean;
  /** Tools before the field; they get the draft's setter (canned replies insert text). */
  tools?: (insert: (text: string) => void) => ReactNode;
  /** Focus the field on mount (the floating widget; the staff console keeps focus where it is). */
  autoFocus?: boolean;
};

/** One conversation: history, live lines, the other side typing, and the field that sends. */
export function ChatThreadView(props: ChatThreadViewProps) {
  const { thread, socket, ownSides } = props;
  const conversationId = thread.conversation?.id ?? null;
  const [draft, setDraft] = useState('');
  const { pending, send, retry } = useChatSend(props.sender, props.onSent);
  const typing = useTypingEmitter(socket, conversationId);
  const typingName = useTypingIndicator(socket, conversationId);
  useReceipts(conversationId, thread.messages, ownSides, props.visible, props.postReceipts);
  if (props.error && thread.messages.length === 0) return <ErrorState message={props.error} onRetry={props.onRetryLoad} />;
  const submit = () => {
    const body = draft;
    setDraft('');
    typing.stop();
    void send(body);
  };
  return (
    <>
      <ChatMessages
        messages={thread.messages}
        pending={pending}
        ownSides={ownSides}
        typingName={typingName}
        loading={props.loading}
        emptyText={props.emptyText}
        onRetry={(message) => void retry(message)}
      />
      {props.notice ? (
        <Alert mx="md" mb={4} p="xs" color="gray" data-testid="chat-notice">
          {props.notice}
        </Alert>
      ) : null}
      {props.readOnly ? null : (
        <ChatComposer
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (value) typing.typed();
          }}
          onSend={submit}
          autoFocus={props.autoFocus}
          tools={props.tools?.((text) => setDraft((current) => (current ? `${current} ${text}` : text)))}
        />
      )}
    </>
  );
}

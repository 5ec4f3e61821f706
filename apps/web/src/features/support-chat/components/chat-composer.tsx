import type { ReactNode } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { chatMessageLengthMax } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './support-chat.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  disabled?: boolean;
  /** Buttons before the field (the staff's canned replies). */
  tools?: ReactNode;
  /** Put the cursor in the field when it appears (the widget's panel opening). */
  autoFocus?: boolean;
};

/** The message field: Enter sends, Shift+Enter is a new line. */
export function ChatComposer({ value, onChange, onSend, disabled = false, tools, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const send = () => {
    if (!disabled && value.trim()) onSend();
  };
  return (
    <Group className={classes.composer} gap="xs" wrap="nowrap" align="flex-end">
      {tools}
      <Textarea
        style={{ flex: 1 }}
        rows={2}
        aria-label={t('supportChat.message')}
        placeholder={t('supportChat.placeholder')}
        maxLength={chatMessageLengthMax}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <ActionIcon size="lg" radius="xl" aria-label={t('supportChat.send')} onClick={send} disabled={disabled || !value.trim()}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}

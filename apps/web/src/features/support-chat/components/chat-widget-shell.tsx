import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Indicator, Paper, Text } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './support-chat.module.css';

type Props = {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  unread: number;
  title: string;
  subtitle?: string;
  /** A labelled button (the login page's "Contact support") instead of the round icon. */
  buttonLabel?: string;
  /** Lift the button above the player's bottom tab bar on narrow screens. */
  aboveTabs?: boolean;
  children: ReactNode;
};

/** The floating chat button (with the unread badge) and the panel it opens (full screen on a phone). */
export function ChatWidgetShell({ opened, onOpen, onClose, unread, title, subtitle, buttonLabel, aboveTabs = false, children }: Props) {
  const { t } = useTranslation();
  const fabClass = `${classes.fab} ${aboveTabs ? classes.fabAboveTabs : ''}`;
  if (!opened) {
    const label = unread > 0 ? t('supportChat.openUnread', { count: unread }) : t('supportChat.open');
    return (
      <div className={fabClass}>
        <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" data-testid="chat-unread">
          {buttonLabel ? (
            <Button radius="xl" size="md" leftSection={<IconMessageCircle size={18} />} onClick={onOpen} aria-label={unread > 0 ? label : undefined}>
              {buttonLabel}
            </Button>
          ) : (
            <ActionIcon size={56} radius="xl" onClick={onOpen} aria-label={label} style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
              <IconMessageCircle size={26} />
            </ActionIcon>
          )}
        </Indicator>
      </div>
    );
  }
  return (
    <Paper
      className={classes.panel}
      shadow="xl"
      radius="lg"
      withBorder
      role="dialog"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group className={classes.panelHeader} justify="space-between" wrap="nowrap">
        <div>
          <Text fw={800}>{title}</Text>
          {subtitle ? (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('supportChat.close')}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}

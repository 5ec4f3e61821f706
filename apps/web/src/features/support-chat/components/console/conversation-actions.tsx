import { useState } from 'react';
import { Button, Group, Menu, Select } from '@mantine/core';
import { closeReasons, type Conversation } from '@oddsmith/core';
import { useTranslation } from '../../../../lib/use-translation';
import { ReasonModal } from '../../../../components/reason-modal';
import { useAppSelector } from '../../../../app/hooks';
import { useAssignToMeMutation, useCloseConversationMutation, useSupportAgentsQuery, useTransferConversationMutation } from '../../api/support-chat-api';

type CloseReason = (typeof closeReasons)[number];

function TransferMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const agents = useSupportAgentsQuery(undefined, { skip: !opened });
  const [transfer, { isLoading }] = useTransferConversationMutation();
  const others = (agents.data ?? []).filter((agent) => agent.id !== conversation.assignee?.id);
  return (
    <Menu opened={opened} onChange={setOpened} withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" loading={isLoading}>
          {t('supportChat.console.transfer')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {others.map((agent) => (
          <Menu.Item key={agent.id} onClick={() => void transfer({ id: conversation.id, staffId: agent.id })}>
            {t('supportChat.console.agent', { name: agent.username, role: agent.role, open: agent.open })}
          </Menu.Item>
        ))}
        {agents.isSuccess && others.length === 0 ? <Menu.Label>{t('supportChat.console.noAgents')}</Menu.Label> : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function CloseButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<CloseReason>('resolved');
  const [close] = useCloseConversationMutation();
  return (
    <>
      <Button size="xs" color="red" variant="light" onClick={() => setOpened(true)}>
        {t('supportChat.console.close')}
      </Button>
      <ReasonModal
        opened={opened}
        title={t('supportChat.console.closeTitle')}
        confirmLabel={t('supportChat.console.close')}
        confirmColor="red"
        onClose={() => setOpened(false)}
        onConfirm={(note) => close({ id: conversation.id, reason, note }).unwrap()}
      >
        <Select
          label={t('supportChat.console.closeReason')}
          value={reason}
          allowDeselect={false}
          onChange={(value) => setReason((value ?? 'resolved') as CloseReason)}
          data={closeReasons.map((each) => ({ value: each, label: t(`supportChat.closeReasons.${each}`) }))}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
      </ReasonModal>
    </>
  );
}

/** Take, transfer, close: what staff do with the conversation on screen. */
export function ConversationActions({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const myId = useAppSelector((state) => state.user.user?.id ?? null);
  const [assign, { isLoading }] = useAssignToMeMutation();
  if (conversation.status === 'closed') return null;
  return (
    <Group gap="xs">
      {conversation.assignee?.id !== myId ? (
        <Button size="xs" onClick={() => void assign(conversation.id)} loading={isLoading}>
          {t('supportChat.console.assign')}
        </Button>
      ) : null}
      <TransferMenu conversation={conversation} />
      <CloseButton conversation={conversation} />
    </Group>
  );
}

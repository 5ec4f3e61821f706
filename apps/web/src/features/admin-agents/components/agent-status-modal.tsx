import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { serverMessageOf } from '../../../lib/api-client';
import { useSetAgentStatusMutation } from '../api/admin-agents-api';

/** Block an agent (they cannot log in, their links attribute nobody) or unblock them, with a required reason. */
export function AgentStatusModal({ agent, opened, onClose }: { agent: AdminAgent; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [setStatus, { isLoading: busy }] = useSetAgentStatusMutation();
  const next = agent.status === 'active' ? 'blocked' : 'active';
  const close = () => {
    setReason('');
    setReasonError(null);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setReasonError(t('adminAgents.status.reasonRequired'));
      return;
    }
    try {
      await setStatus({ agentId: agent.id, status: next, reason: reason.trim() }).unwrap();
      close();
    } catch (error) {
      setFailure(serverMessageOf(error));
    }
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={`${t(`adminAgents.status.${next}.title`)} · ${agent.username}`}
      failure={failure}
      actions={{ cancelLabel: t('adminAgents.cancel'), confirmLabel: t(`adminAgents.status.${next}.confirm`), confirmColor: next === 'blocked' ? 'red' : 'brand', busy, onConfirm: () => void confirm() }}
    >
      <Text size="sm">{t(`adminAgents.status.${next}.text`)}</Text>
      <Textarea
        label={t('adminAgents.status.reason')}
        withAsterisk
        rows={2}
        maxLength={500}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(null);
          setFailure(null);
        }}
      />
    </ConfirmModal>
  );
}

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminAgent } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormModal, ModalActions } from '../../../components/confirm-modal';
import { moneyText } from '../../../lib/amount';
import { isPendingFunding, type FloatTransferResult } from '../api/admin-agents-api';
import { useFloatTransfer, type Direction } from '../use-float-transfer';
import { FloatTransferFields } from './float-transfer-fields';

/**
 * Staff fund a cash agent's float (cash the agent paid in) or defund it (cash paid back), with a
 * reason kept in the audit log. A funding above the approval threshold waits for a second staff member.
 */
export function FloatModal({ agent, opened, onClose }: { agent: AdminAgent; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const done = (result: FloatTransferResult, direction: Direction) => {
    if (isPendingFunding(result)) {
      const amount = moneyText(result.pendingApproval.amount, result.pendingApproval.currency, locale);
      notifications.show({ color: 'yellow', title: t('adminAgents.float.pendingTitle'), message: `${agent.username} · ${t('adminAgents.float.pendingText', { amount })}` });
    } else {
      const float = moneyText(result.balance, agent.currency, locale);
      notifications.show({ color: 'brand', title: t(`adminAgents.float.${direction}`), message: `${agent.username} · ${t('adminAgents.float.done', { float })}` });
    }
    onClose();
  };
  const form = useFloatTransfer(agent.id, done);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal opened={opened} onClose={close} onSubmit={() => void form.submit()} title={`${t('adminAgents.float.title')} · ${agent.username}`}>
      <Text size="sm" c="dimmed">
        {t('adminAgents.float.current', { float: moneyText(agent.float, agent.currency, locale) })}
      </Text>
      <FloatTransferFields form={form} currency={agent.currency} labels={{ credit: t('adminAgents.float.credit'), debit: t('adminAgents.float.debit') }} />
      <ModalActions
        cancelLabel={t('adminAgents.cancel')}
        onCancel={close}
        confirmLabel={t(`adminAgents.float.submit.${form.direction}`)}
        confirmColor={form.direction === 'debit' ? 'red' : 'brand'}
        busy={form.busy}
        onConfirm={() => void form.submit()}
      />
    </FormModal>
  );
}

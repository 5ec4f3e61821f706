import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminExchangeMarket, ExchangeMarketAction } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useSubmitting } from '../../../lib/use-submitting';
import { useChangeExchangeMarketStatusMutation } from '../api/admin-exchange-api';
import { ReasonInput, useReasonText } from './reason-input';

export type PendingAction = { market: AdminExchangeMarket; action: ExchangeMarketAction };

/** Suspends, reopens, turns in-play or closes one market after a confirm with an optional reason. */
export function MarketActionModal({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reason = useReasonText(false);
  const { busy, failure, setFailure, submit } = useSubmitting();
  const [changeStatus] = useChangeExchangeMarketStatusMutation();
  const close = () => {
    reason.reset();
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!pending || busy || !reason.check()) return;
    const { market, action } = pending;
    const done = await submit(async () => {
      await changeStatus({ marketId: market.id, body: { action, ...(reason.trimmed ? { reason: reason.trimmed } : {}) } }).unwrap();
    });
    if (done) {
      notifications.show({ color: 'brand', title: t('adminExchange.actions.done'), message: t(`adminExchange.actions.${action}.done`, { market: market.name }) });
      close();
    }
  };
  const action = pending?.action;
  return (
    <ConfirmModal
      opened={pending !== null}
      onClose={close}
      title={action ? t(`adminExchange.actions.${action}.title`, { market: pending.market.name }) : ''}
      failure={failure}
      actions={{
        cancelLabel: t('adminExchange.cancel'),
        confirmLabel: action ? t(`adminExchange.actions.${action}.label`) : '',
        confirmColor: action === 'close' || action === 'suspend' ? 'red' : undefined,
        busy,
        onConfirm: () => void confirm(),
      }}
    >
      {action ? <Text size="sm">{t(`adminExchange.actions.${action}.text`)}</Text> : null}
      <ReasonInput reason={reason} />
    </ConfirmModal>
  );
}

import { useState } from 'react';
import { Text } from '@mantine/core';
import { centsToAmount, type ExchangeOrder } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure, FormModal, ModalActions } from '../../../components/confirm-modal';
import { checkAmount } from '../../../lib/amount';
import { useReduceExchangeOrderMutation } from '../api/exchange-api';
import { centsOf } from '../bet-maths';
import { useOrderFailureText } from '../hooks/use-order-failure';
import { StakeField } from './stake-field';

type ReduceOrderModalProps = { order: ExchangeOrder | null; currency: string; minStake: number; onClose: () => void };

/** Edits an unmatched order: the new unmatched stake, below the current one (the exchange only reduces). */
export function ReduceOrderModal({ order, currency, minStake, onClose }: ReduceOrderModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reduce, { isLoading }] = useReduceExchangeOrderMutation();
  const failureText = useOrderFailureText();
  const check = checkAmount(text, { min: minStake });
  const below = check.ok && order !== null && check.cents < centsOf(order.remaining);
  const close = () => {
    setText('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!order || !check.ok || !below) return;
    const result = await reduce({ orderId: order.id, marketId: order.marketId, remaining: centsToAmount(check.cents) });
    if ('error' in result) setFailure(failureText(result.error));
    else close();
  };
  return (
    <FormModal opened={order !== null} title={t('exchange.orders.editTitle')} onClose={close} onSubmit={() => void submit()}>
      {order ? (
        <Text size="sm">
          {t('exchange.orders.editText', { side: t(`exchange.side.${order.side}`), runner: order.runnerName, price: order.price, remaining: order.remaining })}
        </Text>
      ) : null}
      <StakeField value={text} onChange={setText} check={check} currency={currency} minStake={minStake} label={t('exchange.orders.newRemaining')} />
      {check.ok && !below ? <FormFailure message={t('exchange.orders.mustReduce')} /> : null}
      <FormFailure message={failure} />
      <ModalActions cancelLabel={t('exchange.panel.cancel')} onCancel={close} confirmLabel={t('exchange.orders.reduce')} onConfirm={() => void submit()} busy={isLoading} confirmDisabled={!below} />
    </FormModal>
  );
}

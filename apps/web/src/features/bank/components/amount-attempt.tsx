import { useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { formatMoney, type PaymentMethod } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { serverFieldOf, serverMessageOf } from '../../../lib/api-client';
import { moneyText, newRequestId, type AmountCheck } from '../../../lib/amount';
import { checkMethodAmount } from './payment-method-choice';

export type AmountAttempt = {
  amount: string;
  /** A typed amount starts a new attempt (a new requestId, no old errors). */
  changeAmount: (value: string) => void;
  clearAmount: () => void;
  amountError: string | null;
  formError: string | null;
  clearFormError: () => void;
  submitting: boolean;
  /** Forget the last attempt's requestId and errors (the method or the details changed). */
  newAttempt: () => void;
  /** The client's check of the amount for the method; false after putting its text under the field. */
  amountAccepted: (method: PaymentMethod) => boolean;
  /**
   * Sends once per attempt: a second call while one is on its way is dropped, a retry after a failure
   * reuses the requestId. A failure the caller does not take (`onFailure` false) goes under the amount
   * when the server blamed it, else above the button.
   */
  send: (post: (requestId: string) => Promise<void>, onFailure?: (failure: unknown) => boolean) => Promise<void>;
};

/** The amount, its errors and the idempotent submit that a deposit and a withdrawal share. */
export function useAmountAttempt(currency: string): AmountAttempt {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One id per attempt: a second click while the first is in flight is dropped, a retry reuses it.
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);

  const newAttempt = () => {
    requestId.current = null;
    setAmountError(null);
    setFormError(null);
  };
  const amountAccepted = (method: PaymentMethod) => {
    const { check } = checkMethodAmount(amount, method);
    if (check.ok) return true;
    setAmountError(t(`bank.amountErrors.${check.error}`, { min: moneyText(method.min, currency, locale), max: moneyText(method.max, currency, locale) }));
    return false;
  };
  const send: AmountAttempt['send'] = async (post, onFailure) => {
    if (inFlight.current) return;
    inFlight.current = true;
    requestId.current ??= newRequestId();
    setSubmitting(true);
    setFormError(null);
    try {
      await post(requestId.current);
      requestId.current = null;
    } catch (failure) {
      if (onFailure?.(failure)) return;
      if (serverFieldOf(failure) === 'amount') setAmountError(serverMessageOf(failure));
      else setFormError(serverMessageOf(failure));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    newAttempt();
  };
  return {
    amount,
    changeAmount,
    clearAmount: () => setAmount(''),
    amountError,
    formError,
    clearFormError: () => setFormError(null),
    submitting,
    newAttempt,
    amountAccepted,
    send,
  };
}

/**
 * What a valid amount comes to with the method's fee: a deposit pays amount + fee (`bank.deposit.preview`),
 * a withdrawal pays out amount - fee (`bank.withdraw.preview`).
 */
export function FeePreview({ kind, check, fee, currency }: { kind: 'deposit' | 'withdraw'; check: AmountCheck; fee: number | null; currency: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  if (!check.ok || fee === null) return null;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <Text size="sm" c="dimmed">
      {t(`bank.${kind}.preview`, {
        amount: money(check.cents),
        fee: money(fee),
        total: money(check.cents + fee),
        payout: money(Math.max(0, check.cents - fee)),
      })}
    </Text>
  );
}

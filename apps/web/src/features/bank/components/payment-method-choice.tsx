import { useState, type ReactNode } from 'react';
import { EmptyState, Skeleton } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import type { Remote } from '../../../lib/api-slice';
import { checkAmount, feeCents, type AmountCheck } from '../../../lib/amount';
import type { PaymentMethod } from '@oddsmith/core';

export type PaymentMethodChoice = {
  /** Every method the player may use, in display order. */
  list: PaymentMethod[];
  /** The chosen method, the first one until the player picks; null while loading or when none. */
  method: PaymentMethod | null;
  /** null goes back to the first method. */
  choose: (methodId: string | null) => void;
  /** What the form shows instead of itself: the load error, a skeleton, or "no methods". */
  fallback: ReactNode | null;
};

/** The method a deposit or withdrawal form is filled for, with the list's loading, error and empty states. */
export function usePaymentMethodChoice(methods: Remote<{ methods: PaymentMethod[] }>): PaymentMethodChoice {
  const { t } = useTranslation();
  const [methodId, setMethodId] = useState<string | null>(null);
  const list = methods.data?.methods ?? [];
  const method = list.find((item) => item.id === methodId) ?? list[0] ?? null;
  let fallback: ReactNode | null = null;
  if (!methods.data && methods.status === 'failed') fallback = <ErrorState message={methods.error ?? t('errors.render')} onRetry={methods.reload} />;
  else if (!methods.data) fallback = <Skeleton h={260} radius="lg" />;
  else if (!method) {
    fallback = <EmptyState icon={<IconCreditCardOff size={28} />} variant="light" title={t('bank.methods.emptyTitle')} description={t('bank.methods.emptyText')} />;
  }
  return { list, method: fallback ? null : method, choose: setMethodId, fallback };
}

/** An amount typed for a method: core's check within the method's limits, and its fee when valid. */
export function checkMethodAmount(amount: string, method: PaymentMethod): { check: AmountCheck; fee: number | null } {
  const check = checkAmount(amount, { min: method.min, max: method.max });
  return { check, fee: check.ok ? feeCents(check.cents, method) : null };
}

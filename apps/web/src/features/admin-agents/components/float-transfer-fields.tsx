import { SegmentedControl, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { FormFailure } from '../../../components/confirm-modal';
import { MoneyInput } from '../../../components/money-input';
import type { Direction, FloatTransferForm } from '../use-float-transfer';

/** Direction, amount and the required note of a float transfer, each with its own error under it. */
export function FloatTransferFields({ form, currency, labels }: { form: FloatTransferForm; currency: string; labels: Record<Direction, string> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SegmentedControl
        fullWidth
        value={form.direction}
        onChange={(value) => form.setDirection(value as Direction)}
        aria-label={t('adminAgents.form.direction')}
        data={[
          { value: 'credit', label: labels.credit },
          { value: 'debit', label: labels.debit },
        ]}
      />
      <MoneyInput
        label={t('adminAgents.form.amount', { currency })}
        withAsterisk
        value={form.amount}
        onChange={form.setAmount}
        currency={currency}
        locale={i18n.resolvedLanguage ?? 'en'}
        error={form.errors.amount}
      />
      <Textarea
        label={t('adminAgents.form.note')}
        withAsterisk
        rows={2}
        maxLength={500}
        value={form.note}
        error={form.errors.note}
        onChange={(event) => form.setNote(event.currentTarget.value)}
      />
      <FormFailure message={form.errors.form} />
    </>
  );
}

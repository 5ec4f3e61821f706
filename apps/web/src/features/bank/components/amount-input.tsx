import { Button, Group } from '@mantine/core';
import { parseAmount } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { MoneyInput } from '../../../components/money-input';

/** Quick amounts in whole units; only those within the method's limits are offered. */
export const quickAmounts = [10, 25, 50, 100, 250] as const;

function withinLimits(amount: number, limits?: { min: number; max: number }): boolean {
  if (!limits) return true;
  const cents = parseAmount(amount);
  const min = parseAmount(limits.min);
  const max = parseAmount(limits.max);
  return cents.ok && min.ok && max.ok && cents.cents >= min.cents && cents.cents <= max.cents;
}

/** The amount field: decimal text (never a float), quick picks, the client's or the server's error under it. */
export function AmountInput({
  value,
  onChange,
  currency,
  error,
  limits,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  error: string | null;
  limits?: { min: number; max: number };
}) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <MoneyInput
        label={t('bank.amount.label', { currency })}
        value={value}
        onChange={onChange}
        currency={currency}
        locale={i18n.resolvedLanguage ?? 'en'}
        error={error}
      />
      <Group gap={6} mt={6} aria-label={t('bank.amount.quick')}>
        {quickAmounts
          .filter((amount) => withinLimits(amount, limits))
          .map((amount) => (
            <Button key={amount} size="compact-sm" variant="light" color="gray" onClick={() => onChange(String(amount))}>
              {amount}
            </Button>
          ))}
      </Group>
    </div>
  );
}

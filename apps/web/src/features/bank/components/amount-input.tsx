import { Button, Group, TextInput } from '@mantine/core';
import { parseAmount } from '@oddsmith/core';
import { useTranslation } from 'react-i18next';

/** Quick amounts in whole units; only those within the method's limits are offered. */
export const quickAmounts = [10, 25, 50, 100, 250] as const;

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
  const { t } = useTranslation();
  const within = (amount: number) => {
    if (!limits) return true;
    const cents = parseAmount(amount);
    const min = parseAmount(limits.min);
    const max = parseAmount(limits.max);
    return cents.ok && min.ok && max.ok && cents.cents >= min.cents && cents.cents <= max.cents;
  };
  return (
    <div>
      <TextInput
        label={t('bank.amount.label', { currency })}
        placeholder="0.00"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap={6} mt={6} aria-label={t('bank.amount.quick')}>
        {quickAmounts.filter(within).map((amount) => (
          <Button key={amount} size="compact-sm" variant="light" color="gray" onClick={() => onChange(String(amount))}>
            {amount}
          </Button>
        ))}
      </Group>
    </div>
  );
}

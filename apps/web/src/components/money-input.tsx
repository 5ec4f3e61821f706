import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** The currency's symbol in the locale ("€", "$", "₹"); the code itself when Intl has none. */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'styles' | 'rightSection'> & {
  /** The decimal text as typed ("12.50"): never a float, the caller checks it with core's parseAmount. */
  value: string;
  onChange: (value: string) => void;
  currency: string;
  locale: string;
};

/**
 * A decimal currency amount (2 decimals, "0.00") with the currency's symbol beside it. It keeps the
 * text as typed, so a caller can explain a wrong amount ("use at most 2 decimals") instead of rounding it.
 */
export function MoneyInput({ value, onChange, currency, locale, ...props }: MoneyInputProps) {
  return (
    <TextInput
      placeholder="0.00"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {currencySymbol(currency, locale)}
        </Text>
      }
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

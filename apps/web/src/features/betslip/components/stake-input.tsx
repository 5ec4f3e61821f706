import { Button, Group, TextInput } from '@mantine/core';
import { centsToAmount, parseAmount } from '@oddsmith/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeFromText } from '../betslip-slice';

/** The quick-stake buttons add this much to the stake. */
export const quickStakes = [5, 10, 50] as const;

function addAmounts(a: number, b: number): number {
  const left = parseAmount(a);
  const right = parseAmount(b);
  return centsToAmount((left.ok ? left.cents : 0) + (right.ok ? right.cents : 0));
}

type Props = {
  label: string;
  /** The number the slip holds (the typed text is kept while it still means it); none: the text is the value. */
  value?: number;
  onChange: (text: string) => void;
  quick?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm';
};

/** A stake typed as text (the slip converts it to a number) with optional +5 / +10 / +50 buttons. */
export function StakeInput({ label, value, onChange, quick = false, disabled = false, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const current = value ?? stakeFromText(text);
  const shown = value === undefined || stakeFromText(text) === value ? text : value > 0 ? String(value) : '';
  const change = (next: string) => {
    setText(next);
    onChange(next);
  };
  return (
    <div>
      <TextInput
        size={size}
        label={label}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={shown}
        disabled={disabled}
        onChange={(event) => change(event.currentTarget.value)}
      />
      {quick ? (
        <Group gap={6} mt={6} grow>
          {quickStakes.map((amount) => (
            <Button
              key={amount}
              size="compact-xs"
              variant="light"
              color="gray"
              disabled={disabled}
              aria-label={t('betslip.quickStake', { amount, label })}
              onClick={() => change(String(addAmounts(current, amount)))}
            >
              +{amount}
            </Button>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

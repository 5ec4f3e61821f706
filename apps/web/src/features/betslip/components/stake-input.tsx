import { Button, Group, TextInput } from '@mantine/core';
import { centsPerUnit, centsToAmount } from '@oddsmith/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { stakeCentsFromText } from '../betslip-slice';

/** The quick-stake buttons add this much to the stake. */
export const quickStakes = [5, 10, 50] as const;

type Props = {
  label: string;
  /** The cents the slip holds (the typed text is kept while it still means them); none: the text is the value. */
  valueCents?: number;
  onChange: (text: string) => void;
  quick?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm';
};

/** A stake typed as text (the slip converts it to a number) with optional +5 / +10 / +50 buttons. */
export function StakeInput({ label, valueCents, onChange, quick = false, disabled = false, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const currentCents = valueCents ?? stakeCentsFromText(text);
  const shown = valueCents === undefined || stakeCentsFromText(text) === valueCents ? text : valueCents > 0 ? String(centsToAmount(valueCents)) : '';
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
              onClick={() => change(String(centsToAmount(currentCents + amount * centsPerUnit)))}
            >
              +{amount}
            </Button>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

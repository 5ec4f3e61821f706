import { useState } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { priceMilliOf, priceText } from '../bet-maths';

type PriceStepperProps = { priceMilli: number; onChange: (priceMilli: number) => void; onStep: (direction: 1 | -1) => void };

/**
 * The order's price: minus and plus move one tick along the exchange ladder; a typed price is
 * taken when it is a ladder price, otherwise the field says so and keeps the last good one.
 */
export function PriceStepper({ priceMilli, onChange, onStep }: PriceStepperProps) {
  const { t } = useTranslation();
  // What the player is typing, while it belongs to the current price; a step or a new pick shows the price.
  const [draft, setDraft] = useState<{ forMilli: number; text: string } | null>(null);
  const text = draft && draft.forMilli === priceMilli ? draft.text : priceText(priceMilli);
  const typed = priceMilliOf(text.trim());
  const error = text.trim() !== '' && typed === null ? t('exchange.panel.offLadder') : null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <ActionIcon variant="default" size={36} aria-label={t('exchange.panel.priceDown')} onClick={() => onStep(-1)}>
        <IconMinus size={16} />
      </ActionIcon>
      <TextInput
        aria-label={t('exchange.panel.price')}
        inputMode="decimal"
        value={text}
        error={error}
        w={96}
        styles={{ input: { textAlign: 'center', fontFamily: 'var(--mantine-font-family-monospace)', fontWeight: 700 } }}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const milli = priceMilliOf(next.trim());
          setDraft({ forMilli: milli ?? priceMilli, text: next });
          if (milli !== null) onChange(milli);
        }}
        onBlur={() => setDraft(null)}
      />
      <ActionIcon variant="default" size={36} aria-label={t('exchange.panel.priceUp')} onClick={() => onStep(1)}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import type { ExchangeMarket, GreenUpQuote } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { moneyText } from '../../../lib/money-text';
import { centsOf, priceMilliOf } from '../bet-maths';
import { signedAmountText } from '../exchange-text';
import type { OrderToPlace } from '../hooks/use-place-order';

type GreenUpButtonProps = {
  market: ExchangeMarket;
  quote: GreenUpQuote | null;
  busy: boolean;
  failure: string | null;
  onPlace: (order: OrderToPlace) => Promise<boolean>;
};

/** The levelled profit of a quote: the smallest of its per-runner profits (they differ by a cent at most). */
const levelledOf = (quote: GreenUpQuote) => Math.min(...quote.profitsAfter.map((row) => row.profit));

/** Cash out (green up): the hedge order that levels the profit across runners, shown, then placed as one order. */
export function GreenUpButton({ market, quote, busy, failure, onPlace }: GreenUpButtonProps) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const priceMilli = quote ? priceMilliOf(quote.price) : null;
  if (!quote || priceMilli === null) return null;
  const runnerName = (id: string) => market.runners.find((runner) => runner.id === id)?.name ?? id;
  const confirm = async () => {
    const placed = await onPlace({ runnerId: quote.runnerId, side: quote.side, priceMilli, stakeCents: centsOf(quote.stake), persistence: 'lapse' });
    if (placed) setOpened(false);
  };
  return (
    <>
      <Button color="green" leftSection={<IconArrowsShuffle size={16} />} onClick={() => setOpened(true)}>
        {t('exchange.greenUp.button', { amount: signedAmountText(levelledOf(quote), market.currency, i18n.language) })}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('exchange.greenUp.title')}
        onClose={() => setOpened(false)}
        failure={failure}
        actions={{ cancelLabel: t('exchange.panel.cancel'), confirmLabel: t('exchange.greenUp.confirm'), confirmColor: 'green', busy, onConfirm: () => void confirm() }}
      >
        <Text size="sm">
          {t('exchange.greenUp.order', {
            side: t(`exchange.side.${quote.side}`),
            runner: runnerName(quote.runnerId),
            price: quote.price,
            stake: moneyText(quote.stake, market.currency, i18n.language),
          })}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('exchange.greenUp.after')}
          </Text>
          {quote.profitsAfter.map((row) => (
            <Group key={row.runnerId} justify="space-between">
              <Text size="sm">{runnerName(row.runnerId)}</Text>
              <Text size="sm" ff="monospace">
                {signedAmountText(row.profit, market.currency, i18n.language)}
              </Text>
            </Group>
          ))}
        </Stack>
      </ConfirmModal>
    </>
  );
}

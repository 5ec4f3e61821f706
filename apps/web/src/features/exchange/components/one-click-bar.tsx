import { Alert, Group, Switch } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { formatMoney } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { MoneyInput } from '../../../components/money-input';
import { checkAmount } from '../../../lib/amount';
import { moneyText } from '../../../lib/money-text';
import type { useOneClick } from '../hooks/use-one-click';

type OneClickBarProps = { oneClick: ReturnType<typeof useOneClick>; currency: string; minStake: number };

/** The opt-in one-click switch with its stake; while on, a banner says that a click places an order at once. */
export function OneClickBar({ oneClick, currency, minStake }: OneClickBarProps) {
  const { t, i18n } = useTranslation();
  const { settings } = oneClick;
  const stake = checkAmount(settings.stakeText, { min: minStake });
  return (
    <>
      <Group gap="sm" align="center" wrap="wrap">
        <Switch label={t('exchange.oneClick.toggle')} checked={settings.enabled} onChange={(event) => oneClick.setEnabled(event.currentTarget.checked)} />
        {settings.enabled ? (
          <MoneyInput
            aria-label={t('exchange.oneClick.stake')}
            size="xs"
            w={120}
            value={settings.stakeText}
            onChange={oneClick.setStakeText}
            currency={currency}
            locale={i18n.language}
            error={stake.ok ? null : t('exchange.oneClick.badStake', { min: moneyText(minStake, currency, i18n.language) })}
          />
        ) : null}
      </Group>
      {settings.enabled ? (
        <Alert color="yellow" variant="light" icon={<IconBolt />} role="status" data-testid="one-click-banner">
          {stake.ok ? t('exchange.oneClick.banner', { stake: formatMoney(stake.cents, currency, i18n.language) }) : t('exchange.oneClick.bannerNoStake')}
        </Alert>
      ) : null}
    </>
  );
}

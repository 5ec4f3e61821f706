import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { ListMarket } from '../list-market';

type SwitcherProps = { value: ListMarket; choices: readonly ListMarket[]; hrefFor: (market: ListMarket) => string };

/**
 * The market switcher (match result, totals, handicap): changes the price columns, through the address.
 * Pre-match lists only, so it loads with them (sports-list-screen.tsx), not with the in-play list.
 */
export function MarketSwitcher({ value, choices, hrefFor }: SwitcherProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      size="sm"
      radius="xl"
      mb="xs"
      aria-label={t('sportsbook.markets.label')}
      value={value}
      onChange={(next) => void navigate(hrefFor(next as ListMarket))}
      data={choices.map((market) => ({ value: market, label: t(`sportsbook.markets.${market}`) }))}
    />
  );
}

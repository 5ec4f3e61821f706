import { memo, type CSSProperties } from 'react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { eventListMarketTypes } from '@oddsmith/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSelectionButton } from '../../../components/odds/selection-slot';
import type { Market } from '../types';
import classes from './sports.module.css';

/** "Suspended" (or closed, settled) beside a market that cannot be bet on now. */
function MarketStatusBadge({ market }: { market: Market }) {
  const { t } = useTranslation();
  if (market.status === 'open') return null;
  return (
    <Badge size="sm" variant="light" color={market.status === 'suspended' ? 'orange' : 'gray'} style={{ flexShrink: 0, overflow: 'visible' }} data-testid="suspended-label">
      {t(`sportsbook.game.marketStatus.${market.status}`, { defaultValue: market.status })}
    </Badge>
  );
}

type CardProps = { market: Market; eventId: string; eventName: string };

/** A market on its own: its name and its prices, up to 3 across (also on a phone). */
export const MarketCard = memo(function MarketCard({ market, eventId, eventName }: CardProps) {
  const SelectionButton = useSelectionButton();
  const open = market.status === 'open';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={market.name} data-testid="market">
      <Group justify="space-between" mb={8} gap="xs" wrap="nowrap">
        <Text fw={800} size="sm">
          {market.name}
        </Text>
        <MarketStatusBadge market={market} />
      </Group>
      <div className={classes.marketOptions} style={{ '--cols': Math.min(3, Math.max(1, market.options.length)) } as CSSProperties}>
        {market.options.map((option) => (
          <SelectionButton key={option.id} gameId={eventId} optionId={option.id} label={option.name} odds={open ? option.odds : 'suspended'} context={`${market.name}, ${eventName}`} />
        ))}
      </div>
    </Paper>
  );
});

const totalTypes: readonly string[] = [...eventListMarketTypes.totals, 'over-runs'];

/** A line as a row heading: a total as is (2.5), a handicap with its sign (+1.5, -1, 0). */
export function lineLabel(market: Pick<Market, 'type' | 'line'>): string {
  const line = market.line ?? 0;
  if (totalTypes.includes(market.type) || line <= 0) return String(line);
  return `+${line}`;
}

/** A column heading of a family: Over / Under for totals, else the selection's name without its line (the team, Draw). */
function useColumnNames(first: Market | undefined): string[] {
  const { t } = useTranslation();
  if (!first) return [];
  if (totalTypes.includes(first.type) && first.options.length === 2) return [t('sportsbook.columns.over'), t('sportsbook.columns.under')];
  // Only the market's own line leaves the name ("SV Grunwald 04 +1.5" → "SV Grunwald 04").
  const line = String(Math.abs(first.line ?? 0)).replace('.', '\\.');
  const suffix = new RegExp(`\\s+[+-]?${line}$`);
  return first.options.map((option) => option.name.replace(suffix, '').trim() || option.name);
}

type TableProps = { title: string; markets: Market[]; eventId: string; eventName: string };

/** A family of lines (over/under 2.5, 3.5, 4.5; handicaps) as one table: a row per line, a column per selection. */
export const MarketTable = memo(function MarketTable({ title, markets, eventId, eventName }: TableProps) {
  const { t } = useTranslation();
  const SelectionButton = useSelectionButton();
  const first = markets[0];
  const columns = useColumnNames(first);
  if (!first) return null;
  const style = { '--cols': columns.length } as CSSProperties;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={title} data-testid="market">
      <Text fw={800} size="sm" mb={6}>
        {title}
      </Text>
      <div className={classes.lineRow} style={style} aria-hidden="true">
        <span />
        {columns.map((name, index) => (
          <Text key={index} size="xs" c="dimmed" fw={800} ta="center" truncate>
            {name}
          </Text>
        ))}
      </div>
      {markets.map((market) => (
        <div key={market.id} className={classes.lineRow} style={style} data-testid="market-line">
          <span className={classes.lineLabel}>
            {lineLabel(market)}
            {market.status === 'suspended' ? <span className={classes.lineSuspended}>{t('sportsbook.odds.suspended')}</span> : null}
          </span>
          {market.options.map((option) => (
            <SelectionButton key={option.id} gameId={eventId} optionId={option.id} label={option.name} hideLabel odds={market.status === 'open' ? option.odds : 'suspended'} context={`${market.name}, ${eventName}`} />
          ))}
        </div>
      ))}
    </Paper>
  );
});

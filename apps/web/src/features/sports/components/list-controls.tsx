import { Button, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ScrollStrip } from '../../../components/scroll-strip';
import { useCompetitionsQuery } from '../api/sports-api';
import type { ListMarket } from '../list-market';
import classes from './sports.module.css';

type PickerProps = { spid: number; active: string | undefined; hrefFor: (competitionId: string | undefined) => string };

/** The competition filter: "All competitions" and one chip per competition of the sport (each a link: the address holds the filter). */
export function CompetitionPicker({ spid, active, hrefFor }: PickerProps) {
  const { t } = useTranslation();
  // A failed or pending read shows no picker; the list below still works.
  const { currentData } = useCompetitionsQuery(spid);
  const competitions = currentData?.competitions ?? [];
  if (competitions.length === 0) return null;
  return (
    <ScrollStrip mb="xs">
      <Group gap={6} wrap="nowrap" role="list" aria-label={t('sportsbook.topNav.competitions')}>
        <Button size="compact-sm" radius="xl" className={classes.chip} variant={active ? 'default' : 'filled'} component={Link} to={hrefFor(undefined)} role="listitem" aria-current={active ? undefined : 'true'}>
          {t('sportsbook.topNav.allCompetitions')}
        </Button>
        {competitions.map((competition) => (
          <Button
            key={competition.id}
            size="compact-sm"
            radius="xl"
            className={classes.chip}
            variant={active === competition.id ? 'filled' : 'default'}
            aria-current={active === competition.id ? 'true' : undefined}
            role="listitem"
            component={Link}
            to={hrefFor(competition.id)}
          >
            {`${competition.name} (${competition.eventCount})`}
          </Button>
        ))}
      </Group>
    </ScrollStrip>
  );
}

type SwitcherProps = { value: ListMarket; choices: readonly ListMarket[]; hrefFor: (market: ListMarket) => string };

/** The market switcher (match result, totals, handicap): changes the price columns, through the address. */
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

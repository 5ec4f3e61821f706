import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ScrollStrip } from '../../../components/scroll-strip';
import { useCompetitionsQuery } from '../api/sports-api';
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

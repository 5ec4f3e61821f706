import { Button, Container, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { useCompetitionsQuery } from '../api/sports-api';
import { useListEvents } from '../hooks/use-list-events';
import { useSportsSummary } from '../hooks/use-sports-summary';
import { inplayView, presportsView, topNavView, type ListView } from '../list-view';
import { EventList } from './event-list';
import { SportTabs } from './sport-tabs';

function CompetitionPicker({ spid, navType, active }: { spid: number; navType: string; active: string | undefined }) {
  const { t } = useTranslation();
  // A failed or pending read shows no picker; the list below still works.
  const { currentData } = useCompetitionsQuery(spid);
  const competitions = currentData?.competitions ?? [];
  if (competitions.length === 0) return null;
  return (
    <ScrollArea type="never" mb="md">
      <Group gap={6} wrap="nowrap" role="list" aria-label={t('sportsbook.topNav.competitions')}>
        <Button size="xs" radius="xl" variant={active ? 'default' : 'filled'} component={Link} to={`${paths.topNav.getHref(navType)}?spid=${spid}`} role="listitem">
          {t('sportsbook.topNav.allCompetitions')}
        </Button>
        {competitions.map((competition) => (
          <Button
            key={competition.id}
            size="xs"
            radius="xl"
            variant={active === competition.id ? 'filled' : 'default'}
            role="listitem"
            component={Link}
            to={`${paths.topNavFilter.getHref(navType, competition.id)}?spid=${spid}`}
          >
            {`${competition.name} (${competition.eventCount})`}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

export type ListKind = 'inplay' | 'presports' | 'topNav';

function useListView(kind: ListKind): { view: ListView; hrefFor: (spid: number) => string; navType?: string; filterType?: string } {
  const [params] = useSearchParams();
  const { navType, filterType } = useParams();
  const spidParam = params.get('spid');
  if (kind === 'inplay') return { view: inplayView(spidParam), hrefFor: (spid) => paths.inplay.getHref(spid) };
  if (kind === 'presports') return { view: presportsView(spidParam), hrefFor: (spid) => `${paths.presports.getHref()}?spid=${spid}` };
  const view = topNavView(navType, filterType, spidParam);
  const base = navType ?? 'today';
  return {
    view,
    navType: base,
    filterType,
    // A sport tab drops a sport filter from the path (the sport moves to ?spid=), keeps a competition.
    hrefFor: (spid) => `${paths.topNav.getHref(base)}?spid=${spid}`,
  };
}

/** In-play, pre-match and the top-nav filters: one list screen over `sportsData`. */
export function SportsListScreen({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  const { view, hrefFor, navType, filterType } = useListView(kind);
  const refetch = useListEvents(view.query, view.spid, view.listTypes);
  const summaries = useSportsSummary(view.spid);
  const sportName = sportNameOf(view.spid);
  const sportLabel = sportName ? t(`sports.${sportName}`) : '';
  const live = view.query.type === 'inplay';
  const subtitle =
    kind === 'inplay' ? t('sportsbook.inplay.subtitle') : kind === 'presports' ? t('sportsbook.presports.subtitle') : t('sportsbook.topNav.subtitle', { sport: sportLabel });
  return (
    <Container size="lg" px={0}>
      <ScreenTitle title={t(view.titleKey)} subtitle={subtitle} />
      <SportTabs activeSportId={view.spid} summaries={summaries} count={live ? 'live' : 'upcoming'} hrefFor={hrefFor} />
      {view.pickCompetition && navType ? <CompetitionPicker spid={view.spid} navType={navType} active={filterType} /> : null}
      <EventList
        onRetry={refetch}
        emptyTitle={live ? t('sportsbook.list.emptyLiveTitle') : t('sportsbook.list.emptyTitle')}
        emptyText={live ? t('sportsbook.list.emptyLiveText') : t('sportsbook.list.emptyText')}
        emptyAction={
          live ? (
            <Button component={Link} to={`${paths.presports.getHref()}?spid=${view.spid}`} variant="light">
              {t('sportsbook.list.showUpcoming')}
            </Button>
          ) : undefined
        }
      />
    </Container>
  );
}

export function InplayScreen() {
  return <SportsListScreen kind="inplay" />;
}
export function PresportsScreen() {
  return <SportsListScreen kind="presports" />;
}
export function TopNavScreen() {
  return <SportsListScreen kind="topNav" />;
}

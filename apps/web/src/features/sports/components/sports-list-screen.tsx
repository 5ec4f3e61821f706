import { Suspense, type ReactNode } from 'react';
import { Button, Container, Group } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { paths } from '../../../config/paths';
import { sportNameOf } from '../../../config/sports';
import { lazyExport } from '../../../lib/lazy-with-retry';
import { useDeferredArrival } from '../../../lib/use-deferred-arrival';
import { useListEvents } from '../hooks/use-list-events';
import { useSportsSummary } from '../hooks/use-sports-summary';
import { marketsOfSport, type ListMarket } from '../list-market';
import { inplayView, presportsView, topNavView, type ListView } from '../list-view';
import { selectListSettled } from '../selectors';
import type { SportsDataState } from '../sports-data-slice';
import { EventList } from './event-list';
import { CompetitionPicker } from './list-controls';
import { SportTabs } from './sport-tabs';
import { StartingSoon } from './starting-soon';
import classes from './sports.module.css';

// Pre-match lists only (the in-play list has no market switcher): Mantine's SegmentedControl stays out of /inplay's first load.
const MarketSwitcher = lazyExport(() => import('./market-switcher'), 'MarketSwitcher');

export type ListKind = 'inplay' | 'presports' | 'topNav';

/** `path?spid=…&competition=…&market=…` without the empty ones (the match result is the default market). */
function listHref(path: string, params: { spid: number; competition?: string; market?: ListMarket }): string {
  const search = new URLSearchParams({ spid: String(params.spid) });
  if (params.competition) search.set('competition', params.competition);
  if (params.market && params.market !== 'main') search.set('market', params.market);
  return `${path}?${search.toString()}`;
}

type Links = {
  sport: (spid: number) => string;
  competition: (competitionId: string | undefined) => string;
  market: (market: ListMarket) => string;
};

/** The list on view and its links, all from the address: the sport, the type, the competition and the market live there. */
function useListView(kind: ListKind): { view: ListView; links: Links; competition: string | undefined } {
  const [params] = useSearchParams();
  const { navType, filterType } = useParams();
  const spidParam = params.get('spid');
  if (kind === 'inplay') {
    const view = inplayView(spidParam);
    const sport = (spid: number) => paths.inplay.getHref(spid);
    return { view, links: { sport, competition: () => sport(view.spid), market: () => sport(view.spid) }, competition: undefined };
  }
  if (kind === 'presports') {
    const view = presportsView(spidParam, params.get('competition'), params.get('market'));
    const competition = view.query.competitionId;
    const path = paths.presports.getHref();
    return {
      view,
      competition,
      links: {
        sport: (spid) => listHref(path, { spid, market: view.market }),
        competition: (id) => listHref(path, { spid: view.spid, competition: id, market: view.market }),
        market: (market) => listHref(path, { spid: view.spid, competition, market }),
      },
    };
  }
  const view = topNavView(navType, filterType, spidParam, params.get('market'));
  const base = navType ?? 'today';
  const competition = base === 'competition' ? filterType : undefined;
  return {
    view,
    competition,
    links: {
      // A sport tab drops a sport from the path (the sport moves to ?spid=).
      sport: (spid) => listHref(paths.topNav.getHref(base), { spid, market: view.market }),
      competition: (id) => listHref(id ? paths.topNavFilter.getHref('competition', id) : paths.topNav.getHref('competition'), { spid: view.spid, market: view.market }),
      market: (market) => listHref(competition ? paths.topNavFilter.getHref('competition', competition) : filterType ? paths.topNavFilter.getHref(base, filterType) : paths.topNav.getHref(base), { spid: view.spid, market }),
    },
  };
}

/** The sport tabs with the summary's counts: its reads render the tabs alone, not the whole screen. */
function SummaryTabs({ activeSportId, count, hrefFor }: { activeSportId: number; count: 'live' | 'upcoming'; hrefFor: (spid: number) => string }) {
  const summaries = useSportsSummary(activeSportId);
  return <SportTabs activeSportId={activeSportId} summaries={summaries} count={count} hrefFor={hrefFor} />;
}

/** In-play, pre-match and the top-nav filters: one list screen over `sportsData`; in-play shows `below` under its lists. */
export function SportsListScreen({ kind, below }: { kind: ListKind; below?: ReactNode }) {
  const { t } = useTranslation();
  const { view, links, competition } = useListView(kind);
  const refetch = useListEvents(view.query, view.spid, view.listTypes);
  const sportName = sportNameOf(view.spid);
  const sportLabel = sportName ? t(`sports.${sportName}`) : '';
  const live = view.query.type === 'inplay';
  const subtitle = kind === 'topNav' ? t('sportsbook.topNav.subtitle', { sport: sportLabel }) : undefined;
  return (
    <Container size="lg" px={0}>
      <ScreenTitle title={t(view.titleKey)} subtitle={subtitle} />
      <SummaryTabs activeSportId={view.spid} count={live ? 'live' : 'upcoming'} hrefFor={links.sport} />
      {view.pickCompetition ? <CompetitionPicker spid={view.spid} active={competition} hrefFor={links.competition} /> : null}
      {view.switchMarket ? (
        <Group className={classes.marketSwitcherRow}>
          <Suspense fallback={null}>
            <MarketSwitcher value={view.market} choices={marketsOfSport(view.spid)} hrefFor={links.market} />
          </Suspense>
        </Group>
      ) : null}
      <EventList
        query={view.query}
        kind={view.market}
        dayHeadings={!live}
        compactEmpty={kind === 'inplay'}
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
      {kind === 'inplay' ? <StartingSoonAfterList query={view.query} spid={view.spid} below={below} /> : null}
    </Container>
  );
}

const isTrue = (settled: boolean) => settled;

/**
 * "Starting soon" once the list above has settled, as the list's rows see it: through the same
 * deferred first arrival (event-list.tsx), so the block appears in the render that replaces the skeleton
 * with the rows, never below a skeleton that then changes height (no layout shift).
 */
function StartingSoonAfterList({ query, spid, below }: { query: unknown; spid: number; below?: ReactNode }) {
  const listSettled = useDeferredArrival(useSelector((state: { sportsData: SportsDataState }) => selectListSettled(state, query)), isTrue);
  return <StartingSoon spid={spid} listSettled={listSettled} below={below} />;
}

export function InplayScreen({ below }: { below?: ReactNode }) {
  return <SportsListScreen kind="inplay" below={below} />;
}
export function PresportsScreen() {
  return <SportsListScreen kind="presports" />;
}
export function TopNavScreen() {
  return <SportsListScreen kind="topNav" />;
}

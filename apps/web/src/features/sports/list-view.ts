import { isUuid } from '@oddsmith/core';
import { sportIdFromParam, sportIdFromPath } from '../../config/sports';
import type { EventsQuery } from './api/sports-api';
import { listMarketFromParam, marketsOfSport, type ListMarket } from './list-market';
import type { ListType } from './types';

export type NavType = 'today' | 'tomorrow' | 'live' | 'competition' | 'sports';
const navTypes: readonly NavType[] = ['today', 'tomorrow', 'live', 'competition', 'sports'];

/** What a list screen shows: the request, the realtime lists it follows and its title key. */
export type ListView = {
  spid: number;
  query: EventsQuery;
  listTypes: ListType[];
  titleKey: string;
  /** The competition picker shows (pre-match lists and the top-nav competition list). */
  pickCompetition: boolean;
  /** The price columns (the market switcher of pre-match lists; in-play shows the match result). */
  market: ListMarket;
  /** The market switcher shows (pre-match lists). */
  switchMarket: boolean;
};

/** A competition id from the address; anything else (the server would refuse it) is no filter. */
function competitionFromParam(value: string | null | undefined): string | undefined {
  return value && isUuid(value) ? value : undefined;
}

/** The switcher's market from the address, when the sport offers it (else the match result). */
function marketFor(spid: number, marketParam: string | null): ListMarket {
  const market = listMarketFromParam(marketParam);
  return marketsOfSport(spid).includes(market) ? market : 'main';
}

/** The query with the switcher's market (the match result is every list's default, so it is not sent). */
function withMarket(query: EventsQuery, market: ListMarket): EventsQuery {
  return market === 'main' ? query : { ...query, market };
}

export function inplayView(spidParam: string | null): ListView {
  const spid = sportIdFromParam(spidParam);
  return { spid, query: { spid, type: 'inplay' }, listTypes: ['inplay'], titleKey: 'sportsbook.inplay.title', pickCompetition: false, market: 'main', switchMarket: false };
}

/** `/presports?spid=&competition=&market=`: pre-match of a sport; the filter and the columns live in the address. */
export function presportsView(spidParam: string | null, competitionParam: string | null = null, marketParam: string | null = null): ListView {
  const spid = sportIdFromParam(spidParam);
  const competitionId = competitionFromParam(competitionParam);
  const market = marketFor(spid, marketParam);
  const base: EventsQuery = competitionId ? { spid, type: 'presports', competitionId } : { spid, type: 'presports' };
  return { spid, query: withMarket(base, market), listTypes: ['presports'], titleKey: 'sportsbook.presports.title', pickCompetition: true, market, switchMarket: true };
}

/** A top-nav list's request and realtime lists before the market switcher. */
function topNavBase(navType: NavType, spid: number, competitionId: string | undefined): Pick<ListView, 'query' | 'listTypes'> {
  switch (navType) {
    case 'live':
      return { query: { spid, type: 'inplay' }, listTypes: ['inplay'] };
    case 'tomorrow':
      return { query: { spid, date: 'tomorrow' }, listTypes: ['presports'] };
    case 'sports':
      return { query: { spid, type: 'presports' }, listTypes: ['presports'] };
    case 'competition':
      return { query: competitionId ? { spid, competitionId } : { spid, type: 'presports' }, listTypes: ['inplay', 'presports'] };
    default:
      return { query: { spid, date: 'today' }, listTypes: ['inplay', 'presports'] };
  }
}

/**
 * `/top-nav/:navType[/:filterType]` and `/top-nav-filter/:navType/:filterType` (the same screen):
 * `navType` today | tomorrow | live | competition | sports (anything else reads as today);
 * `filterType` is a sport slug (soccer or football, tennis, cricket, basketball) or a sport id for
 * every navType but competition, where it is the competition id. The sport in the path wins;
 * without one the sport comes from `?spid=` (default cricket). Never from an earlier screen.
 */
export function topNavView(navTypeParam: string | undefined, filterType: string | undefined, spidParam: string | null, marketParam: string | null = null): ListView {
  const navType: NavType = navTypes.find((item) => item === navTypeParam) ?? 'today';
  const competitionId = navType === 'competition' && filterType ? filterType : undefined;
  // A segment that names no sport leaves the choice to `?spid=`.
  const fromPath = navType !== 'competition' && filterType ? sportIdFromPath(filterType) : null;
  const spid = fromPath ?? sportIdFromParam(spidParam);
  const switchMarket = navType !== 'live';
  const market = switchMarket ? marketFor(spid, marketParam) : 'main';
  const { query, listTypes } = topNavBase(navType, spid, competitionId);
  return { spid, query: withMarket(query, market), listTypes, titleKey: `sportsbook.topNav.${navType}`, pickCompetition: navType === 'competition', market, switchMarket };
}

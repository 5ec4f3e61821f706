import { sportIdFromParam, sportIdFromSlug } from '../../config/sports';
import type { EventsQuery } from './api/sports-api';
import type { ListType } from './types';

export type NavType = 'today' | 'tomorrow' | 'live' | 'competition' | 'sports';
const navTypes: readonly NavType[] = ['today', 'tomorrow', 'live', 'competition', 'sports'];

/** What a list screen shows: the request, the realtime lists it follows and its title key. */
export type ListView = {
  spid: number;
  query: EventsQuery;
  listTypes: ListType[];
  titleKey: string;
  /** The competition picker shows (top-nav competition without a competition chosen). */
  pickCompetition: boolean;
};

export function inplayView(spidParam: string | null): ListView {
  const spid = sportIdFromParam(spidParam);
  return { spid, query: { spid, type: 'inplay' }, listTypes: ['inplay'], titleKey: 'sportsbook.inplay.title', pickCompetition: false };
}

export function presportsView(spidParam: string | null): ListView {
  const spid = sportIdFromParam(spidParam);
  return { spid, query: { spid, type: 'presports' }, listTypes: ['presports'], titleKey: 'sportsbook.presports.title', pickCompetition: false };
}

/**
 * `/top-nav/:navType[/:filterType]` and `/top-nav-filter/:navType/:filterType` (the same screen):
 * `navType` today | tomorrow | live | competition | sports (anything else reads as today);
 * `filterType` is a sport slug (soccer, tennis, cricket, basketball) or a sport id for every
 * navType but competition, where it is the competition id. Without a sport in the path the sport
 * comes from `?spid=` (default cricket).
 */
export function topNavView(navTypeParam: string | undefined, filterType: string | undefined, spidParam: string | null): ListView {
  const navType: NavType = navTypes.find((item) => item === navTypeParam) ?? 'today';
  const competitionId = navType === 'competition' && filterType ? filterType : undefined;
  const fromPath = navType !== 'competition' && filterType ? (sportIdFromSlug(filterType) ?? sportIdFromParam(filterType)) : null;
  const spid = fromPath ?? sportIdFromParam(spidParam);
  const titleKey = `sportsbook.topNav.${navType}`;
  switch (navType) {
    case 'live':
      return { spid, query: { spid, type: 'inplay' }, listTypes: ['inplay'], titleKey, pickCompetition: false };
    case 'tomorrow':
      return { spid, query: { spid, date: 'tomorrow' }, listTypes: ['presports'], titleKey, pickCompetition: false };
    case 'sports':
      return { spid, query: { spid, type: 'presports' }, listTypes: ['presports'], titleKey, pickCompetition: false };
    case 'competition':
      return {
        spid,
        query: competitionId ? { spid, competitionId } : { spid, type: 'presports' },
        listTypes: ['inplay', 'presports'],
        titleKey,
        pickCompetition: true,
      };
    default:
      return { spid, query: { spid, date: 'today' }, listTypes: ['inplay', 'presports'], titleKey, pickCompetition: false };
  }
}

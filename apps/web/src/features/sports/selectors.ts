import { createSelector } from '@reduxjs/toolkit';
import type { GameState } from './game-slice';
import type { SportsDataState } from './sports-data-slice';
import type { SportEvent } from './types';

type WithSportsData = { sportsData: SportsDataState };

export type CompetitionGroup = { competitionId: string; competitionName: string; eventIds: string[] };

/**
 * Events grouped by competition, groups in order of their first event (the server's order: live
 * first, then by start time). Only ids: rows read their own event, so a price change re-renders one
 * row, not the list.
 */
export function groupByCompetition(events: readonly SportEvent[]): CompetitionGroup[] {
  const groups = new Map<string, CompetitionGroup>();
  for (const event of events) {
    const key = event.competition?.id ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { competitionId: key, competitionName: event.competition?.name ?? '', eventIds: [] };
      groups.set(key, group);
    }
    group.eventIds.push(event.id);
  }
  return [...groups.values()];
}

export const selectSportsEvents = (state: WithSportsData) => state.sportsData.sportsEvents;

export const selectCompetitionGroups = createSelector([selectSportsEvents], groupByCompetition);

/** Equality for `useSelector`: the same groups with the same ids in the same order. */
export function sameGroups(a: readonly CompetitionGroup[], b: readonly CompetitionGroup[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((group, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      group.competitionId === other.competitionId &&
      group.competitionName === other.competitionName &&
      group.eventIds.length === other.eventIds.length &&
      group.eventIds.every((id, at) => other.eventIds[at] === id)
    );
  });
}

/** One event of the list by id; Immer keeps an unchanged event's identity, so its row stays put. */
export const selectListEvent = (state: WithSportsData, id: string): SportEvent | undefined =>
  state.sportsData.sportsEvents.find((event) => event.id === id);

export const selectGame = (state: { game: GameState }) => state.game;

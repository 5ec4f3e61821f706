import { createSelector } from '@reduxjs/toolkit';
import type { GameState } from './game-slice';
import type { SportsDataState } from './sports-data-slice';
import type { SportEvent } from './types';

type WithSportsData = { sportsData: SportsDataState };

/** `day` is `live` for live events, else the local date of the start (`2026-11-24`), which heads the pre-match lists. */
export type CompetitionGroup = { competitionId: string; competitionName: string; day: string; eventIds: string[] };

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of an event's start (`live` while it is played). */
export function dayKeyOf(event: Pick<SportEvent, 'status' | 'startTime'>): string {
  if (event.status === 'live') return 'live';
  const date = new Date(event.startTime);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Events grouped by day and competition, groups in order of their first event (the server's order:
 * live first, then by start time). Only ids: rows read their own event, so a price change
 * re-renders one row, not the list.
 */
export function groupByCompetition(events: readonly SportEvent[]): CompetitionGroup[] {
  const groups = new Map<string, CompetitionGroup>();
  for (const event of events) {
    const competitionId = event.competition?.id ?? '';
    const day = dayKeyOf(event);
    const key = `${day}|${competitionId}`;
    let group = groups.get(key);
    if (!group) {
      group = { competitionId, competitionName: event.competition?.name ?? '', day, eventIds: [] };
      groups.set(key, group);
    }
    group.eventIds.push(event.id);
  }
  return [...groups.values()];
}

export const selectSportsEvents = (state: WithSportsData) => state.sportsData.sportsEvents;

export const selectCompetitionGroups = createSelector([selectSportsEvents], groupByCompetition);

/** The store's list belongs to `query` (a list left from another sport or type is not shown as this one). */
export function selectListIsFor(state: WithSportsData, query: unknown): boolean {
  return JSON.stringify(state.sportsData.query) === JSON.stringify(query);
}

/** The store's list for `query` has arrived or failed: what sits under it may take its place without pushing it around. */
export function selectListSettled(state: WithSportsData, query: unknown): boolean {
  return selectListIsFor(state, query) && (state.sportsData.status === 'succeeded' || state.sportsData.status === 'failed');
}

/** Equality for `useSelector`: the same groups with the same ids in the same order. */
export function sameGroups(a: readonly CompetitionGroup[], b: readonly CompetitionGroup[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((group, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      group.competitionId === other.competitionId &&
      group.day === other.day &&
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

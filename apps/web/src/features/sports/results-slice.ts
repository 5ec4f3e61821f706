import { createListSlice } from '../../lib/list-slice';

export type EventResult = { eventId: string; marketId: string; winnerOptionIds: string[]; settledAt: string };
/** Market results shown to staff and players (not persisted). */
export type ResultsState = { list: EventResult[] };

const resultsSlice = createListSlice<EventResult, 'list'>('results', 'list');

export const initialResultsState: ResultsState = resultsSlice.getInitialState();
export const resultsLoaded = resultsSlice.actions.loaded;
export const resultsReducer = resultsSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MarketOption = { id: string; name: string; odds: number | 'suspended' };
export type Market = { id: string; name: string; status: string; options: MarketOption[] };
export type SportEvent = {
  id: string;
  event_id: string;
  name: string;
  sportId: number;
  startTime: string;
  status: string;
  scores: unknown;
  marketsData: Market[];
};

export type SportsDataState = { sportsEvents: SportEvent[] };
export const initialSportsDataState: SportsDataState = { sportsEvents: [] };

export type EventUpdate = { event_id: string; marketsData: Market[]; scores: unknown };

const sportsDataSlice = createSlice({
  name: 'sportsData',
  initialState: initialSportsDataState,
  reducers: {
    eventsReplaced: (state, action: PayloadAction<SportEvent[]>) => {
      state.sportsEvents = action.payload;
    },
    eventsReset: () => initialSportsDataState,
    /** A further page of events: an event already listed (same id) is replaced in place. */
    eventsAppended: (state, action: PayloadAction<SportEvent[]>) => {
      const indexById = new Map(state.sportsEvents.map((event, index) => [event.id, index]));
      for (const event of action.payload) {
        const index = indexById.get(event.id);
        if (index === undefined) {
          indexById.set(event.id, state.sportsEvents.length);
          state.sportsEvents.push(event);
        } else {
          state.sportsEvents[index] = event;
        }
      }
    },
    /** A live update of one event (matched by event_id): new markets and scores. */
    eventUpdated: (state, action: PayloadAction<EventUpdate>) => {
      const event = state.sportsEvents.find((item) => item.event_id === action.payload.event_id);
      if (!event) return;
      event.marketsData = action.payload.marketsData;
      event.scores = action.payload.scores;
    },
  },
});

export const { eventsReplaced, eventsReset, eventsAppended, eventUpdated } = sportsDataSlice.actions;
export const sportsDataReducer = sportsDataSlice.reducer;

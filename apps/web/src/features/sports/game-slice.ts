import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SportEvent } from './sports-data-slice';

/** The event open on the game screen (not persisted). */
export type GameState = { event: SportEvent | null; status: 'idle' | 'loading' | 'succeeded' | 'failed' };
export const initialGameState: GameState = { event: null, status: 'idle' };

const gameSlice = createSlice({
  name: 'game',
  initialState: initialGameState,
  reducers: {
    gameOpened: (state) => {
      state.status = 'loading';
    },
    gameLoaded: (state, action: PayloadAction<SportEvent>) => {
      state.event = action.payload;
      state.status = 'succeeded';
    },
    gameClosed: () => initialGameState,
  },
});

export const { gameOpened, gameLoaded, gameClosed } = gameSlice.actions;
export const gameReducer = gameSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const pageTypes = ['sports', 'exchange', 'casino'] as const;
export type PageType = (typeof pageTypes)[number];
export type PageState = { pageType: PageType };

/** The product area the player is in; the sportsbook is the default. */
export const initialPageState: PageState = { pageType: 'sports' };

const pageSlice = createSlice({
  name: 'page',
  initialState: initialPageState,
  reducers: {
    pageEntered: (state, action: PayloadAction<PageType>) => {
      if (pageTypes.includes(action.payload)) state.pageType = action.payload;
    },
  },
});

export const { pageEntered } = pageSlice.actions;
export const pageReducer = pageSlice.reducer;

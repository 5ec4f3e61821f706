import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type CmsPage = { id: string; title: string; body: string };
/** CMS pages (terms, help) read by `/view-page/:id` (not persisted). */
export type PostState = { current: CmsPage | null };
export const initialPostState: PostState = { current: null };

const postSlice = createSlice({
  name: 'post',
  initialState: initialPostState,
  reducers: {
    pageLoaded: (state, action: PayloadAction<CmsPage>) => {
      state.current = action.payload;
    },
  },
});

export const { pageLoaded } = postSlice.actions;
export const postReducer = postSlice.reducer;

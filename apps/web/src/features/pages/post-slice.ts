import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicPage } from '@oddsmith/core';

/** The published page `/view-page/:id` shows: its sanitised HTML in the reader's language (or English). */
export type CmsPage = Pick<PublicPage, 'id' | 'slug' | 'language' | 'title' | 'html' | 'publishedAt'>;
/**
 * CMS pages (terms, privacy, help) read by `/view-page/:id` (not persisted): `current` is the page
 * on screen, `missing` the id or slug that has no published page (the screen's 404).
 */
export type PostState = { current: CmsPage | null; missing: string | null };
export const initialPostState: PostState = { current: null, missing: null };

const postSlice = createSlice({
  name: 'post',
  initialState: initialPostState,
  reducers: {
    pageLoaded: (state, action: PayloadAction<PublicPage>) => {
      const { id, slug, language, title, html, publishedAt } = action.payload;
      state.current = { id, slug, language, title, html, publishedAt };
      state.missing = null;
    },
    pageNotFound: (state, action: PayloadAction<string>) => {
      state.current = null;
      state.missing = action.payload;
    },
  },
});

export const { pageLoaded, pageNotFound } = postSlice.actions;
export const postReducer = postSlice.reducer;

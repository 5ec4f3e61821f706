import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBanner } from '@oddsmith/core';
import { bannersApi } from './api/banners-api';

/** A slide as the public list gives it (the contract's `PublicBanner`). */
export type Banner = PublicBanner;
/** The banner gallery shown by the landing slider: the last list the slider loaded. */
export type SliderState = { banners: Banner[] };

export const initialSliderState: SliderState = { banners: [] };

const sliderSlice = createSlice({
  name: 'slider',
  initialState: initialSliderState,
  reducers: {
    loaded: (state, action: PayloadAction<Banner[]>) => {
      state.banners = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(bannersApi.endpoints.publicBanners.matchFulfilled, (state, action) => {
      state.banners = action.payload.banners;
    });
  },
});

export const bannersLoaded = sliderSlice.actions.loaded;
export const sliderReducer = sliderSlice.reducer;

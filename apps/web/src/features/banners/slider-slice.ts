import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Banner = { id: string; imageUrl: string; title: string; link: string | null };
/** The banner gallery shown by the landing slider. */
export type SliderState = { banners: Banner[] };
export const initialSliderState: SliderState = { banners: [] };

const sliderSlice = createSlice({
  name: 'slider',
  initialState: initialSliderState,
  reducers: {
    bannersLoaded: (state, action: PayloadAction<Banner[]>) => {
      state.banners = action.payload;
    },
  },
});

export const { bannersLoaded } = sliderSlice.actions;
export const sliderReducer = sliderSlice.reducer;

import { createListSlice } from '../../lib/list-slice';

export type Banner = { id: string; imageUrl: string; title: string; link: string | null };
/** The banner gallery shown by the landing slider. */
export type SliderState = { banners: Banner[] };

const sliderSlice = createListSlice<Banner, 'banners'>('slider', 'banners');

export const initialSliderState: SliderState = sliderSlice.getInitialState();
export const bannersLoaded = sliderSlice.actions.loaded;
export const sliderReducer = sliderSlice.reducer;

import { createSlice } from '@reduxjs/toolkit';

export type ThemeState = 'dark' | 'light';
export const initialThemeState: ThemeState = 'dark';

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState as ThemeState,
  reducers: {
    themeToggled: (state): ThemeState => (state === 'dark' ? 'light' : 'dark'),
  },
});

export const { themeToggled } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;

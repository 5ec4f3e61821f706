import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Oddsmith's brand: a deep pitch green with a bright mint edge. */
const brand: MantineColorsTuple = [
  '#e4fcf3',
  '#d0f5e6',
  '#a3eacc',
  '#71dfb0',
  '#49d598',
  '#30cf89',
  '#1fcb80',
  '#0db36d',
  '#009f5f',
  '#008a4f',
];

/** Accent for prices and highlights. */
const gold: MantineColorsTuple = [
  '#fff9e0',
  '#fff1ca',
  '#ffe199',
  '#ffd062',
  '#ffc236',
  '#ffb918',
  '#ffb503',
  '#e39f00',
  '#ca8d00',
  '#af7900',
];

const fontStack =
  'Inter, "Segoe UI Variable", "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Devanagari", system-ui, sans-serif';

export const appTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: {
    brand,
    gold,
    dark: ['#c9d4cf', '#a6b3ad', '#7d8b85', '#56635d', '#2c3833', '#1e2925', '#16201c', '#101915', '#0b1310', '#070d0a'],
  },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 700 } },
    Loader: { defaultProps: { type: 'bars' } },
  },
});

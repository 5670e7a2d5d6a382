import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** The panel's text face and its fallbacks, as global.css sets them. */
export const FONT = "'Vazirmatn FD', Vazirmatn, Tahoma, sans-serif";

/**
 * Shades 7, 8 and 9 of Mantine's palettes, darkened until they read at WCAG AA on white, the page's grey and the
 * colour's own light tint: at least 4.6:1, 5.2:1 and 6.2:1 (decision 104). Shade 7 is the filled colour (white text
 * on it) and the colour of `c="red"` text; shade 9 is the text of light badges, alerts and buttons.
 */
const DARKER: Record<string, [string, string, string]> = {
  red: ['#c03232', '#b32727', '#a12222'],
  pink: ['#b82c5d', '#af2153', '#9c1c48'],
  grape: ['#9635ad', '#8c31a3', '#7b2a90'],
  violet: ['#6944da', '#613dcc', '#5436ac'],
  indigo: ['#3b59d4', '#3552c5', '#3046af'],
  blue: ['#1767af', '#155fa3', '#145490'],
  cyan: ['#0c7483', '#0a6a7a', '#095d6d'],
  teal: ['#097856', '#076f4f', '#066347'],
  green: ['#257934', '#227231', '#1f632d'],
  lime: ['#4d790f', '#436f0a', '#3d6209'],
  yellow: ['#935f00', '#905400', '#8a4700'],
  orange: ['#ad4805', '#a74009', '#98320b'],
};

const colors = Object.fromEntries(
  Object.entries(DARKER).map(([name, dark]) => [
    name,
    [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 7), ...dark] as unknown as MantineColorsTuple,
  ]),
);

export const theme = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  primaryColor: 'blue',
  colors,
  primaryShade: 7,
  defaultRadius: 'md',
  components: {
    // A closed dropdown is not mounted: Mantine keeps it by default, and floating-ui then positions it again on the
    // page's renders, each a forced style recalculation (decision 088). Select and the customer picker share this.
    Combobox: { defaultProps: { keepMounted: false } },
    // Every dialog's × is named for screen readers (docs/product/screens.md#keyboard-and-accessibility).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'بستن' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'بستن' } } },
    // A table wider than the phone scrolls sideways: the keyboard reaches it to scroll it too.
    TableScrollContainer: { defaultProps: { tabIndex: 0 } },
  },
});

/** Dimmed and placeholder text at WCAG AA on white and the page's grey (Mantine's read at 3.3:1 and 2.1:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#666d75',
  },
  dark: {},
});

import { createTheme } from '@mantine/core';

/** The panel's text face and its fallbacks, as global.css sets them. */
export const FONT = "'Vazirmatn FD', Vazirmatn, Tahoma, sans-serif";

export const theme = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  primaryColor: 'blue',
  defaultRadius: 'md',
  components: {
    // A closed dropdown is not mounted: Mantine keeps it by default, and floating-ui then positions it again on the
    // page's renders, each a forced style recalculation (decision 044). Select and the customer picker share this.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

import { createTheme } from '@mantine/core';

const FONT = "'Vazirmatn FD', Vazirmatn, Tahoma, sans-serif";

export const theme = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  primaryColor: 'blue',
  defaultRadius: 'md',
});

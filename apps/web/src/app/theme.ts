import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades than Mantine's defaults so text on and in primary keeps a 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Dimmed text in gray 7 (gray 6 is below the 4.5:1 contrast of WCAG AA on white). The hover
 * background of subtle and light primary controls is Mantine's indigo 2, on which their indigo 9
 * text reaches only 4.1:1; this shade between indigo 1 and 2 gives 4.7:1. Error text (field
 * messages) in red 8: Mantine's default red reaches only 3.6:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-indigo-light-hover': '#cad6ff',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

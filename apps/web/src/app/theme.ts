import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` as it is when it reads on `background` at 4.5:1, else darkened until it does. */
export function readableOn(colour: string, background: string): string {
  let readable = colour;
  for (let amount = 0.05; contrastRatio(readable, background) < MIN_CONTRAST; amount += 0.05) {
    readable = darken(colour, amount);
  }
  return readable;
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades than Mantine's defaults so text on and in primary keeps a 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  // Filled controls and badges write in black or white, whichever reads at 4.5:1 on their colour:
  // white is 4.5:1 up to this luminance, black from just below it (Mantine's 0.3 would leave
  // white on orange 8 at 3.6:1).
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Days of the neighbouring months are drawn at half opacity (2.4:1): not shown at all.
    DatePickerInput: { defaultProps: { hideOutsideDates: true } },
  },
});

/**
 * Per colour, in the light scheme: the text of light variants (badges, alerts, light buttons:
 * Mantine's shade 9 on the shade 1 tint is only 2.7:1 for yellow, 3.6:1 for orange, 3.8:1 for
 * green) darkened until it reads on the hover tint (shade 2); and coloured text (`c="green"`,
 * shade 8) darkened until it reads on white.
 */
function readableColourVariables(colors: Record<string, MantineColorsTuple>) {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    variables[`--mantine-color-${name}-text`] = readableOn(shades[8], '#ffffff');
  }
  return variables;
}

/**
 * Dimmed text in gray 7 (gray 6 is below the 4.5:1 contrast of WCAG AA on white). The hover
 * background of subtle and light primary controls is Mantine's indigo 2, on which their indigo 9
 * text reaches only 4.1:1; this shade between indigo 1 and 2 gives 4.7:1. Error text (field
 * messages) in red 8: Mantine's default red reaches only 3.6:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableColourVariables(resolved.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-indigo-light-hover': '#cad6ff',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

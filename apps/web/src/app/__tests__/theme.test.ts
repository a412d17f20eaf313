import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isLightColor } from '@mantine/core';
import { contrastRatio, cssVariablesResolver, readableOn, theme } from '../theme.ts';

const colours = Object.entries(DEFAULT_THEME.colors);
const resolved = {
  ...DEFAULT_THEME,
  ...theme,
  colors: DEFAULT_THEME.colors,
} as typeof DEFAULT_THEME;
const light = cssVariablesResolver(resolved).light;

describe('theme colours (WCAG AA, 4.5:1)', () => {
  it.each(colours)('%s: light variants read on their tint, also when hovered', (name, shades) => {
    const text = light[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(text, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: coloured text reads on white', (name) => {
    expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(colours)(
    '%s: filled controls write in the readable one of black and white',
    (_, shades) => {
      for (const shade of shades) {
        const text = isLightColor(shade, theme.luminanceThreshold) ? '#000000' : '#ffffff';
        expect(contrastRatio(text, shade)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps a colour that already reads, and darkens one that does not', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const orange = DEFAULT_THEME.colors.orange;
    expect(contrastRatio(orange[9], orange[1])).toBeLessThan(4.5);
    expect(contrastRatio(readableOn(orange[9], orange[1]), orange[1])).toBeGreaterThanOrEqual(4.5);
  });
});

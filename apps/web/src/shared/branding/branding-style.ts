import type { CSSProperties } from 'react';
import { darken, lighten, luminance } from '@mantine/core';
import type { BrandingSettings } from '@app/domain';
import { fontFamilyOf } from './menu-fonts.ts';

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour`, darkened (light page) or lightened (dark page) until it reads on `background`. */
function readableOn(colour: string, background: string, dark: boolean): string {
  let readable = colour;
  for (
    let amount = 0.1;
    contrast(readable, background) < MIN_CONTRAST && amount <= 1;
    amount += 0.1
  ) {
    readable = dark ? lighten(colour, amount) : darken(colour, amount);
  }
  return readable;
}

const palettes = {
  light: {
    background: '#ffffff',
    surface: '#f8f9fa',
    text: '#1a1b1e',
    dimmed: '#495057',
    border: '#dee2e6',
    positive: '#087f5b',
  },
  dark: {
    background: '#1a1b1e',
    surface: '#25262b',
    text: '#f1f3f5',
    dimmed: '#c1c2c5',
    border: '#373a40',
    positive: '#63e6be',
  },
} as const;

/** What the public menu (and the appearance preview) set on their outermost element. */
export interface BrandingLook {
  'data-mantine-color-scheme': 'light' | 'dark';
  style: CSSProperties;
}

/**
 * The look of an appearance as CSS variables scoped to one element: Mantine's own (body, text,
 * dimmed, border, fonts) so its components follow, and `--menu-*` for the page's parts. Every
 * colour keeps a 4.5:1 contrast: the primary colour is the header's background with black or
 * white text, and is darkened or lightened where it is text on the page.
 */
export function brandingLook(
  branding: Pick<BrandingSettings, 'theme' | 'primary_color' | 'fonts'>,
): BrandingLook {
  const dark = branding.theme === 'dark';
  const palette = palettes[branding.theme];
  const primary = branding.primary_color || null;
  const onPrimary =
    primary && contrast('#ffffff', primary) >= contrast('#000000', primary) ? '#ffffff' : '#000000';
  const style = {
    '--mantine-color-body': palette.background,
    '--mantine-color-text': palette.text,
    '--mantine-color-dimmed': palette.dimmed,
    '--mantine-color-default-border': palette.border,
    '--mantine-font-family': fontFamilyOf(branding.fonts.body),
    '--mantine-font-family-headings': fontFamilyOf(branding.fonts.heading),
    '--menu-surface': palette.surface,
    '--menu-positive': palette.positive,
    '--menu-accent': primary ?? palette.text,
    '--menu-accent-text': primary ? readableOn(primary, palette.surface, dark) : palette.text,
    '--menu-header-bg': primary ?? palette.background,
    '--menu-header-text': primary ? onPrimary : palette.text,
    '--menu-header-dimmed': primary ? onPrimary : palette.dimmed,
    backgroundColor: palette.background,
    color: palette.text,
    fontFamily: fontFamilyOf(branding.fonts.body),
  } as CSSProperties;
  return { 'data-mantine-color-scheme': branding.theme, style };
}

import '@fontsource-variable/inter';
import '@fontsource-variable/open-sans';
import '@fontsource-variable/nunito';
import '@fontsource-variable/montserrat';
import '@fontsource-variable/oswald';
import '@fontsource-variable/lora';
import '@fontsource-variable/merriweather';
import '@fontsource-variable/playfair-display';
import type { MenuFont } from '@app/domain';

/**
 * The web fonts of the public menu (docs/decisions/appearance.md): self-hosted, bundled by Vite
 * from their @fontsource-variable packages (one variable woff2 per font and script), so the
 * page never reaches another site. Importing this module adds only their `@font-face` rules: a
 * browser downloads a font's file when a text on screen first uses it.
 */
const SYSTEM_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const families: Record<Exclude<MenuFont, 'system'>, string> = {
  inter: '"Inter Variable", sans-serif',
  'open-sans': '"Open Sans Variable", sans-serif',
  nunito: '"Nunito Variable", sans-serif',
  montserrat: '"Montserrat Variable", sans-serif',
  oswald: '"Oswald Variable", sans-serif',
  lora: '"Lora Variable", serif',
  merriweather: '"Merriweather Variable", serif',
  'playfair-display': '"Playfair Display Variable", serif',
};

/** The CSS `font-family` of a menu font (the product's own stack for `system`). */
export function fontFamilyOf(font: MenuFont): string {
  return font === 'system' ? SYSTEM_STACK : `${families[font]}, ${SYSTEM_STACK}`;
}

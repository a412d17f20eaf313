import { describe, expect, it } from 'vitest';
import { validationErrorMap } from '../validation/zod-issues.ts';
import {
  defaultBrandingSettings,
  fontsOf,
  ZUpdateBrandingRequest,
  type UpdateBrandingRequest,
} from './appearance.ts';

function messages(request: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = ZUpdateBrandingRequest.safeParse(request, { error: validationErrorMap(locale) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const valid: UpdateBrandingRequest = {
  ...defaultBrandingSettings,
  display_name: '  Chez Maple  ',
  theme: 'dark',
  primary_color: '#0B7285',
  fonts: { heading: 'playfair-display', body: 'inter' },
  menu_languages: ['fr'],
  primary_language: 'fr',
  browse_style: 'gallery',
  card_style: 'vertical',
};

describe('ZUpdateBrandingRequest', () => {
  it('accepts the defaults and a full appearance, trimming the display name', () => {
    expect(ZUpdateBrandingRequest.parse(defaultBrandingSettings)).toEqual(defaultBrandingSettings);
    expect(ZUpdateBrandingRequest.parse(valid).display_name).toBe('Chez Maple');
  });

  it('refuses a colour that is not a hex code, in both languages', () => {
    expect(messages({ ...valid, primary_color: 'teal' })).toEqual({
      primary_color: "This colour isn't valid. Use a hex code such as #1A2B3C.",
    });
    expect(messages({ ...valid, primary_color: '#12345' }, 'fr-CA')).toEqual({
      primary_color: 'Cette couleur n’est pas valide. Utilisez un code hexadécimal comme #1A2B3C.',
    });
  });

  it('needs at least one menu language, and the primary language among them', () => {
    expect(messages({ ...valid, menu_languages: [] })).toMatchObject({
      menu_languages: 'This field is required.',
    });
    expect(messages({ ...valid, menu_languages: ['en'], primary_language: 'fr' })).toEqual({
      primary_language: 'The primary language must be one of the menu languages.',
    });
    expect(messages({ ...valid, menu_languages: ['en'], primary_language: 'fr' }, 'fr-CA')).toEqual(
      {
        primary_language: 'La langue principale doit faire partie des langues du menu.',
      },
    );
    expect(messages({ ...valid, menu_languages: ['fr', 'fr'] })).toEqual({
      menu_languages: "This value isn't valid.",
    });
    expect(messages({ ...valid, menu_languages: ['de'], primary_language: 'de' })).toHaveProperty(
      'primary_language',
    );
  });

  it('offers only the shipped fonts, themes, browse and card styles', () => {
    expect(messages({ ...valid, fonts: { heading: 'Comic Sans', body: 'inter' } })).toHaveProperty(
      'fonts.heading',
    );
    expect(messages({ ...valid, theme: 'blue' })).toHaveProperty('theme');
    expect(messages({ ...valid, browse_style: 'carousel' })).toHaveProperty('browse_style');
    expect(messages({ ...valid, card_style: 'diagonal' })).toHaveProperty('card_style');
  });

  it('limits the display name to 120 characters', () => {
    expect(messages({ ...valid, display_name: 'x'.repeat(121) })).toEqual({
      display_name: 'Must be 120 characters or fewer.',
    });
  });
});

describe('fontsOf', () => {
  it('reads stored fonts, unknown or missing ones as the system font', () => {
    expect(fontsOf({ heading: 'lora', body: 'Lato' })).toEqual({ heading: 'lora', body: 'system' });
    expect(fontsOf({})).toEqual({ heading: 'system', body: 'system' });
    expect(fontsOf(null)).toEqual({ heading: 'system', body: 'system' });
  });
});

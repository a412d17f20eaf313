import { useEffect } from 'react';
import type { Locale, PublicBranding } from '@app/domain';
import { changeLocale, rememberedLocale } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';

const localeOf = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<string, Locale>;

/**
 * Keeps the page in a language the location offers: the language the guest chose on this browser
 * (the switch) when it is offered, else the location's primary language. Choosing for the guest
 * is not remembered as their choice.
 */
export function usePublicMenuLanguage(branding: PublicBranding | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    if (!branding) return;
    const offered = branding.menu_languages.map((language) => localeOf[language]);
    const chosen = rememberedLocale();
    const wanted =
      chosen && offered.includes(chosen) ? chosen : localeOf[branding.primary_language];
    if (!offered.includes(locale) || (chosen === null && locale !== wanted)) {
      void changeLocale(wanted, { remember: false });
    }
  }, [branding, locale]);
}

import { useTranslation } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '@app/domain';

/** The active interface language; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (locales as readonly string[]).includes(language) ? (language as Locale) : defaultLocale;
}

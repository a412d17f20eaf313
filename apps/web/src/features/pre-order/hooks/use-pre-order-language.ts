import { useEffect, useRef } from 'react';
import type { Locale } from '@app/domain';
import { changeLocale, rememberedLocale } from '#i18n/i18n.ts';

/**
 * Opens the page in the suite owner's language (their setting, as their email was written),
 * unless this browser's visitor already chose one with the language switch; switching after
 * that is theirs. Choosing for them is not remembered as their choice.
 */
export function usePreOrderLanguage(ownerLocale: Locale | undefined): void {
  const applied = useRef(false);
  useEffect(() => {
    if (!ownerLocale || applied.current) return;
    applied.current = true;
    if (rememberedLocale() === null) void changeLocale(ownerLocale, { remember: false });
  }, [ownerLocale]);
}

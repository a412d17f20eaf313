import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';

/** Switches between en-CA and fr-CA; the label names the other language, in that language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const next = locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      lang={next}
      aria-label={t('language.switchLabel')}
      onClick={() => void changeLocale(next)}
    >
      {t('language.switch')}
    </Button>
  );
}

import { Button, type MantineColor } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * Switches between en-CA and fr-CA; the label names the other language, in that language.
 * `color` (default the primary colour) lets a page with its own colours keep it readable.
 */
export function LanguageSwitch({ color }: { color?: MantineColor } = {}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const next = locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  return (
    <Button
      variant="subtle"
      color={color}
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

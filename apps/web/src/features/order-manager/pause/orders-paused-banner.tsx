import { Alert, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { formatDateTime, ordersPausedAt, type Location } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/** The pause message of the interface language (French from `localization.fr`). */
export function pauseMessageOf(location: Location, language: 'en' | 'fr'): string {
  const options = location.order_options;
  const text =
    language === 'fr'
      ? options.localization.fr?.orders_paused_message
      : options.orders_paused_message;
  return text ?? '';
}

/**
 * "Ordering unavailable" (spec part 2 §8) while the active location is paused: until when (in the
 * location's time zone) or until resumed by hand, and the message guests see.
 */
export function OrdersPausedBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useActiveLocation();
  if (!ordersPausedAt(location, new Date())) return null;
  const until = location.orders_paused_until;
  const message = pauseMessageOf(location, locale === 'fr-CA' ? 'fr' : 'en');
  return (
    <Alert
      color="orange"
      icon={<IconPlayerPause size={18} aria-hidden />}
      title={t('orderManagerTools.pause.bannerTitle')}
    >
      <Text size="sm">
        {until
          ? t('orderManagerTools.pause.bannerUntil', {
              when: formatDateTime(until, locale, location.timezone),
            })
          : t('orderManagerTools.pause.bannerUntilResumed')}
      </Text>
      {message && (
        <Text size="sm" fs="italic">
          {message}
        </Text>
      )}
    </Alert>
  );
}

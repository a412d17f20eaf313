import { Alert, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { OrderingConfig } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * "Ordering is paused" over the order being taken (spec part 2 §8): the server refuses a new
 * order while the location is paused, so the screen says so first, with the location's message
 * in the interface language (French from `localization.fr`, else the English one).
 */
export function OrdersPausedNotice({ paused }: { paused: OrderingConfig['ordersPaused'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!paused.paused) return null;
  const french = paused.localization.fr?.orders_paused_message;
  const message = (locale === 'fr-CA' ? french : null) ?? paused.message;
  return (
    <Alert
      role="status"
      color="orange"
      icon={<IconPlayerPause size={18} aria-hidden />}
      title={t('orders.paused.title')}
    >
      <Text size="sm">{t('orders.paused.body')}</Text>
      {message && (
        <Text size="sm" fs="italic">
          {message}
        </Text>
      )}
    </Alert>
  );
}

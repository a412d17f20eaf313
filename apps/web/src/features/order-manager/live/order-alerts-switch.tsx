import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { orderAlertsMuted, useOrderAlertsMuted } from './order-alerts-muted.ts';

/**
 * The order manager's sound switch: on = alerts ring in this browser (remembered here). Shown
 * only where the location plays order sounds (`menu_manager_config.allow_order_manager_sound`).
 */
export function OrderAlertsSwitch() {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const muted = useOrderAlertsMuted();
  if (!location.menu_manager_config.allow_order_manager_sound) return null;
  return (
    <Switch
      label={t('orderLive.alerts.switch')}
      description={muted ? t('orderLive.alerts.muted') : t('orderLive.alerts.on')}
      checked={!muted}
      onChange={(event) => orderAlertsMuted.set(!event.currentTarget.checked)}
    />
  );
}

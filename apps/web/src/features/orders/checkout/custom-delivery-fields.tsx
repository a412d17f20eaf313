import { Select, SimpleGrid } from '@mantine/core';
import type { Delivery, DeliveryConfig } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { FieldErrors } from './field-errors.ts';
import { localizedDeliveryPlace } from '#shared/orders/localized-labels.ts';

interface CustomDeliveryFieldsProps {
  delivery: Delivery;
  places: DeliveryConfig['custom'];
  onChange: (patch: Partial<Delivery>) => void;
  errors: FieldErrors;
}

/**
 * Custom delivery: one of the location's delivery places, then one of its areas. Labels are in
 * the interface language; the order keeps the primary names.
 */
export function CustomDeliveryFields({
  delivery,
  places,
  onChange,
  errors,
}: CustomDeliveryFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = places.map((place) => localizedDeliveryPlace(place, locale));
  const chosen = shown.find((place) => place.value === delivery.location);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('checkout.delivery.location')}
        data={shown.map(({ value, label }) => ({ value, label }))}
        value={delivery.location}
        allowDeselect={false}
        error={errors['delivery.location']}
        onChange={(location) => onChange({ location, area: null })}
      />
      <Select
        label={t('checkout.delivery.area')}
        data={chosen?.areas ?? []}
        disabled={!chosen || chosen.areas.length === 0}
        value={delivery.area}
        error={errors['delivery.area']}
        onChange={(area) => onChange({ area })}
      />
    </SimpleGrid>
  );
}

import { Alert, Fieldset, Stack } from '@mantine/core';
import { deliveryOffered, type Delivery, type DeliveryConfig } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { AddressField } from './address-field.tsx';
import { CountedTextarea } from './counted-textarea.tsx';
import { CustomDeliveryFields } from './custom-delivery-fields.tsx';
import type { FieldErrors } from './field-errors.ts';

interface DeliverySectionProps {
  delivery: Delivery | null;
  config: DeliveryConfig;
  onChange: (delivery: Delivery) => void;
  errors: FieldErrors;
}

/** A delivery of the location's kind with nothing chosen yet. */
function emptyDelivery(type: Delivery['type']): Delivery {
  return {
    type,
    address: null,
    location: null,
    area: null,
    section: null,
    row: null,
    seat: null,
    instructions: '',
  };
}

/**
 * Where the order goes, by the location's delivery setting: an address picked from the
 * geocoder's suggestions, or a custom location and area; then delivery instructions. Other
 * delivery settings take no order (`deliveryOffered`): a saved delivery whose location has
 * changed its setting since says so.
 */
export function DeliverySection({ delivery, config, onChange, errors }: DeliverySectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const type = config.type;
  if (!deliveryOffered(config) || type === null) {
    return (
      <Fieldset legend={t('checkout.delivery.title')}>
        <Alert color="red">{errorMessage('delivery_config_invalid', locale)}</Alert>
      </Fieldset>
    );
  }
  const current = delivery?.type === type ? delivery : emptyDelivery(type);
  const change = (patch: Partial<Delivery>) => onChange({ ...current, ...patch });

  return (
    <Fieldset legend={t('checkout.delivery.title')}>
      <Stack gap="sm">
        {type === 'address' && (
          <AddressField
            address={current.address}
            config={config}
            error={errors['delivery.address']}
            onChange={(address) => change({ address })}
          />
        )}
        {type === 'custom' && (
          <CustomDeliveryFields
            delivery={current}
            places={config.custom}
            errors={errors}
            onChange={change}
          />
        )}
        <CountedTextarea
          label={t('checkout.delivery.instructions')}
          value={current.instructions}
          error={errors['delivery.instructions']}
          onChange={(instructions) => change({ instructions })}
        />
      </Stack>
    </Fieldset>
  );
}

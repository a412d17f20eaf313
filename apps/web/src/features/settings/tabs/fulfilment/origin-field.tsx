import { useRef, useState } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeliveryAddress } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useAddressSuggestions } from '#shared/orders/address-suggestions.ts';

interface OriginFieldProps {
  /** The origin's label, and whether it was picked (it has its point). */
  label: string;
  picked: boolean;
  error: string | undefined;
  onPick: (address: DeliveryAddress | null) => void;
}

/**
 * Where deliveries leave from: typed text brings the geocoder's suggestions (as the checkout's
 * address does, through the delivery settings' own call), and only a suggestion picked from the list counts; typing again drops
 * the point. The picked suggestion's precision is said under the field.
 */
export function OriginField({ label, picked, error, onPick }: OriginFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(label);
  const [precision, setPrecision] = useState<DeliveryAddress['precision']>(undefined);
  const pickedLabel = useRef<string | null>(null);
  const [debounced] = useDebouncedValue(text, 300);
  const suggestions = useAddressSuggestions(
    debounced,
    !picked || debounced !== label,
    '/settings/delivery/address-suggestions',
  );
  const options = new Map<string, DeliveryAddress>();
  for (const suggestion of suggestions.data ?? []) options.set(suggestion.label, suggestion);

  return (
    <Autocomplete
      label={t('settingsFulfilment.delivery.origin')}
      description={
        picked && precision
          ? t(`settingsFulfilment.precision.${precision}`)
          : t('settingsFulfilment.delivery.originHint')
      }
      withAsterisk
      autoComplete="off"
      value={text}
      data={[...options.keys()]}
      filter={({ options: all }) => all}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
      error={error}
      onChange={(value) => {
        setText(value);
        if (value === pickedLabel.current) return;
        pickedLabel.current = null;
        if (picked) onPick(null);
      }}
      onOptionSubmit={(choice) => {
        const address = options.get(choice);
        if (!address) return;
        pickedLabel.current = choice;
        setText(choice);
        setPrecision(address.precision ?? 'address');
        onPick(address);
      }}
    />
  );
}

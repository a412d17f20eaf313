import { useRef, useState } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { deliveryAddressProblem, type DeliveryAddress, type DeliveryConfig } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useAddressSuggestions } from '#shared/orders/address-suggestions.ts';
import { requiredProps } from './field-errors.ts';

/** Pause in typing before the geocoder is asked (one call per pause, not per key). */
export const ADDRESS_DEBOUNCE_MS = 300;

interface AddressFieldProps {
  address: DeliveryAddress | null;
  config: DeliveryConfig;
  onChange: (address: DeliveryAddress | null) => void;
  error: string | undefined;
}

/**
 * The delivery address (spec part 2 §5): typed text brings suggestions from the geocoder, and
 * only a suggestion picked from the list counts; typing again drops the picked address. The
 * domain's `deliveryAddressProblem` says at once when the picked address is not precise, not
 * valid or outside the location's radius.
 */
export function AddressField({ address, config, onChange, error }: AddressFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(address?.label ?? '');
  const [left, setLeft] = useState(false);
  // The list reports a pick first, then the text it puts in the field: that text must not drop
  // the address just picked.
  const pickedLabel = useRef<string | null>(null);
  const [debounced] = useDebouncedValue(text, ADDRESS_DEBOUNCE_MS);
  const searching = address === null || debounced !== address.label;
  const suggestions = useAddressSuggestions(debounced, searching);

  // Labels are the options' values; the same label twice would be one option anyway.
  const options = new Map<string, DeliveryAddress>();
  for (const suggestion of suggestions.data ?? []) {
    if (!options.has(suggestion.label)) options.set(suggestion.label, suggestion);
  }

  const problem = config.origin
    ? deliveryAddressProblem(address, config.origin, config.radius_km ?? Number.POSITIVE_INFINITY)
    : null;
  // "Select from the list" waits until the field is left; what is wrong with a picked address
  // shows at once.
  const shownProblem =
    problem && (address !== null || (left && text.trim() !== '')) ? problem : null;

  return (
    <Autocomplete
      label={t('checkout.delivery.address')}
      placeholder={t('checkout.delivery.addressPlaceholder')}
      {...requiredProps(true)}
      autoComplete="off"
      value={text}
      data={[...options.keys()]}
      // The geocoder already matched the text; the list shows its answer as it is.
      filter={({ options: all }) => all}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
      error={error ?? (shownProblem ? errorMessage(shownProblem, locale) : undefined)}
      onBlur={() => setLeft(true)}
      onChange={(value) => {
        setText(value);
        if (value === pickedLabel.current) return;
        pickedLabel.current = null;
        if (address) onChange(null);
      }}
      onOptionSubmit={(label) => {
        const picked = options.get(label);
        if (!picked) return;
        pickedLabel.current = label;
        setText(label);
        onChange(picked);
      }}
    />
  );
}

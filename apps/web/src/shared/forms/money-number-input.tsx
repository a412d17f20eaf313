import { useState, type FocusEvent } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { fromCents, toCents, validationIssue, validationMessage } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';

/** The amount held by the field, or null while it is empty or not a number. */
function amountOf(value: NumberInputProps['value']): number | null {
  if (value === undefined || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * An amount of money typed the interface language's way: "$8.49" in English, "8,49 $" in French
 * (either separator may be typed), no spin buttons. Nothing typed is dropped or changed
 * silently (docs/decisions/web-app.md):
 * - more than two decimals may be typed; leaving the field rounds the amount to the cent, half
 *   up, by the domain's money rules (12.505 → 12.51), then two decimals are shown ("2,5" →
 *   "2,50");
 * - a minus sign stays, and the field says "Price cannot be negative." (the server refuses it
 *   too) unless the caller shows an error of its own.
 * A caller's `leftSection` (a colour swatch, say) moves the "$" to the right. Everything else is
 * Mantine's `NumberInput`: the caller decides how the value is kept (number or text).
 */
export function MoneyNumberInput({ leftSection, onBlur, error, ...props }: NumberInputProps) {
  const locale = useLocale();
  const french = locale === 'fr-CA';
  const [typing, setTyping] = useState(false);
  const amount = amountOf(props.value);
  const negative = amount !== null && amount < 0;

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setTyping(false);
    if (amount !== null) {
      const rounded = fromCents(toCents(String(props.value)));
      if (rounded !== amount) props.onChange?.(rounded);
    }
    onBlur?.(event);
  };

  return (
    <NumberInput
      decimalScale={typing ? undefined : 2}
      fixedDecimalScale={!typing}
      decimalSeparator={french ? ',' : '.'}
      allowedDecimalSeparators={['.', ',']}
      hideControls
      leftSection={leftSection ?? (french ? undefined : '$')}
      rightSection={french || leftSection ? '$' : undefined}
      error={
        error ??
        (negative ? validationMessage(validationIssue('priceNegative'), locale) : undefined)
      }
      {...props}
      onFocus={(event) => {
        setTyping(true);
        props.onFocus?.(event);
      }}
      onBlur={leave}
    />
  );
}

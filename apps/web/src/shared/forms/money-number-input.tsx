import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * An amount of money typed the interface language's way: "$8.49" in English, "8,49 $" in French
 * (either separator may be typed), never negative, no spin buttons. Always two decimals: "2,5"
 * shows "2,50" once the field is left, and typing "2" shows "2,00" with the caret after the "2",
 * so "2,5" typed next gives "2,50". A caller's `leftSection` (a colour swatch, say) moves the "$"
 * to the right. Everything else is Mantine's `NumberInput`: the caller decides how the value is
 * kept (number or text).
 */
export function MoneyNumberInput({ leftSection, ...props }: NumberInputProps) {
  const french = useLocale() === 'fr-CA';
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={french ? ',' : '.'}
      allowedDecimalSeparators={['.', ',']}
      allowNegative={false}
      hideControls
      leftSection={leftSection ?? (french ? undefined : '$')}
      rightSection={french || leftSection ? '$' : undefined}
      {...props}
    />
  );
}

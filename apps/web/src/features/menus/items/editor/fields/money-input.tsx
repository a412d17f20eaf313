import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '#i18n/use-locale.ts';

type MoneyInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<NumberInputProps, 'value' | 'onChange' | 'name'>;

/**
 * A price field of the item editor, set up like the add-on editor's prices: two decimals, the
 * decimal separator and the "$" side of the interface language ("8,49 $" / "$8.49"). Either
 * separator may be typed. The form keeps the amount as text (`"8.49"`), as the item form expects.
 */
export function MoneyInput<T extends FieldValues>({
  control,
  name,
  leftSection,
  ...props
}: MoneyInputProps<T>) {
  const locale = useLocale();
  const french = locale === 'fr-CA';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
          // The stored text always uses "." (e.g. "8.49"): read it as a number, not as typed text.
          valueIsNumericString
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(String(value))}
        />
      )}
    />
  );
}

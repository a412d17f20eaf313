import type { NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';

type MoneyInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<NumberInputProps, 'value' | 'onChange' | 'name'>;

/**
 * A price field of the item editor (the shared money field, two decimals always shown). The form
 * keeps the amount as text (`"8.49"`), as the item form expects.
 */
export function MoneyInput<T extends FieldValues>({ control, name, ...props }: MoneyInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyNumberInput
          fixedDecimalScale
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

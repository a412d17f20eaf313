import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';

interface NullableNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null;
  onChange: (value: number | null) => void;
}

/**
 * A number field whose form value is a number or null (empty). The text typed is kept as typed
 * ("0." on the way to "0.5"), so a half-typed number is never wiped by the form's value.
 */
export function NullableNumberInput({ value, onChange, ...props }: NullableNumberInputProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  const typed = text === '' ? null : Number(text);
  // The text typed while it reads as the form's value; the form's value once it changed
  // elsewhere (a reset after saving).
  const shown = typed === value ? text : (value ?? '');
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        setText(next);
        const number = next === '' ? null : Number(next);
        onChange(number !== null && Number.isFinite(number) ? number : null);
      }}
    />
  );
}

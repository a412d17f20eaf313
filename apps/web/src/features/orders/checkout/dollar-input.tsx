import type { NumberInputProps } from '@mantine/core';
import { MoneyNumberInput } from '#shared/forms/money-number-input.tsx';

type DollarInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** Dollars; null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
};

/** Most an amount typed at checkout may be, in dollars (the order schema's limit). */
const CHECKOUT_AMOUNT_MAX = 100_000;

/** An amount typed at checkout (a tip, a voucher): the shared money field, empty read as null. */
export function DollarInput({ value, onChange, ...props }: DollarInputProps) {
  return (
    <MoneyNumberInput
      max={CHECKOUT_AMOUNT_MAX}
      {...props}
      value={value ?? ''}
      onChange={(next) =>
        onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))
      }
    />
  );
}

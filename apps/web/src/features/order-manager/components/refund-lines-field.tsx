import { NumberInput, Stack } from '@mantine/core';
import type { CartItem } from '@app/domain';
import { useTranslation } from 'react-i18next';

interface RefundLinesFieldProps {
  items: CartItem[];
  /** Quantity to refund by cart index. */
  value: Record<number, number>;
  onChange: (value: Record<number, number>) => void;
}

/** How many units of each line to refund (0 to the line's quantity). */
export function RefundLinesField({ items, value, onChange }: RefundLinesFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <NumberInput
          key={item.cartIndex}
          label={t('orderManager.refund.lineQuantity', { name: item.name })}
          min={0}
          max={item.quantity}
          allowDecimal={false}
          clampBehavior="strict"
          value={value[item.cartIndex] ?? 0}
          onChange={(quantity) =>
            onChange({ ...value, [item.cartIndex]: typeof quantity === 'number' ? quantity : 0 })
          }
        />
      ))}
    </Stack>
  );
}

import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for assistive technology ("Quantity of Fries"). */
  label: string;
  /** Shown beside the buttons instead of the bare number (e.g. "×2"). */
  display?: string;
}

/**
 * − count + with touch-sized buttons (44 px) for a counter tablet. The buttons say what they
 * count; the count is announced when it changes.
 */
export function QuantityStepper({
  value,
  min = 0,
  max,
  onChange,
  label,
  display,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        size="xl"
        variant="default"
        aria-label={t('orders.quantity.decrease', { what: label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Text miw={32} ta="center" fw={600} aria-live="polite">
        {display ?? value}
      </Text>
      <ActionIcon
        size="xl"
        variant="default"
        aria-label={t('orders.quantity.increase', { what: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

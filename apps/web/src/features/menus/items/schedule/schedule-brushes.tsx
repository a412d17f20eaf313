import { Box, Chip, Group, Stack, Text } from '@mantine/core';
import { REGULAR_SLOT, UNAVAILABLE_SLOT } from '@app/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../editor/fields/money-input.tsx';
import { AddRowButton, RemoveRowButton } from '../editor/row-buttons.tsx';
import type { ItemFormValues } from '../editor/item-form-values.ts';
import { codeColour } from './schedule-codes.ts';

interface ScheduleBrushesProps {
  brush: string;
  onBrush: (code: string) => void;
  /** The price codes with an amount, in order. */
  codes: string[];
  onAddCode: () => void;
  onRemoveCode: (code: string) => void;
}

export function Swatch({ code }: { code: string }) {
  return (
    <Box
      component="span"
      w={14}
      h={14}
      bg={codeColour(code)}
      style={{ display: 'inline-block', borderRadius: 3, border: '1px solid #868e96' }}
      aria-hidden
    />
  );
}

/**
 * The brush a drag paints with (also the schedule's legend): regular price, unavailable, or a
 * price code with its amount (`additional_prices`).
 */
export function ScheduleBrushes(props: ScheduleBrushesProps) {
  const { brush, onBrush, codes, onAddCode, onRemoveCode } = props;
  const { t } = useTranslation();
  const { control, formState } = useFormContext<ItemFormValues>();
  const amountErrors = formState.errors.additional_prices as
    Record<string, { message?: string } | undefined> | undefined;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="schedule-brush-label">
        {t('items.schedule.brush')}
      </Text>
      <Chip.Group multiple={false} value={brush} onChange={onBrush}>
        <Group gap="xs" role="radiogroup" aria-labelledby="schedule-brush-label">
          <Chip value={REGULAR_SLOT} icon={<Swatch code={REGULAR_SLOT} />}>
            {t('items.schedule.regular')}
          </Chip>
          <Chip value={UNAVAILABLE_SLOT} icon={<Swatch code={UNAVAILABLE_SLOT} />}>
            {t('items.schedule.unavailable')}
          </Chip>
          {codes.map((code) => (
            <Chip key={code} value={code} icon={<Swatch code={code} />}>
              {t('items.schedule.codeBrush', { code })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {codes.length > 0 && (
        <Group gap="md" align="flex-start">
          {codes.map((code) => (
            <Group key={code} gap={4} align="flex-end" wrap="nowrap">
              <MoneyInput
                control={control}
                name={`additional_prices.${code}`}
                w={190}
                label={t('items.schedule.codeAmount', { code })}
                leftSection={<Swatch code={code} />}
                error={amountErrors?.[code]?.message}
              />
              <RemoveRowButton
                mb={4}
                label={t('items.schedule.removeCode', { code })}
                onClick={() => onRemoveCode(code)}
              />
            </Group>
          ))}
        </Group>
      )}
      <AddRowButton onClick={onAddCode}>{t('items.schedule.addCode')}</AddRowButton>
    </Stack>
  );
}

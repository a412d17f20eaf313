import { useCallback, useState } from 'react';
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import {
  REGULAR_SLOT,
  UNAVAILABLE_SLOT,
  paintSchedule,
  regularSchedule,
  type PriceSchedule,
} from '@app/domain';
import { IconEraser, IconRestore } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemFormValues } from '../editor/item-form-values.ts';
import { PriceNow } from './price-now.tsx';
import { ScheduleBrushes, Swatch } from './schedule-brushes.tsx';
import { PRICE_CODES, codesInSchedule, eraseCode, nextPriceCode } from './schedule-codes.ts';
import { ScheduleGrid, type ScheduleCorners } from './schedule-grid.tsx';
import { ScheduleRangeForm } from './schedule-range-form.tsx';
import { ScheduleSummary } from './schedule-summary.tsx';

const byCodeOrder = (a: string, b: string) => PRICE_CODES.indexOf(a) - PRICE_CODES.indexOf(b);

/**
 * The item's weekly price schedule (spec part 1 §5): choose a brush, then drag across the grid
 * (or use the range form) to paint quarter-hours with the regular price, "unavailable" or a
 * price code whose amount is set here. Shows the price right now and the schedule in words.
 */
export function PriceScheduleField() {
  const { t } = useTranslation();
  const { control, setValue, getValues, formState } = useFormContext<ItemFormValues>();
  const schedule = useWatch({ control, name: 'price_schedule' });
  const amounts = useWatch({ control, name: 'additional_prices' }) ?? {};
  const basePrice = useWatch({ control, name: 'base_price' });
  const [brush, setBrush] = useState<string>(UNAVAILABLE_SLOT);
  const codes = [...new Set([...Object.keys(amounts), ...codesInSchedule(schedule)])].sort(
    byCodeOrder,
  );

  const setSchedule = useCallback(
    (next: PriceSchedule) => setValue('price_schedule', next, { shouldDirty: true }),
    [setValue],
  );
  const paint = useCallback(
    (corners: ScheduleCorners, code: string) =>
      setSchedule(paintSchedule(getValues('price_schedule'), corners, code)),
    [getValues, setSchedule],
  );
  const paintWithBrush = useCallback(
    (corners: ScheduleCorners) => paint(corners, brush),
    [paint, brush],
  );

  const addCode = () => {
    const code = nextPriceCode(codes);
    if (!code) return;
    setValue(
      'additional_prices',
      { ...getValues('additional_prices'), [code]: '' },
      {
        shouldDirty: true,
      },
    );
    setBrush(code);
  };
  const removeCode = (code: string) => {
    const { [code]: _removed, ...rest } = getValues('additional_prices');
    setValue('additional_prices', rest, { shouldDirty: true });
    setSchedule(eraseCode(getValues('price_schedule'), code));
    if (brush === code) setBrush(UNAVAILABLE_SLOT);
  };
  const saved = formState.defaultValues?.price_schedule as PriceSchedule | undefined;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="schedule-hint">
        {t('items.schedule.hint')}
      </Text>
      <ScheduleBrushes
        brush={brush}
        onBrush={setBrush}
        codes={codes}
        onAddCode={addCode}
        onRemoveCode={removeCode}
      />
      <ScrollArea type="auto" offsetScrollbars>
        <ScheduleGrid
          schedule={schedule}
          brush={brush}
          onPaint={paintWithBrush}
          label={t('items.schedule.gridLabel')}
          describedBy="schedule-hint"
        />
      </ScrollArea>
      <Group gap="md" aria-label={t('items.schedule.legend')} role="list">
        {[REGULAR_SLOT, UNAVAILABLE_SLOT, ...codes].map((code) => (
          <Group key={code} gap={4} role="listitem">
            <Swatch code={code} />
            <Text size="xs">
              {code === REGULAR_SLOT
                ? t('items.schedule.regular')
                : code === UNAVAILABLE_SLOT
                  ? t('items.schedule.unavailable')
                  : t('items.schedule.codeBrush', { code })}
            </Text>
          </Group>
        ))}
      </Group>
      <ScheduleRangeForm codes={codes} brush={brush} onPaint={paint} />
      <Group gap="sm">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconEraser size={14} />}
          onClick={() => setSchedule(regularSchedule())}
        >
          {t('items.schedule.clear')}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconRestore size={14} />}
          disabled={!saved}
          onClick={() => saved && setSchedule(saved)}
        >
          {t('items.schedule.reset')}
        </Button>
      </Group>
      <PriceNow basePrice={basePrice} schedule={schedule} amounts={amounts} />
      <ScheduleSummary schedule={schedule} amounts={amounts} />
    </Stack>
  );
}

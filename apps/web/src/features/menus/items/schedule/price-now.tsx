import { Text } from '@mantine/core';
import {
  dayOfWeekName,
  itemPriceAt,
  parsePriceInput,
  scheduleSlotAt,
  slotStartTime,
  toCents,
  type DayOfWeek,
  type PriceSchedule,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

interface PriceNowProps {
  basePrice: string;
  schedule: PriceSchedule;
  amounts: Record<string, string>;
}

/** What a guest would pay right now, in the location's time zone, with the edited schedule. */
export function PriceNow({ basePrice, schedule, amounts }: PriceNowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { timezone } = useActiveLocation();
  const { money } = useFormatters(timezone);
  const now = new Date();
  const slot = scheduleSlotAt(now, timezone);
  const additional = Object.fromEntries(
    Object.entries(amounts)
      .filter(([, amount]) => amount.trim() !== '')
      .map(([code, amount]) => [code, parsePriceInput(amount)]),
  );
  const price = itemPriceAt(
    {
      base_price: parsePriceInput(basePrice),
      price_schedule: schedule,
      additional_prices: additional,
    },
    now,
    timezone,
  );
  const when = slot
    ? t('items.schedule.nowAt', {
        // Mid-sentence: the language's own case ("samedi", "Saturday").
        day: dayOfWeekName(slot.day as DayOfWeek, locale),
        time: slotStartTime(slot.slot),
      })
    : '';
  return (
    <Text size="sm" aria-live="polite">
      {price.available
        ? t('items.schedule.priceNow', { when, price: money(toCents(price.price)) })
        : t('items.schedule.unavailableNow', { when })}
    </Text>
  );
}

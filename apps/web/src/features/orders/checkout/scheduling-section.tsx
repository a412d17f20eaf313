import { Fieldset, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  asapAllowed,
  formatDateTime,
  formatTime,
  scheduleAllowed,
  toIsoDate,
  type MenuTimingFlags,
  type OrderType,
  type Pickup,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { useNextQueueTime } from './api/get-next-queue-time.ts';
import { useScheduling } from './api/get-scheduling.ts';
import { CalendarDateInput } from './calendar-date-input.tsx';
import { isWeekend } from './calendar-date.ts';
import type { FieldErrors } from './field-errors.ts';
import { TimeSlotSelect } from './time-slot-select.tsx';

interface SchedulingSectionProps {
  type: OrderType;
  menu: MenuTimingFlags & { id: number };
  pickup: Pickup;
  timeZone: string;
  onChange: (patch: Partial<Pickup>) => void;
  errors: FieldErrors;
}

/**
 * When the order is due, as the domain allows for the order type and menu: as soon as possible
 * (`asapAllowed`; the next ready time comes from the kitchen's queue) or scheduled
 * (`scheduleAllowed`). A scheduled order picks a date inside the window the server gives
 * (weekends closed when the location excludes them), then one of that date's times; full times
 * cannot be chosen, the places left are shown.
 */
export function SchedulingSection({
  type,
  menu,
  pickup,
  timeZone,
  onChange,
  errors,
}: SchedulingSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const canAsap = asapAllowed(type, menu);
  const canSchedule = scheduleAllowed(type, menu);
  const scheduled = canSchedule && (pickup.scheduled || !canAsap);

  const next = useNextQueueTime(menu.id, canAsap && !scheduled);
  const windowQuery = useScheduling(menu.id, type, null, scheduled);
  const day = useScheduling(
    menu.id,
    type,
    pickup.dueByDate,
    scheduled && pickup.dueByDate !== null,
  );
  if (!canAsap && !canSchedule) return null;

  const nextText = () => {
    if (!next.data) return null;
    const zone = windowQuery.data?.timeZone ?? timeZone;
    const today = toIsoDate(new Date(), zone) === toIsoDate(next.data.dueAt, zone);
    const time = today
      ? formatTime(next.data.dueAt, zone)
      : formatDateTime(next.data.dueAt, locale, zone);
    return t('checkout.schedule.asapAt', { time });
  };

  const excludeWeekends = windowQuery.data?.excludeWeekends ?? false;
  return (
    <Fieldset legend={t('checkout.schedule.title')}>
      <Stack gap="sm">
        {canAsap && canSchedule && (
          <Radio.Group
            label={t('checkout.schedule.when')}
            value={scheduled ? 'scheduled' : 'asap'}
            onChange={(value) =>
              onChange(
                value === 'scheduled'
                  ? { scheduled: true }
                  : { scheduled: false, dueByDate: null, dueByTime: null },
              )
            }
          >
            <Group gap="md" mt={4}>
              <Radio value="asap" label={t('checkout.schedule.asap')} />
              <Radio value="scheduled" label={t('checkout.schedule.scheduled')} />
            </Group>
          </Radio.Group>
        )}
        {!scheduled && (
          <Text size="sm" aria-live="polite">
            {next.isPending ? <Loader size="xs" /> : nextText()}
          </Text>
        )}
        {scheduled && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CalendarDateInput
              label={t('checkout.schedule.date')}
              // The picker is a button: aria-required is not allowed on it.
              withAsterisk
              value={pickup.dueByDate}
              defaultDate={windowQuery.data?.firstDate ?? undefined}
              minDate={windowQuery.data?.firstDate ?? undefined}
              maxDate={windowQuery.data?.lastDate ?? undefined}
              excludeDate={excludeWeekends ? isWeekend : undefined}
              error={errors['pickup.dueByDate']}
              onChange={(date) => onChange({ scheduled: true, dueByDate: date, dueByTime: null })}
            />
            <TimeSlotSelect
              slots={pickup.dueByDate ? (day.data?.slots ?? []) : null}
              loading={day.isFetching}
              value={pickup.dueByTime}
              error={errors['pickup.dueByTime']}
              onChange={(dueByTime) => onChange({ scheduled: true, dueByTime })}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

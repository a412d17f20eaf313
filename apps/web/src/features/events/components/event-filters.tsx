import { Group, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, preOrderStatuses, type PreOrderStatus } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { dayInputFormats } from '#shared/forms/day-input-format.ts';
import { useEventTypes } from '../api/get-event-types.ts';

export interface EventFilterValues {
  search: string;
  eventTypeIds: number[];
  eventStatuses: PreOrderStatus[];
  /** Start days, or none picked (both ends or neither). */
  dateRange: [string | null, string | null];
  dateSortAsc: boolean;
}

interface EventFiltersProps {
  values: EventFilterValues;
  onChange: (values: EventFilterValues) => void;
}

/** The All events screen's search, event type, status and start-date filters, and its order. */
export function EventFilters({ values, onChange }: EventFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const types = useEventTypes();
  const set = (change: Partial<EventFilterValues>) => onChange({ ...values, ...change });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('events.filters.search')}
          placeholder={t('events.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={values.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={240}
        />
        <MultiSelect
          label={t('events.filters.types')}
          data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          value={values.eventTypeIds.map(String)}
          onChange={(ids) => set({ eventTypeIds: ids.map(Number) })}
          clearable
          searchable
          w={240}
        />
        <MultiSelect
          label={t('events.filters.statuses')}
          data={preOrderStatuses.map((status) => ({
            value: status,
            label: t(`events.preOrderStatuses.${status}`),
          }))}
          value={values.eventStatuses}
          onChange={(statuses) => set({ eventStatuses: statuses })}
          clearable
          w={260}
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          clearable
          label={t('events.filters.dates')}
          placeholder={t('events.filters.calendar')}
          valueFormat={dayInputFormats[locale]}
          getDayAriaLabel={(date) => formatCalendarDate(date, locale)}
          value={values.dateRange}
          onChange={([from, to]) => set({ dateRange: [from, to] })}
          w={260}
        />
      </Group>
      <Group gap="xs">
        <Text size="sm" id="events-sort-label">
          {t('events.filters.sort')}
        </Text>
        <SegmentedControl
          aria-labelledby="events-sort-label"
          size="xs"
          value={values.dateSortAsc ? 'asc' : 'desc'}
          onChange={(value) => set({ dateSortAsc: value === 'asc' })}
          data={[
            { value: 'asc', label: t('events.filters.soonestFirst') },
            { value: 'desc', label: t('events.filters.latestFirst') },
          ]}
        />
      </Group>
    </Stack>
  );
}

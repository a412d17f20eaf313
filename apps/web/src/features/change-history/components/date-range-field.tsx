import { useState } from 'react';
import { formatCalendarDate } from '@app/domain';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * The range to browse: two calendar dates (`YYYY-MM-DD`) picked in a pop-up calendar, shown in
 * the product's format. Only whole ranges are reported; `minDate`/`maxDate` keep it within the
 * retention.
 */
export function DateRangeField({
  value,
  onChange,
  minDate,
  maxDate,
}: {
  value: [string, string];
  onChange: (range: [string, string]) => void;
  minDate: string;
  maxDate: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The range being picked: the first click sets only its start, which is not reported yet.
  const [picking, setPicking] = useState<[string | null, string | null]>(value);
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setPicking(value);
  }
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={t('changeHistory.filters.range')}
      value={picking}
      minDate={minDate}
      maxDate={maxDate}
      onChange={([from, to]) => {
        setPicking([from, to]);
        if (from && to) onChange([from, to]);
      }}
      getDayAriaLabel={(date) => formatCalendarDate(date, locale)}
      popoverProps={{
        attributes: {
          dropdown: {
            'aria-label': t('changeHistory.calendar.dialog'),
            'aria-labelledby': undefined,
          },
        },
      }}
      valueFormatter={({ date }) =>
        Array.isArray(date)
          ? date
              .filter((day): day is string => typeof day === 'string')
              .map((day) => formatCalendarDate(day, locale))
              .join(' – ')
          : ''
      }
    />
  );
}

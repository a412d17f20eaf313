import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { formatCalendarDate } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';

type CalendarDateInputProps = Omit<
  DatePickerInputProps,
  'value' | 'onChange' | 'valueFormatter' | 'getDayAriaLabel' | 'ariaLabels' | 'type'
> & {
  /** `YYYY-MM-DD`, or null when no date is chosen. */
  value: string | null;
  onChange: (date: string | null) => void;
};

/**
 * A calendar date picked in a pop-up calendar and shown in the product's format (`yyyy/MM/dd`,
 * `dd/MM/yyyy`) whatever the browser's language; the value stays `YYYY-MM-DD`. The field is a
 * button named by its label; the calendar's days and controls are named in the interface language.
 */
export function CalendarDateInput({
  value,
  onChange,
  popoverProps,
  ...props
}: CalendarDateInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DatePickerInput
      {...props}
      value={value}
      onChange={onChange}
      getDayAriaLabel={(date) => formatCalendarDate(date, locale)}
      // The pop-up calendar is a dialog: it is named, not labelled by the empty button.
      popoverProps={{
        ...popoverProps,
        attributes: {
          dropdown: {
            'aria-label': t('checkout.schedule.calendar.dialog'),
            'aria-labelledby': undefined,
          },
        },
      }}
      valueFormatter={({ date }) =>
        typeof date === 'string' ? formatCalendarDate(date, locale) : ''
      }
    />
  );
}

import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

type TimeOfDayInputProps = Omit<
  TimePickerProps,
  'value' | 'onChange' | 'format' | 'label' | 'hoursInputLabel' | 'minutesInputLabel'
> & {
  label: string;
  /** `HH:mm`, or '' while no complete time is typed. */
  value: string;
  onChange: (time: string) => void;
  /** Marks both parts required for assistive technology (the browser does not check it). */
  ariaRequired?: boolean;
};

/**
 * A time of day typed as hours then minutes on a 24-hour clock (`HH:mm`) in both languages,
 * whatever the browser's language (a native time field shows "2:30 PM" in some). The label
 * names the hours part (`getByLabelText(label)`); each part also has its own name.
 */
export function TimeOfDayInput({ label, ariaRequired, ...props }: TimeOfDayInputProps) {
  const { t } = useTranslation();
  const required = ariaRequired ? { 'aria-required': true } : {};
  return (
    <TimePicker
      {...props}
      format="24h"
      label={label}
      hoursInputLabel={t('checkout.time.hours', { label })}
      minutesInputLabel={t('checkout.time.minutes', { label })}
      hoursInputProps={required}
      minutesInputProps={required}
    />
  );
}

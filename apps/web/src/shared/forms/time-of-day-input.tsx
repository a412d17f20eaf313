import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

type TimeOfDayInputProps = Omit<
  TimePickerProps,
  | 'value'
  | 'onChange'
  | 'format'
  | 'withDropdown'
  | 'scrollAreaProps'
  | 'hoursInputLabel'
  | 'minutesInputLabel'
> & {
  /** `HH:mm`, or '' while no complete time is typed. */
  value: string;
  onChange: (time: string) => void;
  /**
   * What the time is, naming the hours and minutes parts ("Start, hours"); defaults to `label`.
   * Give it when the field has no visible label (a grid of opening hours).
   */
  name?: string;
  /** The parts' own names, when "<name>, hours" does not read well. */
  hoursInputLabel?: string;
  minutesInputLabel?: string;
  /** Marks both parts required for assistive technology (the browser does not check it). */
  ariaRequired?: boolean;
};

/**
 * The one control for a time of day in the app: typed as hours then minutes on a 24-hour clock
 * (`HH:mm`) in both languages whatever the browser's language (a native time field shows
 * "2:30 PM" in some), or picked from its drop-down of hours and minutes. The label (or `name`)
 * names the hours part (`getByLabelText(label)`); each part also has its own name.
 */
export function TimeOfDayInput({
  name,
  hoursInputLabel,
  minutesInputLabel,
  ariaRequired,
  ...props
}: TimeOfDayInputProps) {
  const { t } = useTranslation();
  const what = name ?? (typeof props.label === 'string' ? props.label : '');
  const required = ariaRequired ? { 'aria-required': true } : {};
  return (
    <TimePicker
      {...props}
      format="24h"
      withDropdown
      // The drop-down's hour and minute columns scroll: keyboard users can reach them (WCAG).
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      aria-label={props.label ? undefined : what}
      hoursInputLabel={hoursInputLabel ?? t('time.hours', { label: what })}
      minutesInputLabel={minutesInputLabel ?? t('time.minutes', { label: what })}
      hoursInputProps={required}
      minutesInputProps={required}
    />
  );
}

import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useLocale } from '#i18n/use-locale.ts';

/** The product's date formats in a date field: 2027/12/31 in English, 31/12/2027 in French. */
const dateFormats = { 'en-CA': 'YYYY/MM/DD', 'fr-CA': 'DD/MM/YYYY' } as const;

type MemberDateInputProps = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A day (`YYYY-MM-DD`) or none, shown in the interface language's format. */
export function MemberDateInput({ value, onChange, ...props }: MemberDateInputProps) {
  const locale = useLocale();
  return (
    <DatePickerInput
      clearable
      valueFormat={dateFormats[locale]}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      {...props}
    />
  );
}

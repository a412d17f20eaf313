import { Textarea, type TextareaProps } from '@mantine/core';
import { SPECIAL_INSTRUCTIONS_MAX_LENGTH } from '@app/domain';
import { useTranslation } from 'react-i18next';

type CountedTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

/**
 * Special instructions (spec part 2 §5): the field shows how many characters are left, never the
 * limit itself, and stops at the limit. The count is announced politely to screen readers.
 */
export function CountedTextarea({
  value,
  onChange,
  maxLength = SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  ...props
}: CountedTextareaProps) {
  const { t } = useTranslation();
  const remaining = Math.max(0, maxLength - value.length);
  return (
    <Textarea
      rows={3}
      resize="vertical"
      {...props}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
      description={
        <span aria-live="polite">{t('checkout.charactersLeft', { count: remaining })}</span>
      }
    />
  );
}

import { Fieldset } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from './counted-textarea.tsx';
import type { FieldErrors } from './field-errors.ts';

interface SpecialRequestsSectionProps {
  notes: string;
  onChange: (notes: string) => void;
  errors: FieldErrors;
}

/** The order's special requests, with the characters left (the limit itself is not shown). */
export function SpecialRequestsSection({ notes, onChange, errors }: SpecialRequestsSectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('checkout.specialRequests.title')}>
      <CountedTextarea
        label={t('checkout.specialRequests.notes')}
        value={notes}
        error={errors['pickup.notes']}
        onChange={onChange}
      />
    </Fieldset>
  );
}

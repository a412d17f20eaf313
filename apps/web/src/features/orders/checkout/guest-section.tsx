import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { CONTACT_TEXT_MAX_LENGTH, formatPhoneNumber, type Checkout } from '@app/domain';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './field-errors.ts';

type Guest = NonNullable<Checkout['guest']>;

interface GuestSectionProps {
  guest: Checkout['guest'];
  onChange: (guest: Guest | null) => void;
  errors: FieldErrors;
}

/** Guest details of a dine-in check: a name and a phone (typed as `999-999-9999`), both optional. */
export function GuestSection({ guest, onChange, errors }: GuestSectionProps) {
  const { t } = useTranslation();
  const current = guest ?? { name: '', phone: '' };
  const change = (next: Guest) => onChange(next.name === '' && next.phone === '' ? null : next);
  return (
    <Fieldset legend={t('checkout.guest.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('checkout.guest.name')}
          autoComplete="off"
          maxLength={CONTACT_TEXT_MAX_LENGTH}
          value={current.name}
          error={errors['guest.name']}
          onChange={(event) => change({ ...current, name: event.currentTarget.value })}
        />
        <TextInput
          label={t('checkout.guest.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('checkout.contact.phonePlaceholder')}
          value={current.phone}
          error={errors['guest.phone']}
          onChange={(event) =>
            change({ ...current, phone: formatPhoneNumber(event.currentTarget.value) })
          }
        />
      </SimpleGrid>
    </Fieldset>
  );
}

import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import {
  CONTACT_TEXT_MAX_LENGTH,
  contactProblems,
  formatPhoneNumber,
  validationMessage,
  type Contact,
  type ContactFieldsConfig,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { requiredProps, type FieldErrors } from './field-errors.ts';
import { useTouched } from './use-touched.ts';

/** Each contact field and the location setting that may require or hide it (`other`: none). */
const FIELDS = [
  { field: 'full_name', setting: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', setting: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone_number', setting: 'phone_number', type: 'tel', autoComplete: 'tel-national' },
  { field: 'other', setting: null, type: 'text', autoComplete: 'off' },
] as const;

interface ContactSectionProps {
  contact: Contact;
  config: ContactFieldsConfig;
  onChange: (contact: Contact) => void;
  errors: FieldErrors;
}

/**
 * The guest's contact (spec part 2 §5): full name, email, phone typed as `999-999-9999` (the
 * dashes appear as the digits are typed) and other, each at most 40 characters; which are
 * required or hidden is the location's choice. The domain's `contactProblems` shows what is
 * wrong as soon as a field is left.
 */
export function ContactSection({ contact, config, onChange, errors }: ContactSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { touch, isTouched } = useTouched();
  const problems = contactProblems(contact, config);

  const errorOf = (field: keyof Contact) => {
    const fromServer = errors[`contact.${field}`];
    if (fromServer) return fromServer;
    const problem = problems[field];
    return problem && isTouched(field) ? validationMessage(problem, locale) : undefined;
  };

  const visible = FIELDS.filter(({ setting }) => !setting || !config[setting].hide);
  return (
    <Fieldset legend={t('checkout.contact.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {visible.map(({ field, setting, type, autoComplete }) => (
          <TextInput
            key={field}
            label={t(`checkout.contact.${field}`)}
            type={type}
            autoComplete={autoComplete}
            inputMode={field === 'phone_number' ? 'numeric' : undefined}
            placeholder={
              field === 'phone_number' ? t('checkout.contact.phonePlaceholder') : undefined
            }
            {...requiredProps(setting ? config[setting].required : false)}
            // The phone keeps every typed digit until the mask drops the extra ones.
            maxLength={field === 'phone_number' ? undefined : CONTACT_TEXT_MAX_LENGTH}
            value={contact[field]}
            error={errorOf(field)}
            onBlur={() => touch(field)}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange({
                ...contact,
                [field]: field === 'phone_number' ? formatPhoneNumber(text) : text,
              });
            }}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

import { useState } from 'react';
import { Autocomplete } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomerSearch } from '../api/search-customers.ts';

/**
 * The customer a credit goes to, found by typing part of an email or a name; the field holds
 * the email (typed in full, or picked from the accounts found).
 */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value);
  const { data: customers } = useCustomerSearch(search);
  return (
    <Autocomplete
      label={t('credits.form.customer')}
      description={t('credits.form.customerHint')}
      required
      value={value}
      onChange={(text) => {
        setSearch(text);
        onChange(text);
      }}
      data={(customers ?? []).map((customer) => customer.email)}
      renderOption={({ option }) => {
        const name = customers?.find((customer) => customer.email === option.value)?.name;
        return name ? `${name} <${option.value}>` : option.value;
      }}
      filter={({ options }) => options}
      error={error}
    />
  );
}

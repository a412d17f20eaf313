import { Button, MultiSelect, Popover, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  orderTypes,
  paymentPreferences,
  type OrderType,
  type PaymentPreference,
} from '@app/domain';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { OrderFilters as Filters } from '../hooks/use-order-filters.ts';

const isOrderType = (value: string): value is OrderType =>
  (orderTypes as readonly string[]).includes(value);
const isPayment = (value: string): value is PaymentPreference =>
  (paymentPreferences as readonly string[]).includes(value);

interface OrderFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
  activeCount: number;
}

/** The filters of the lists: order types, payment preferences, a due date or range of dates. */
export function OrderFilters({ filters, onChange, onClear, activeCount }: OrderFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Popover position="bottom-end" width={320} trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconFilter size={16} />}>
          {activeCount > 0
            ? t('orderManager.filters.activeCount', { count: activeCount })
            : t('orderManager.filters.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <MultiSelect
            label={t('orderManager.filters.types')}
            data={orderTypes.map((type) => ({ value: type, label: t(`orders.types.${type}`) }))}
            value={filters.types}
            onChange={(types) => onChange({ ...filters, types: types.filter(isOrderType) })}
            comboboxProps={{ withinPortal: false }}
            clearable
          />
          <MultiSelect
            label={t('orderManager.filters.payments')}
            data={paymentPreferences.map((payment) => ({
              value: payment,
              label: t(`checkout.payment.options.${payment}`),
            }))}
            value={filters.payments}
            onChange={(payments) => onChange({ ...filters, payments: payments.filter(isPayment) })}
            comboboxProps={{ withinPortal: false }}
            clearable
          />
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            clearable
            label={t('orderManager.filters.dates')}
            valueFormat={locale === 'fr-CA' ? 'DD/MM/YYYY' : 'YYYY/MM/DD'}
            value={[filters.from, filters.to]}
            onChange={([from, to]) => {
              // A range is sent once both ends are picked (or both cleared).
              if ((from && to) || (!from && !to)) onChange({ ...filters, from, to });
            }}
            popoverProps={{ withinPortal: false }}
          />
          <Button variant="subtle" onClick={onClear} disabled={activeCount === 0}>
            {t('orderManager.filters.clear')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

import { useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { orderStatuses, orderTypes, type OrderStatus, type OrderType } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import type { ReportFilters as Filters } from '../report-search.ts';

const isOrderType = (value: string): value is OrderType =>
  (orderTypes as readonly string[]).includes(value);
const isStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

type SchoolField = 'school' | 'grade' | 'classroom' | 'teacher';
const schoolFields: readonly SchoolField[] = ['school', 'grade', 'classroom', 'teacher'];

/**
 * A text filter sent when the field is left or Enter is pressed, not at each keystroke. Keyed by
 * its value by the parent, so a value changed elsewhere (reset, the address) starts a new draft.
 */
function TextFilter({
  field,
  value,
  onCommit,
}: {
  field: SchoolField;
  value: string;
  onCommit: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextInput
      label={t(`ordersReport.filters.${field}`)}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      data-testid={`report-filter-${field}`}
    />
  );
}

interface ReportFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onReset: () => void;
  /** A K-12 location filters by school, grade, class and teacher too. */
  k12: boolean;
  /** Reporting categories to suggest (those of the report shown). */
  categories: string[];
}

/** The report's filters (spec part 2 §2 "Orders report"); each change is a new report. */
export function ReportFilters({ filters, onChange, onReset, k12, categories }: ReportFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-label={t('ordersReport.filters.title')} data-testid="report-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('ordersReport.filters.dates')}
          valueFormat={locale === 'fr-CA' ? 'DD/MM/YYYY' : 'YYYY/MM/DD'}
          value={[filters.startDate, filters.endDate]}
          onChange={([start, end]) => {
            // A range is asked for once both ends are picked.
            if (start && end) onChange({ ...filters, startDate: start, endDate: end });
          }}
          data-testid="report-filter-dates"
        />
        <MultiSelect
          label={t('ordersReport.filters.types')}
          data={orderTypes.map((type) => ({ value: type, label: t(`orders.types.${type}`) }))}
          value={filters.types}
          onChange={(types) => onChange({ ...filters, types: types.filter(isOrderType) })}
          clearable
          data-testid="report-filter-types"
        />
        <MultiSelect
          label={t('ordersReport.filters.statuses')}
          placeholder={
            filters.statuses.length === 0 ? t('ordersReport.filters.statusesHint') : undefined
          }
          data={orderStatuses.map((status) => ({
            value: status,
            label: t(`ordersReport.statuses.${status}`),
          }))}
          value={filters.statuses}
          onChange={(statuses) => onChange({ ...filters, statuses: statuses.filter(isStatus) })}
          clearable
          data-testid="report-filter-statuses"
        />
        <TagsInput
          label={t('ordersReport.filters.categories')}
          data={[...new Set([...categories, ...filters.categories])]}
          value={filters.categories}
          onChange={(values) => onChange({ ...filters, categories: values })}
          clearable
          data-testid="report-filter-categories"
        />
        {k12 &&
          schoolFields.map((field) => (
            <TextFilter
              key={`${field}-${filters[field]}`}
              field={field}
              value={filters[field]}
              onCommit={(value) => onChange({ ...filters, [field]: value })}
            />
          ))}
      </SimpleGrid>
      <Group mt="sm" justify="space-between">
        <Switch
          label={t('ordersReport.filters.includePrices')}
          checked={filters.includePrices}
          onChange={(event) => onChange({ ...filters, includePrices: event.currentTarget.checked })}
          data-testid="report-filter-prices"
        />
        <Button variant="subtle" onClick={onReset}>
          {t('ordersReport.filters.reset')}
        </Button>
      </Group>
    </section>
  );
}

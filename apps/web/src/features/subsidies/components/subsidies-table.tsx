import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { subsidyNameIn, toCents, type Subsidy } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { formatPercent } from '#shared/orders/format-percent.ts';
import { RowActions } from '#shared/components/row-actions.tsx';

interface SubsidiesTableProps {
  subsidies: Subsidy[];
  selectedId: number | null;
  onSelect: (subsidy: Subsidy) => void;
  onEdit: (subsidy: Subsidy) => void;
  onDelete: (subsidy: Subsidy) => void;
}

/** The location's subsidies: type, amount, meals per day, code counts; a row opens its codes. */
export function SubsidiesTable({ subsidies, selectedId, ...actions }: SubsidiesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatters();
  const amountOf = (subsidy: Subsidy) => {
    if (subsidy.amount === null) return t('subsidies.anyAmount');
    return subsidy.type === 'discount' && subsidy.amount_type === 'percentage'
      ? formatPercent(Math.round(subsidy.amount * 1000), locale)
      : format.money(toCents(subsidy.amount));
  };
  return (
    <Table aria-label={t('subsidies.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('subsidies.columns.name')}</Table.Th>
          <Table.Th>{t('subsidies.columns.type')}</Table.Th>
          <Table.Th>{t('subsidies.columns.amount')}</Table.Th>
          <Table.Th>{t('subsidies.columns.mealsPerDay')}</Table.Th>
          <Table.Th>{t('subsidies.columns.codes')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {subsidies.map((subsidy) => {
          const name = subsidyNameIn(subsidy, locale === 'fr-CA' ? 'fr' : 'en');
          return (
            <Table.Tr
              key={subsidy.id}
              bg={subsidy.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>
                <Button
                  variant="subtle"
                  px={0}
                  onClick={() => actions.onSelect(subsidy)}
                  aria-label={t('subsidies.showCodes', { name })}
                >
                  {name}
                </Button>
              </Table.Td>
              <Table.Td>{t(`subsidies.types.${subsidy.type}`)}</Table.Td>
              <Table.Td>{amountOf(subsidy)}</Table.Td>
              <Table.Td>{subsidy.max_meals_per_day ?? t('subsidies.fields.noLimit')}</Table.Td>
              <Table.Td>{t('subsidies.codeCount', subsidy.codes)}</Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('subsidies.edit', { name })}
                  deleteLabel={t('subsidies.delete', { name })}
                  onEdit={() => actions.onEdit(subsidy)}
                  onDelete={() => actions.onDelete(subsidy)}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

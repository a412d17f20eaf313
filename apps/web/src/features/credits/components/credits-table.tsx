import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconClockHour4, IconHourglassEmpty, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toCents, type Credit } from '@app/domain';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

interface CreditsTableProps {
  credits: Credit[];
  onEdit: (credit: Credit) => void;
  onHistory: (credit: Credit) => void;
  onExpire: (credit: Credit) => void;
}

/** The credits: name, email, expiry date and balance, with their actions. */
export function CreditsTable({ credits, onEdit, onHistory, onExpire }: CreditsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table aria-label={t('credits.tableLabel')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('credits.columns.name')}</Table.Th>
          <Table.Th>{t('credits.columns.email')}</Table.Th>
          <Table.Th>{t('credits.columns.expiry')}</Table.Th>
          <Table.Th ta="right">{t('credits.columns.balance')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {credits.map((credit) => (
          <Table.Tr key={credit.id}>
            <Table.Td>{credit.name ?? <Text c="dimmed">—</Text>}</Table.Td>
            <Table.Td>{credit.email}</Table.Td>
            <Table.Td>
              {credit.expiry_date ? format.calendarDate(credit.expiry_date) : t('credits.noExpiry')}
            </Table.Td>
            <Table.Td ta="right">{format.money(toCents(credit.balance))}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('credits.edit', { address: credit.email })}
                  onClick={() => onEdit(credit)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('credits.showHistory', { address: credit.email })}
                  onClick={() => onHistory(credit)}
                >
                  <IconClockHour4 size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={credit.balance === 0}
                  aria-label={t('credits.expire', { address: credit.email })}
                  onClick={() => onExpire(credit)}
                >
                  <IconHourglassEmpty size={16} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

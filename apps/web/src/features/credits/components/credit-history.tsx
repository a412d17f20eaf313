import { useState } from 'react';
import { Button, CloseButton, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { addCalendarDays, toCents, toIsoDate, type CreditMovement } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useCreditHistory } from '../api/get-credit-history.ts';

const dateFormats = { 'en-CA': 'YYYY/MM/DD', 'fr-CA': 'DD/MM/YYYY' } as const;

/**
 * Who did what to the credits in a date range (the last 30 days at first): every ledger row
 * with the member of staff, or the order, that made it; one customer's, or everyone's.
 */
export function CreditHistory({
  timeZone,
  email,
  onAllCustomers,
}: {
  timeZone: string;
  email: string | null;
  onAllCustomers: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = toIsoDate(new Date(), timeZone);
  const [range, setRange] = useState<[string, string]>([addCalendarDays(today, -30), today]);
  const [picking, setPicking] = useState<[string | null, string | null]>(range);
  const history = useCreditHistory(range, email);
  const rows = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {email ? t('credits.history.titleOf', { address: email }) : t('credits.history.title')}
        </Title>
        {email && (
          <Button
            variant="subtle"
            size="xs"
            onClick={onAllCustomers}
            rightSection={<CloseButton component="span" size="xs" />}
          >
            {t('credits.history.everyone')}
          </Button>
        )}
      </Group>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t('credits.history.range')}
        valueFormat={dateFormats[locale]}
        value={picking}
        maxDate={today}
        onChange={([from, to]) => {
          setPicking([from, to]);
          if (from && to) setRange([from, to]);
        }}
        maw={320}
      />
      {history.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('credits.history.empty')}</Text>
      ) : (
        <HistoryTable rows={rows} timeZone={timeZone} />
      )}
      {history.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          {t('credits.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

function HistoryTable({ rows, timeZone }: { rows: CreditMovement[]; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  return (
    <Table aria-label={t('credits.history.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('credits.history.when')}</Table.Th>
          <Table.Th>{t('credits.history.customer')}</Table.Th>
          <Table.Th>{t('credits.history.what')}</Table.Th>
          <Table.Th ta="right">{t('credits.history.amount')}</Table.Th>
          <Table.Th ta="right">{t('credits.history.balanceAfter')}</Table.Th>
          <Table.Th>{t('credits.history.who')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{format.dateTime(row.created_at)}</Table.Td>
            <Table.Td>{row.email}</Table.Td>
            <Table.Td>
              {t(`credits.kinds.${row.kind}`)}
              {row.order_number !== null &&
                ` · ${t('credits.history.order', { number: row.order_number })}`}
              {row.note && (
                <Text size="xs" c="dimmed">
                  {row.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{format.money(toCents(row.amount))}</Table.Td>
            <Table.Td ta="right">{format.money(toCents(row.balance_after))}</Table.Td>
            <Table.Td>
              {row.by
                ? `${row.by.name || row.by.email} (${row.by.email})`
                : row.order_number === null
                  ? t('credits.history.system')
                  : t('credits.history.byOrder')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

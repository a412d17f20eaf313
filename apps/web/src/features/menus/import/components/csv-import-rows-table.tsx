import { useMemo, useRef, useState } from 'react';
import { Badge, Box, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { toCents, type CsvImportRowView } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

type Filter = 'all' | CsvImportRowView['status'];
const FILTERS: Filter[] = ['all', 'create', 'duplicate', 'error'];
const STATUS_COLOURS = { create: 'teal', duplicate: 'gray', error: 'red' } as const;
const ROW_HEIGHT = 37;
const VIEW_HEIGHT = 480;
/** Short cells keep their width; the problems column wraps instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The rows of a previewed file with what happens to each, filterable by status. Only the rows in
 * view are rendered (a file may hold tens of thousands), between two spacer rows that keep the
 * scroll height of the whole list.
 */
export function CsvImportRowsTable({
  rows,
  filterable = true,
}: {
  rows: CsvImportRowView[];
  /** Offer the status filter (not for a list of one status). */
  filterable?: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const [filter, setFilter] = useState<Filter>(() =>
    rows.some((row) => row.status === 'error') ? 'error' : 'all',
  );
  const shown = useMemo(
    () => (filter === 'all' ? rows : rows.filter((row) => row.status === filter)),
    [rows, filter],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, whose memoising this hook would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Stack gap="xs">
      {filterable && (
        <SegmentedControl
          aria-label={t('menuImport.preview.filterLabel')}
          value={filter}
          onChange={setFilter}
          data={FILTERS.map((value) => ({
            value,
            label: t(`menuImport.preview.filter.${value}`),
          }))}
          w="fit-content"
        />
      )}
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('menuImport.preview.noRows')}
        </Text>
      ) : (
        <Box ref={scroller} mah={VIEW_HEIGHT} style={{ overflow: 'auto' }}>
          <Table stickyHeader striped aria-label={t('menuImport.preview.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('menuImport.preview.columns.row')}</Table.Th>
                <Table.Th>{t('menuImport.preview.columns.status')}</Table.Th>
                <Table.Th>{t('menuImport.preview.columns.menu')}</Table.Th>
                <Table.Th>{t('menuImport.preview.columns.station')}</Table.Th>
                <Table.Th>{t('menuImport.preview.columns.name')}</Table.Th>
                <Table.Th ta="right">{t('menuImport.preview.columns.price')}</Table.Th>
                <Table.Th>{t('menuImport.preview.columns.problems')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {before > 0 && <tr aria-hidden style={{ height: before }} />}
              {items.map((item) => {
                const row = shown[item.index]!;
                return (
                  <Table.Tr key={row.row} ref={virtualizer.measureElement} data-index={item.index}>
                    <Table.Td style={NO_WRAP}>{row.row}</Table.Td>
                    <Table.Td style={NO_WRAP}>
                      <Badge variant="light" color={STATUS_COLOURS[row.status]}>
                        {t(`menuImport.preview.status.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{row.menu}</Table.Td>
                    <Table.Td>{row.station}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {row.price === null ? '' : money(toCents(row.price))}
                    </Table.Td>
                    <Table.Td>
                      {row.problems.map((problem) => (
                        <Text key={problem} size="sm" c="red.9">
                          {problem}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {after > 0 && <tr aria-hidden style={{ height: after }} />}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

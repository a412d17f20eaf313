import { Table, Text } from '@mantine/core';
import type { PosPullCounts, PosPullResult } from '@app/domain';
import { useTranslation } from 'react-i18next';

const kinds = ['sections', 'items', 'option_groups', 'option_values'] as const;

/** What a finished pull changed, per kind of row (the run's result). */
export function PosPullSummary({ result }: { result: PosPullResult }) {
  const { t } = useTranslation();
  const unchanged = kinds.every((kind) =>
    Object.values(result[kind]).every((count) => count === 0),
  );
  if (unchanged) return <Text size="sm">{t('posPull.summary.unchanged')}</Text>;
  const cell = (counts: PosPullCounts, key: keyof PosPullCounts) => (
    <Table.Td ta="right">{counts[key]}</Table.Td>
  );
  return (
    <>
      {result.menu_created && <Text size="sm">{t('posPull.summary.menuCreated')}</Text>}
      <Table withTableBorder striped aria-label={t('posPull.summary.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('posPull.summary.kind')}</Table.Th>
            <Table.Th ta="right">{t('posPull.summary.created')}</Table.Th>
            <Table.Th ta="right">{t('posPull.summary.updated')}</Table.Th>
            <Table.Th ta="right">{t('posPull.summary.removed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row">{t(`posPull.summary.kinds.${kind}`)}</Table.Th>
              {cell(result[kind], 'created')}
              {cell(result[kind], 'updated')}
              {cell(result[kind], 'removed')}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

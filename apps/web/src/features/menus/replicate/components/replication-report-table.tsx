import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { ReplicationReport } from '@app/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  report: ReplicationReport;
  /** The name of a location by id. */
  nameOf: (id: number) => string;
}

/** What each chosen location received: the menus created and overwritten, with counts. */
export function ReplicationReportTable({ report, nameOf }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('replicate.report.title')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('replicate.report.location')}</Table.Th>
            <Table.Th>{t('replicate.report.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.locations.map((location) => {
            const count = (outcome: string) =>
              location.menus.filter((menu) => menu.outcome === outcome).length;
            return (
              <Table.Tr key={location.restaurant_id}>
                <Table.Td>{nameOf(location.restaurant_id)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Badge color="green" variant="light">
                      {t('replicate.report.copied')}
                    </Badge>
                    <Text size="sm">
                      {t('replicate.report.menus', {
                        created: count('created'),
                        overwritten: count('overwritten'),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('replicate.report.details', {
                        groups: location.option_groups_created,
                        daily: location.rotational_menus_copied,
                      })}
                    </Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

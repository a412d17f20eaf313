import { Badge, Group, Switch, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { SubsidyCode } from '@app/domain';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { useDeleteSubsidyCode, useUpdateSubsidyCode } from '../api/subsidy-codes.ts';
import { RowActions } from '#shared/components/row-actions.tsx';

interface SubsidyCodesTableProps {
  subsidyId: number;
  codes: SubsidyCode[];
  onEditHolder: (code: SubsidyCode) => void;
}

const failed = (error: unknown) =>
  notifyError(error instanceof Error ? error.message : String(error));

/** Codes with their creation date, status (switch), account name and email; edit and delete. */
export function SubsidyCodesTable({ subsidyId, codes, onEditHolder }: SubsidyCodesTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useUpdateSubsidyCode(subsidyId);
  const remove = useDeleteSubsidyCode(subsidyId);

  const toggle = (code: SubsidyCode) => {
    const status = code.status === 'active' ? 'inactive' : 'active';
    const body = { status, account_name: code.account_name, email: code.email } as const;
    update
      .mutateAsync({ id: code.id, body })
      .then(() => notifySuccess(t('subsidies.codes.saved')), failed);
  };
  const confirmDelete = (code: SubsidyCode) =>
    modals.openConfirmModal({
      title: t('subsidies.codes.deleteTitle'),
      children: <Text size="sm">{t('subsidies.codes.deleteBody', { code: code.code })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove
          .mutateAsync(code.id)
          .then(() => notifySuccess(t('subsidies.codes.deleted')), failed),
    });

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('subsidies.codes.columns.code')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subsidies.codes.columns.code')}</Table.Th>
            <Table.Th>{t('subsidies.codes.columns.createdAt')}</Table.Th>
            <Table.Th>{t('subsidies.codes.columns.status')}</Table.Th>
            <Table.Th>{t('subsidies.codes.columns.accountName')}</Table.Th>
            <Table.Th>{t('subsidies.codes.columns.email')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td ff="monospace">{code.code}</Table.Td>
              <Table.Td>{format.date(code.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    aria-label={t(
                      code.status === 'active'
                        ? 'subsidies.codes.deactivate'
                        : 'subsidies.codes.activate',
                      { code: code.code },
                    )}
                    checked={code.status === 'active'}
                    onChange={() => toggle(code)}
                  />
                  <Badge color={code.status === 'active' ? 'green' : 'gray'} variant="light">
                    {t(`subsidies.codes.${code.status}`)}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>{code.account_name}</Table.Td>
              <Table.Td>{code.email}</Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('subsidies.codes.editHolder', { code: code.code })}
                  deleteLabel={t('subsidies.codes.delete', { code: code.code })}
                  onEdit={() => onEditHolder(code)}
                  onDelete={() => confirmDelete(code)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MenuSummary } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useMenus } from '#shared/catalogue/get-menus.ts';
import { AvailabilityTable } from '../components/availability-table.tsx';
import { CopyHoursModal } from '../components/copy-hours-modal.tsx';
import { EditHoursModal } from '../components/edit-hours-modal.tsx';

type Dialog = { kind: 'edit' | 'copy'; menuId: number } | null;

/** /availabilities: every menu's weekly hours at a glance, editable and copyable. */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const menus = useMenus();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = menus.data ?? [];
  // The dialog follows the menu by id, so a refetch shows in it too.
  const current = dialog ? list.find((menu) => menu.id === dialog.menuId) : undefined;
  const open = (kind: 'edit' | 'copy') => (menu: MenuSummary) =>
    setDialog({ kind, menuId: menu.id });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('availability.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('availability.subtitle')}
        </Text>
      </div>
      {menus.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('availability.loading')} />
        </Group>
      ) : menus.isError ? (
        <Alert color="red" role="alert" title={t('availability.loadFailed')}>
          <Button variant="light" color="red" onClick={() => void menus.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t('availability.empty')}
        </Text>
      ) : (
        <AvailabilityTable menus={list} onEdit={open('edit')} onCopy={open('copy')} />
      )}
      {dialog?.kind === 'edit' && current && (
        <EditHoursModal key={current.id} menu={current} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'copy' && current && (
        <CopyHoursModal source={current} menus={list} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { canImportMenusFromCsv } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/**
 * "Import CSV", leading to /menus/import, for whoever may import menus at the active location
 * (manager and above, `csv_import` on); nothing for anyone else. Shown on the Menus screen and in
 * the settings (spec part 2 §2: "Locations (refresh menus, import CSV…)").
 */
export function CsvImportLink() {
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const location = useActiveLocation();
  if (!canImportMenusFromCsv({ role, location })) return null;
  return (
    <Button
      component={Link}
      to="/menus/import"
      variant="default"
      leftSection={<IconFileImport size={16} aria-hidden />}
    >
      {t('menuImport.openLink')}
    </Button>
  );
}

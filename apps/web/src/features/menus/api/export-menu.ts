import { menuExportFileName, toIsoDate, type Menu } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { apiDownload, saveFile, type DownloadedFile } from '#lib/api/api-download.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { notifyCatalogueError } from '#shared/catalogue/catalogue-errors.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type MenuRef = Pick<Menu, 'id' | 'name' | 'localization'>;

/**
 * `GET /menus/{id}/export`: the menu as an .xlsx file named by the server
 * (`Menu-{menuName}-{date}.xlsx`), with headers in the interface language.
 */
export function exportMenu(menuId: number): Promise<DownloadedFile> {
  return apiDownload(`/menus/${menuId}/export`, { accept: XLSX });
}

/**
 * The "Export to spreadsheet" action of a menu: a toast with a spinner while the file is made,
 * then the browser saves it under the server's name; a failure says so with the export template
 * ("Error exporting the menu: …").
 */
export function useExportMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMutation({
    mutationFn: (menu: MenuRef) => exportMenu(menu.id),
    onMutate: (menu) => {
      notifications.show({
        id: `menu-export-${menu.id}`,
        loading: true,
        autoClose: false,
        withCloseButton: false,
        withBorder: true,
        message: t('menus.export.preparing', { name: localizedName(menu, locale) }),
      });
    },
    onSuccess: (file, menu) => {
      const name = localizedName(menu, locale);
      const fileName = file.fileName ?? menuExportFileName(name, toIsoDate(new Date()));
      saveFile(file.blob, fileName);
      notifications.update({
        id: `menu-export-${menu.id}`,
        loading: false,
        autoClose: 5000,
        withCloseButton: true,
        message: t('menus.export.done', { fileName }),
      });
    },
    onError: (error, menu) => {
      notifications.hide(`menu-export-${menu.id}`);
      notifyCatalogueError(error, 'export', 'menu');
    },
  });
}

import { Button, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportPrintMode } from './use-report-print.ts';

const items = [
  { mode: 'compact', key: 'compact' },
  { mode: 'order-per-page', key: 'orderPerPage' },
  { mode: 'label-4x6', key: 'label4x6' },
  { mode: 'label-62mm', key: 'label62' },
  { mode: 'production', key: 'production' },
] as const satisfies readonly { mode: ReportPrintMode; key: string }[];

/** The Print menu: each mode prints the report as sorted on screen. */
export function PrintMenu({
  onPrint,
  disabled,
}: {
  onPrint: (mode: ReportPrintMode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={disabled}
          data-testid="report-print-button"
        >
          {t('ordersReport.print.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.mode}
            onClick={() => onPrint(item.mode)}
            data-testid={`report-print-${item.mode}`}
          >
            {t(`ordersReport.print.${item.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

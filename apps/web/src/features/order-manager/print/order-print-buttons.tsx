import { Button, Group } from '@mantine/core';
import type { Order } from '@app/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { OrderPrintout } from './order-printout.tsx';
import { usePrintOrder } from './print-order.ts';

/** "Print kitchen chit" and "Print receipt" of the order modal. */
export function OrderPrintButtons({ order }: { order: Order }) {
  const { t } = useTranslation();
  const location = useActiveLocation();
  const { printing, print } = usePrintOrder();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPrinter size={14} aria-hidden />}
        onClick={() => print('chit')}
      >
        {t('orderPrint.printChit')}
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPrinter size={14} aria-hidden />}
        onClick={() => print('receipt')}
      >
        {t('orderPrint.printReceipt')}
      </Button>
      {printing && (
        <OrderPrintout
          order={order}
          kind={printing}
          locationName={location.name}
          timeZone={location.timezone}
        />
      )}
    </Group>
  );
}

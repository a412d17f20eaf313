import type { Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../hooks/use-order-format.ts';
import { FactList } from './fact-list.tsx';

/** School details (school, grade, class, teacher, student) of a school order. */
export function OrderSchool({ order }: { order: Order }) {
  const { t } = useTranslation();
  const school = order.data.checkout.school;
  if (!school) return null;
  return (
    <FactList
      title={t('orderManager.modal.school')}
      facts={[
        { label: t('orderManager.modal.student'), value: school.student_name },
        { label: t('orderManager.modal.school'), value: school.school },
        { label: t('orderManager.modal.grade'), value: school.grade },
        { label: t('orderManager.modal.classroom'), value: school.classroom },
        { label: t('orderManager.modal.teacher'), value: school.teacher },
      ]}
    />
  );
}

/** Suite details of an event order: the event, its BEO and package, delivery time and notes. */
export function OrderSuite({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const config = order.data.config;
  if (order.type !== 'event' && config.menuManagerEvent === null) return null;
  return (
    <FactList
      title={t('orderManager.modal.suite')}
      facts={[
        config.menuManagerEvent !== null && {
          label: t('orderManager.modal.eventLabel'),
          value: `#${config.menuManagerEvent}`,
        },
        config.menuManagerEventBEO !== null && {
          label: t('orderManager.modal.beoLabel'),
          value: `#${config.menuManagerEventBEO}`,
        },
        config.menuManagerEventPackage !== null && {
          label: t('orderManager.modal.packageLabel'),
          value: `#${config.menuManagerEventPackage}`,
        },
        !!order.pickup_time && {
          label: t('orderManager.modal.deliveryTime'),
          value: format.when(order.pickup_time),
        },
        { label: t('orderManager.modal.notes'), value: order.data.checkout.pickup.notes },
      ]}
    />
  );
}

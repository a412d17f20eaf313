import { createPortal } from 'react-dom';
import { toCents, type Order } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { CostLines } from '#shared/orders/cost-lines.tsx';
import classes from './order-printout.module.css';
import type { PrintKind } from './print-order.ts';

interface OrderPrintoutProps {
  order: Order;
  kind: PrintKind;
  locationName: string;
  timeZone: string;
}

/**
 * One order on paper (issue 12 "Print"): a kitchen chit — number, type, due time, who, table or
 * school, items with their options and instructions, no prices — or a customer receipt, which
 * adds each line's price, every cost line and the payment preference. Rendered straight under
 * `<body>`, hidden on screen; the print stylesheet hides everything else.
 */
export function OrderPrintout({ order, kind, locationName, timeZone }: OrderPrintoutProps) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  const { checkout, config, items } = order.data;
  const who = checkout.school?.student_name ?? order.customer_name ?? checkout.guest?.name ?? '';
  const school = checkout.school;
  const table = config.tableInfo?.tableNum;
  const receipt = kind === 'receipt';
  return createPortal(
    <div className={classes.root} data-testid={`order-printout-${kind}`}>
      <article
        className={receipt ? classes.receipt : classes.chit}
        aria-label={t(`orderPrint.${kind}`)}
      >
        <div>{locationName}</div>
        <div className={classes.number}>
          {t('orderPrint.number', { number: order.order_number ?? order.id })}
        </div>
        <div>{t(`orders.types.${order.type}`)}</div>
        <div>
          {order.pickup_time
            ? t('orderPrint.due', { when: format.dateTime(order.pickup_time) })
            : t('orderPrint.asap')}
        </div>
        {receipt && (
          <div className={classes.muted}>
            {t('orderPrint.placed', { when: format.dateTime(order.created_at) })}
          </div>
        )}
        {who && <div>{who}</div>}
        {table && <div>{t('orderPrint.table', { table })}</div>}
        {school && (
          <div>
            {[school.school, school.grade, school.classroom, school.teacher]
              .filter(Boolean)
              .join(' · ')}
          </div>
        )}
        <hr className={classes.rule} />
        {items.map((line) => (
          <div key={line.cartIndex} className={classes.line}>
            <div className={classes.row}>
              <strong>
                {t('orderPrint.quantity', { quantity: line.quantity, item: line.name })}
              </strong>
              {receipt && <span>{format.money(toCents(line.orderPrice))}</span>}
            </div>
            {line.price_option && <div className={classes.muted}>{line.price_option}</div>}
            {line.orderOptions.map((option) => (
              <div key={`${option.group_id}-${option.value_id}`} className={classes.muted}>
                {t('orderPrint.option', { quantity: option.quantity, option: option.name ?? '' })}
              </div>
            ))}
            {line.special_instructions && (
              <div className={classes.muted}>
                {t('orderPrint.instructions', { text: line.special_instructions })}
              </div>
            )}
          </div>
        ))}
        {checkout.pickup.notes && (
          <>
            <hr className={classes.rule} />
            <div>{t('orderPrint.notes', { text: checkout.pickup.notes })}</div>
          </>
        )}
        {receipt && (
          <>
            <hr className={classes.rule} />
            <CostLines costs={order.data.costs} />
            {checkout.paymentPreference && (
              <div>
                {t('orderPrint.payment', {
                  method: t(`checkout.payment.options.${checkout.paymentPreference}`),
                })}
              </div>
            )}
          </>
        )}
      </article>
    </div>,
    document.body,
  );
}

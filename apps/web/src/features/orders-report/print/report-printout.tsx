import { createPortal } from 'react-dom';
import { toCents, type OrdersReport, type ReportOrder } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#shared/hooks/use-formatters.ts';
import { groupProduction } from '../report-groups.ts';
import { reportTotalLines } from '../report-total-lines.ts';
import { orderPerson } from '../report-sort.ts';
import classes from './report-print.module.css';
import type { ReportPrintMode } from './use-report-print.ts';

interface PrintoutProps {
  mode: ReportPrintMode;
  report: OrdersReport;
  /** In the sort chosen on screen. */
  orders: readonly ReportOrder[];
  k12: boolean;
  includePrices: boolean;
  locationName: string;
}

type Format = ReturnType<typeof useFormatters>;

const isSchoolOrder = (order: ReportOrder) => order.student_name !== null || order.school !== null;

function OrderLines({ order }: { order: ReportOrder }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.lines}>
      {order.items.map((line, index) => (
        <li key={`${line.item_id}-${index}`}>
          <strong>
            {t('ordersReport.orders.line', {
              quantity: line.quantity,
              name: line.price_option ? `${line.name} (${line.price_option})` : line.name,
            })}
          </strong>
          {line.modifiers.map((modifier) => (
            <div key={modifier.name} className={classes.muted}>
              {t('orderPrint.option', { quantity: modifier.quantity, option: modifier.name })}
            </div>
          ))}
          {line.special_instructions && (
            <div className={classes.muted}>
              {t('orderPrint.instructions', { text: line.special_instructions })}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Who the order is for, as large as the paper allows: the student's class details at a school. */
function OrderWho({ order }: { order: ReportOrder }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={classes.big}>{orderPerson(order)}</div>
      {isSchoolOrder(order) && (
        <div>
          {[
            order.grade && `${t('ordersReport.orders.grade')} ${order.grade}`,
            order.classroom && `${t('ordersReport.orders.classroom')} ${order.classroom}`,
            order.teacher,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
      {order.school && <div className={classes.muted}>{order.school}</div>}
    </>
  );
}

function OrderNumber({ order, format }: { order: ReportOrder; format: Format }) {
  const { t } = useTranslation();
  return (
    <div className={classes.muted}>
      {t('orderPrint.number', { number: order.order_number ?? order.reference ?? order.id })}
      {' · '}
      {format.dateTime(order.due_at)}
    </div>
  );
}

function OrderSheet({
  order,
  format,
  includePrices,
  locationName,
}: {
  order: ReportOrder;
  format: Format;
  includePrices: boolean;
  locationName: string;
}) {
  const { t } = useTranslation();
  return (
    <article className={classes.sheet} data-testid="report-print-order" data-order-id={order.id}>
      <div className={classes.muted}>{locationName}</div>
      <div className={classes.title}>
        {t('orderPrint.number', { number: order.order_number ?? order.reference ?? order.id })}
      </div>
      <div>
        {t(`orders.types.${order.type}`)} ·{' '}
        {t('orderPrint.due', { when: format.dateTime(order.due_at) })}
      </div>
      <hr className={classes.rule} />
      <OrderWho order={order} />
      <hr className={classes.rule} />
      <OrderLines order={order} />
      {includePrices && order.total !== null && (
        <>
          <hr className={classes.rule} />
          <div>{t('ordersReport.print.total', { amount: format.money(toCents(order.total)) })}</div>
        </>
      )}
    </article>
  );
}

function OrderLabel({ order, format }: { order: ReportOrder; format: Format }) {
  return (
    <article className={classes.sheet} data-testid="report-print-order" data-order-id={order.id}>
      <OrderWho order={order} />
      <OrderNumber order={order} format={format} />
      <hr className={classes.rule} />
      <OrderLines order={order} />
    </article>
  );
}

function CompactList({
  orders,
  format,
  k12,
  includePrices,
}: {
  orders: readonly ReportOrder[];
  format: Format;
  k12: boolean;
  includePrices: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th>{t('ordersReport.orders.number')}</th>
          <th>{t('ordersReport.orders.due')}</th>
          <th>{t('ordersReport.orders.person')}</th>
          {k12 && <th>{t('ordersReport.orders.grade')}</th>}
          {k12 && <th>{t('ordersReport.orders.teacher')}</th>}
          <th>{t('ordersReport.orders.items')}</th>
          {includePrices && <th className={classes.num}>{t('ordersReport.orders.total')}</th>}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="report-print-order" data-order-id={order.id}>
            <td>{order.order_number ?? order.reference ?? order.id}</td>
            <td>{format.dateTime(order.due_at)}</td>
            <td>{orderPerson(order)}</td>
            {k12 && <td>{order.grade ?? ''}</td>}
            {k12 && <td>{order.teacher ?? ''}</td>}
            <td>
              {order.items
                .map((line) =>
                  t('ordersReport.orders.line', { quantity: line.quantity, name: line.name }),
                )
                .join(', ')}
            </td>
            {includePrices && (
              <td className={classes.num}>
                {order.total === null ? '' : format.money(toCents(order.total))}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProductionPrint({ report, format }: { report: OrdersReport; format: Format }) {
  const { t } = useTranslation();
  return (
    <>
      {groupProduction(report.groupedItems).map((day) => (
        <section key={day.date} data-testid="report-print-day">
          <h2 className={classes.title}>{format.calendarDate(day.date)}</h2>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>{t('ordersReport.production.item')}</th>
                <th>{t('ordersReport.production.option')}</th>
                <th className={classes.num}>{t('ordersReport.production.quantity')}</th>
                <th>{t('ordersReport.production.modifiers')}</th>
              </tr>
            </thead>
            {day.stations.map((station) => (
              <tbody key={station.key}>
                <tr>
                  <th colSpan={4}>{station.station ?? t('ordersReport.production.noStation')}</th>
                </tr>
                {station.items.map((item) => (
                  <tr key={`${item.item_id}-${item.price_option ?? ''}`}>
                    <td>{item.name}</td>
                    <td>{item.price_option ?? ''}</td>
                    <td className={classes.num}>{item.quantity}</td>
                    <td>
                      {item.modifiers
                        .map((modifier) =>
                          t('ordersReport.production.modifier', {
                            quantity: modifier.quantity,
                            name: modifier.name,
                          }),
                        )
                        .join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
      ))}
    </>
  );
}

/** The totals and their check row under a list on paper: the figures the screen shows. */
function PrintTotals({ report, format }: { report: OrdersReport; format: Format }) {
  const { t } = useTranslation();
  const { lines, checks } = reportTotalLines(report, t, format.locale, format.money);
  return (
    <table className={classes.totals} data-testid="report-print-totals">
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th>{line.label}</th>
            <td>
              {line.value}
              {line.notes.map((note) => (
                <div key={note} className={classes.muted}>
                  {note}
                </div>
              ))}
            </td>
          </tr>
        ))}
        <tr>
          <th>{t('ordersReport.totals.check')}</th>
          <td>
            {checks.map((check) => (
              <div key={check.key}>
                {check.text}
                {check.verdict && ` — ${check.verdict}`}
              </div>
            ))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const paper: Record<ReportPrintMode, string | undefined> = {
  compact: classes.letter,
  'order-per-page': classes.letter,
  production: classes.letter,
  'label-4x6': classes.label4x6,
  'label-62mm': classes.label62,
};

/**
 * The report on paper, in the mode chosen and the sort shown on screen: a compact list, one order
 * per page, one label per order (4 × 6 in or 62 mm wide) or the production totals. Rendered
 * straight under `<body>` and hidden on screen; the print stylesheet hides everything else and
 * each mode names its page (size and margins).
 */
export function ReportPrintout({
  mode,
  report,
  orders,
  k12,
  includePrices,
  locationName,
}: PrintoutProps) {
  const { t } = useTranslation();
  const format = useFormatters(report.timeZone);
  const range = {
    start: format.calendarDate(report.startDate),
    end: format.calendarDate(report.endDate),
  };
  const heading = (title: string) => (
    <header className={classes.header}>
      <div className={classes.title}>{title}</div>
      <div className={classes.muted}>
        {locationName} · {t('ordersReport.print.title', range)}
      </div>
    </header>
  );
  return createPortal(
    <div className={classes.root} data-print-mode={mode} data-testid="report-printout">
      <div className={paper[mode]}>
        {mode === 'compact' && (
          <>
            {heading(t('ordersReport.print.compact'))}
            <CompactList orders={orders} format={format} k12={k12} includePrices={includePrices} />
            <PrintTotals report={report} format={format} />
          </>
        )}
        {mode === 'production' && (
          <>
            {heading(t('ordersReport.print.production'))}
            <ProductionPrint report={report} format={format} />
            <PrintTotals report={report} format={format} />
          </>
        )}
        {mode === 'order-per-page' &&
          orders.map((order) => (
            <OrderSheet
              key={order.id}
              order={order}
              format={format}
              includePrices={includePrices}
              locationName={locationName}
            />
          ))}
        {(mode === 'label-4x6' || mode === 'label-62mm') &&
          orders.map((order) => <OrderLabel key={order.id} order={order} format={format} />)}
      </div>
    </div>,
    document.body,
  );
}

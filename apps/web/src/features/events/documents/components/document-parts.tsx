import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  toCents,
  type DocumentEvent,
  type DocumentVersionState,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import classes from './document-print.module.css';

/** Dates, times and money of a document as its reader reads them, in the event's time zone. */
export function useDocumentFormat(event: DocumentEvent) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = event.time_zone;
  return {
    locale,
    date: (instant: string) => formatDate(instant, locale, zone),
    time: (instant: string) => formatTime(instant, zone),
    dateTime: (instant: string) => formatDateTime(instant, locale, zone),
    money: (amount: number | null) =>
      amount === null ? t('eventDocuments.pricing.private') : formatMoney(toCents(amount), locale),
  };
}

/** One part of a document under its title. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.part} aria-label={title}>
      <h2 className={classes.partTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Labels and values; a value that is empty is left out. */
export function Facts({ entries }: { entries: [string, ReactNode][] }) {
  const kept = entries.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={classes.facts}>
      {kept.map(([label, value], index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The document's title and the event: title, date, times, type. */
export function EventHead({
  heading,
  event,
  version,
  more = [],
}: {
  heading: string;
  event: DocumentEvent;
  version: DocumentVersionState;
  /** Facts of the document after the event's (the suite, the guests), in the same list. */
  more?: [string, ReactNode][];
}) {
  const { t } = useTranslation();
  const format = useDocumentFormat(event);
  const times = [event.start, ...(event.end ? [event.end] : [])].map(format.time).join(' – ');
  return (
    <header>
      <h1 style={{ margin: 0, fontSize: 22 }}>{heading}</h1>
      <p className={`${classes.printOnly} ${classes.muted}`}>
        {version.printed_version !== null && version.printed_at && !version.changed_since_printed
          ? t('eventDocuments.version.onPaper', {
              version: version.printed_version,
              date: format.dateTime(version.printed_at),
            })
          : t('eventDocuments.version.draft')}
      </p>
      <Facts
        entries={[
          [t('eventDocuments.event.event'), event.title],
          [t('eventDocuments.event.date'), format.date(event.start)],
          [t('eventDocuments.event.time'), times],
          [t('eventDocuments.event.eventType'), event.event_type],
          [
            t('eventDocuments.event.preOrderType'),
            t(`eventDocuments.event.preOrderTypes.${event.pre_order_type}`),
          ],
          ...more,
        ]}
      />
    </header>
  );
}

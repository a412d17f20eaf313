import { useTranslation } from 'react-i18next';
import {
  percentText,
  type Beo,
  type BeoAnswer,
  type BeoLine,
  type BeoPricingLine,
} from '@app/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';
import { EventHead, Facts, Part, useDocumentFormat } from './document-parts.tsx';
import classes from './document-print.module.css';
import { SignatureLines } from './signature-lines.tsx';

function Contacts({ beo }: { beo: Beo }) {
  const { t } = useTranslation();
  const { owner, event } = beo;
  return (
    <Part title={t('eventDocuments.contacts.title')}>
      <div className={classes.columns}>
        <Facts
          entries={[
            [
              t('eventDocuments.contacts.suiteOwner'),
              owner?.name ?? t('eventDocuments.contacts.noOwner'),
            ],
            [t('eventDocuments.contacts.company'), owner?.company],
            [t('eventDocuments.contacts.phone'), owner?.phone],
            [t('eventDocuments.contacts.email'), owner?.email],
          ]}
        />
        <Facts
          entries={[
            [t('eventDocuments.contacts.eventManager'), event.manager.name],
            [t('eventDocuments.contacts.phone'), event.manager.phone],
            [t('eventDocuments.contacts.email'), event.manager.email],
          ]}
        />
      </div>
    </Part>
  );
}

function TimelineAndGuests({ beo }: { beo: Beo }) {
  const { t } = useTranslation();
  const format = useDocumentFormat(beo.event);
  const none = t('eventDocuments.guests.none');
  return (
    <div className={classes.columns}>
      <Part title={t('eventDocuments.timeline.title')}>
        <Facts
          entries={beo.timeline.map((entry) => {
            const label = `eventDocuments.timeline.${entry.kind}` as TranslationKey;
            return [t(label), format.dateTime(entry.at)];
          })}
        />
      </Part>
      <Part title={t('eventDocuments.guests.title')}>
        <Facts
          entries={[
            [t('eventDocuments.guests.projected'), beo.guests.projected_attendance ?? none],
            [t('eventDocuments.guests.guaranteed'), beo.guests.guaranteed_guest_count ?? none],
          ]}
        />
      </Part>
    </div>
  );
}

function lineName(line: BeoLine, beo: Beo, t: TFunction): string {
  const option = line.price_option ? ` (${line.price_option})` : '';
  if (!line.per_guest) return `${line.name}${option}`;
  const count = beo.guests.guaranteed_guest_count;
  const perGuest =
    count === null
      ? t('eventDocuments.items.perGuest')
      : t('eventDocuments.items.perGuestCount', { count });
  return `${line.name}${option} – ${perGuest}`;
}

function Items({ beo }: { beo: Beo }) {
  const { t } = useTranslation();
  const format = useDocumentFormat(beo.event);
  if (beo.sections.length === 0) {
    return (
      <Part title={t('eventDocuments.items.title')}>
        <p>{t('eventDocuments.items.empty')}</p>
      </Part>
    );
  }
  return (
    <Part title={t('eventDocuments.items.title')}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.number}>{t('eventDocuments.items.quantity')}</th>
            <th>{t('eventDocuments.items.item')}</th>
            <th>{t('eventDocuments.items.modifiers')}</th>
            <th>{t('eventDocuments.items.instructions')}</th>
            <th>{t('eventDocuments.items.servedAt')}</th>
            <th className={classes.number}>{t('eventDocuments.items.amount')}</th>
          </tr>
        </thead>
        {beo.sections.map((section) => (
          <tbody key={section.section_id ?? 'none'}>
            <tr className={classes.sectionRow}>
              <th colSpan={6}>{section.name ?? t('eventDocuments.items.noSection')}</th>
            </tr>
            {section.lines.map((line) => (
              <tr key={line.key}>
                <td className={classes.number}>{line.quantity}</td>
                <td>{lineName(line, beo, t)}</td>
                <td>
                  {line.modifiers
                    .map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name))
                    .join(', ')}
                </td>
                <td>{line.special_instructions}</td>
                <td>{line.serve_at ? format.time(line.serve_at) : ''}</td>
                <td className={classes.number}>{format.money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </Part>
  );
}

function NotesAndEquipment({ beo }: { beo: Beo }) {
  const { t } = useTranslation();
  const notes = beo.notes;
  const entries: [string, string | null][] = [
    [t('eventDocuments.notes.dietary_restrictions'), notes.dietary_restrictions],
    [t('eventDocuments.notes.special_requirements'), notes.special_requirements],
    [t('eventDocuments.notes.pre_order_additional_notes'), notes.pre_order_additional_notes],
    [t('eventDocuments.notes.order_notes'), notes.order_notes.join('\n') || null],
  ];
  return (
    <div className={classes.columns}>
      <Part title={t('eventDocuments.notes.title')}>
        {entries.some(([, text]) => text) ? (
          <Facts entries={entries} />
        ) : (
          <p>{t('eventDocuments.notes.none')}</p>
        )}
      </Part>
      <Part title={t('eventDocuments.equipment.title')}>
        {beo.equipment.length === 0 ? (
          <p>{t('eventDocuments.equipment.none')}</p>
        ) : (
          <Facts entries={beo.equipment.map((entry) => [entry.name, `× ${entry.quantity}`])} />
        )}
      </Part>
    </div>
  );
}

function pricingLabel(line: BeoPricingLine, t: TFunction, percent: (rate: number) => string) {
  if (line.kind === 'tax') {
    const code = (line.code ?? '').toUpperCase();
    const plain =
      (line.label ?? '').trim().toUpperCase() === code &&
      ['GST', 'PST', 'QST', 'HST'].includes(code);
    const name = plain
      ? t(`eventDocuments.pricing.taxNames.${code as 'GST'}`)
      : (line.label ?? t('eventDocuments.pricing.tax'));
    return line.rate === null ? name : `${name} (${percent(line.rate)})`;
  }
  const label = t(`eventDocuments.pricing.${line.kind}`);
  // The service charge goes by the location's own name; a discount or gift card names its code.
  if (line.kind === 'service_charge') return line.label ?? label;
  return line.label && line.kind !== 'total' ? `${label} (${line.label})` : label;
}

function Money({ beo }: { beo: Beo }) {
  const { t } = useTranslation();
  const format = useDocumentFormat(beo.event);
  const percent = (rate: number) => percentText(rate, format.locale);
  const { payments } = beo;
  return (
    <div className={classes.columns}>
      <Part title={t('eventDocuments.pricing.title')}>
        <Facts
          entries={beo.pricing.lines.map((line) => [
            pricingLabel(line, t, percent),
            format.money(line.amount),
          ])}
        />
      </Part>
      <Part title={t('eventDocuments.payments.title')}>
        <Facts
          entries={[
            [t('eventDocuments.payments.paid'), format.money(payments.paid)],
            [
              t('eventDocuments.payments.deposit_requested'),
              format.money(payments.deposit_requested),
            ],
            [t('eventDocuments.payments.refunded'), format.money(payments.refunded)],
            [
              t('eventDocuments.payments.balance'),
              <strong key="balance">{format.money(payments.balance)}</strong>,
            ],
          ]}
        />
      </Part>
    </div>
  );
}

/** One suite's BEO as the banquet captain reads it, on screen and on paper. */
export function BeoDocument({ answer }: { answer: BeoAnswer }) {
  const { t } = useTranslation();
  const beo = answer.document;
  return (
    <>
      <EventHead
        heading={`${t('eventDocuments.beoHeading')} – ${beo.suite.name}`}
        event={beo.event}
        version={answer}
        more={[[t('eventDocuments.event.suite'), beo.suite.name]]}
      />
      <Contacts beo={beo} />
      <TimelineAndGuests beo={beo} />
      <Items beo={beo} />
      <NotesAndEquipment beo={beo} />
      <Money beo={beo} />
      <SignatureLines signatures={beo.signatures} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type {
  ProductionItem,
  ProductionSheet,
  ProductionSheetAnswer,
  ProductionStation,
} from '@app/domain';
import { EventHead, Part } from './document-parts.tsx';
import classes from './document-print.module.css';

/**
 * Every suite's dietary restrictions, special requirements and pre-order notes (the owner's
 * dietary needs), above the detail.
 */
function Dietary({ sheet }: { sheet: ProductionSheet }) {
  const { t } = useTranslation();
  return (
    <Part title={t('eventDocuments.production.dietaryTitle')}>
      {sheet.dietary.length === 0 ? (
        <p>{t('eventDocuments.production.noDietary')}</p>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('eventDocuments.production.suite')}</th>
              <th>{t('eventDocuments.notes.dietary_restrictions')}</th>
              <th>{t('eventDocuments.notes.special_requirements')}</th>
              <th>{t('eventDocuments.notes.pre_order_additional_notes')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.dietary.map((entry) => (
              <tr key={entry.event_suite_id}>
                <th scope="row">{entry.suite}</th>
                <td style={{ whiteSpace: 'pre-line' }}>{entry.dietary_restrictions}</td>
                <td style={{ whiteSpace: 'pre-line' }}>{entry.special_requirements}</td>
                <td style={{ whiteSpace: 'pre-line' }}>{entry.pre_order_additional_notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Part>
  );
}

function ItemRow({ item }: { item: ProductionItem }) {
  const { t } = useTranslation();
  const option = item.price_option ? ` (${item.price_option})` : '';
  const perGuest = item.per_guest ? ` – ${t('eventDocuments.items.perGuest')}` : '';
  return (
    <tr>
      <td>
        <strong>{`${item.name}${option}`}</strong>
        {perGuest}
      </td>
      <td>{item.recipe_number}</td>
      <td className={classes.number}>
        <strong>{item.quantity}</strong>
      </td>
      <td>{item.modifiers.map((m) => `${m.name} ×${m.quantity}`).join(', ')}</td>
      <td>
        <ul className={classes.shares}>
          {item.suites.map((share) => (
            <li key={share.event_suite_id ?? 'none'}>
              {t('eventDocuments.production.share', {
                suite: share.suite ?? t('eventDocuments.production.noSuite'),
                quantity: share.quantity,
              })}
              {share.guaranteed_guest_count !== null &&
                ` (${t('eventDocuments.production.guests', { count: share.guaranteed_guest_count })})`}
              {share.special_instructions.map((instruction) => (
                <div key={instruction.text} className={classes.muted}>
                  {`${instruction.text} (${instruction.quantity})`}
                </div>
              ))}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function Station({ station }: { station: ProductionStation }) {
  const { t } = useTranslation();
  const name = station.name ?? t('eventDocuments.production.noStation');
  return (
    <Part title={t('eventDocuments.production.station', { name })}>
      <table className={`${classes.table} ${classes.fixed}`}>
        <colgroup>
          <col style={{ width: '32%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '30%' }} />
        </colgroup>
        <thead>
          <tr>
            <th>{t('eventDocuments.production.item')}</th>
            <th>{t('eventDocuments.production.recipeNumber')}</th>
            <th className={classes.number}>{t('eventDocuments.production.total')}</th>
            <th>{t('eventDocuments.production.modifiers')}</th>
            <th>{t('eventDocuments.production.suites')}</th>
          </tr>
        </thead>
        <tbody>
          {station.items.map((item) => (
            <ItemRow key={item.key} item={item} />
          ))}
        </tbody>
      </table>
    </Part>
  );
}

/** The event's production sheet as the chef reads it, on screen and on paper. */
export function ProductionSheetDocument({ answer }: { answer: ProductionSheetAnswer }) {
  const { t } = useTranslation();
  const sheet = answer.document;
  const none = t('eventDocuments.guests.none');
  return (
    <>
      <EventHead
        heading={t('eventDocuments.productionSheetTitle')}
        event={sheet.event}
        version={answer}
        more={[
          [t('eventDocuments.guests.projected'), sheet.guests.projected_attendance ?? none],
          [t('eventDocuments.guests.guaranteedTotal'), sheet.guests.guaranteed_total],
        ]}
      />
      <Dietary sheet={sheet} />
      {sheet.stations.length === 0 ? (
        <p>{t('eventDocuments.production.empty')}</p>
      ) : (
        sheet.stations.map((station) => <Station key={station.name ?? ''} station={station} />)
      )}
      <Part title={t('eventDocuments.production.suitesTitle')}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('eventDocuments.production.suite')}</th>
              <th className={classes.number}>{t('eventDocuments.production.guaranteed')}</th>
              <th className={classes.number}>{t('eventDocuments.production.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.suites.map((suite) => (
              <tr key={suite.event_suite_id}>
                <td>{suite.name}</td>
                <td className={classes.number}>{suite.guaranteed_guest_count ?? none}</td>
                <td className={classes.number}>{suite.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
    </>
  );
}

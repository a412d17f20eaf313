import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BeoDocument } from './components/beo-document.tsx';
import { DocumentFrame } from './components/document-frame.tsx';
import { ProductionSheetDocument } from './components/production-sheet-document.tsx';

/**
 * The documents' screen module (app/area-routes.ts): `/events/{eventId}/suites/{suiteId}/beo`
 * (suiteId is the event suite's id) and `/events/{eventId}/production-sheet`.
 */

export function BeoPage() {
  const { t } = useTranslation();
  const params = useParams();
  const eventId = Number(params.eventId);
  const suiteId = Number(params.suiteId);
  return (
    <DocumentFrame
      target={{ kind: 'beo', eventId, suiteId }}
      title={(answer) =>
        answer
          ? t('eventDocuments.beoTitleOf', { suite: answer.document.suite.name })
          : t('eventDocuments.beoTitle')
      }
      back={{ to: `/events/${eventId}/suites/${suiteId}`, label: t('eventDocuments.backToSuite') }}
    >
      {(answer) => <BeoDocument answer={answer} />}
    </DocumentFrame>
  );
}

export function ProductionSheetPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  return (
    <DocumentFrame
      target={{ kind: 'production_sheet', eventId }}
      title={() => t('eventDocuments.productionSheetTitle')}
      back={{ to: `/events/${eventId}`, label: t('eventDocuments.backToEvent') }}
    >
      {(answer) => <ProductionSheetDocument answer={answer} />}
    </DocumentFrame>
  );
}

import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { SubsidyCode } from '@app/domain';
import classes from './code-cards-sheet.module.css';

interface CodeCardsSheetProps {
  codes: readonly Pick<SubsidyCode, 'id' | 'code'>[];
  locationName: string;
  subsidyName: string;
}

/**
 * The printable sheet of code cards: ten per Letter page (two columns of five, cut along the
 * dashed lines), each with the location, the subsidy and the code in large type. Rendered under
 * `<body>`, hidden on screen; the print stylesheet hides everything else.
 */
export function CodeCardsSheet({ codes, locationName, subsidyName }: CodeCardsSheetProps) {
  const { t } = useTranslation();
  return createPortal(
    <div
      className={classes.root}
      data-testid="subsidy-code-cards"
      aria-label={t('subsidies.cards.title')}
    >
      {codes.map((code) => (
        <article key={code.id} className={classes.card}>
          <div className={classes.location}>{locationName}</div>
          <div className={classes.subsidy}>{subsidyName}</div>
          <div className={classes.label}>{t('subsidies.cards.code')}</div>
          <div className={classes.code}>{code.code}</div>
        </article>
      ))}
    </div>,
    document.body,
  );
}

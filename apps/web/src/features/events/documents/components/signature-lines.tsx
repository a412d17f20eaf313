import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beo } from '@app/domain';
import { Part } from './document-parts.tsx';
import classes from './document-print.module.css';

/** A line to sign and a line for the date, for each who signs the BEO; kept on one page. */
export function SignatureLines({ signatures }: { signatures: Beo['signatures'] }) {
  const { t } = useTranslation();
  return (
    <Part title={t('eventDocuments.signatures.title')}>
      <div className={classes.signatures}>
        {signatures.map((signature) => (
          <Fragment key={signature}>
            <div>
              <div className={classes.signatureLine} />
              <span className={classes.muted}>{t(`eventDocuments.signatures.${signature}`)}</span>
            </div>
            <div>
              <div className={classes.signatureLine} />
              <span className={classes.muted}>{t('eventDocuments.signatures.date')}</span>
            </div>
          </Fragment>
        ))}
      </div>
    </Part>
  );
}

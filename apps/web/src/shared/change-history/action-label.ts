import { changeHistoryActions } from '@app/domain';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '#i18n/translation-key.ts';

const knownActions: readonly string[] = changeHistoryActions;

/**
 * A change-history action in the interface language (the `changeHistory` catalogue), wherever a
 * history is shown: the Change history screen, an event's history. An unknown action is shown as
 * recorded.
 */
export function actionLabel(t: TFunction, action: string): string {
  return knownActions.includes(action)
    ? t(`changeHistory.actions.${action}` as TranslationKey)
    : action;
}

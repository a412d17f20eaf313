import { i18n } from '#i18n/i18n.ts';
import { handleApiError } from '#lib/api/api-client.ts';
import { isApiError, type ApiError } from '#lib/api/api-error.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { notifyError } from '#lib/notify.ts';

/** The `errors.actions.*` templates ("Error creating {object}: {errorMessage}"). */
export type CatalogueAction =
  | 'fetch'
  | 'create'
  | 'update'
  | 'publish'
  | 'archive'
  | 'duplicate'
  | 'delete'
  | 'export'
  | 'move'
  | 'search'
  | 'save';

/** The `errors.objects.*` names ("the menu"). */
export type CatalogueObject =
  | 'menu'
  | 'menus'
  | 'section'
  | 'sections'
  | 'item'
  | 'items'
  | 'modifier'
  | 'modifiers'
  | 'modifierOption'
  | 'menuGroup'
  | 'menuGroups'
  | 'availability'
  | 'image';

/** "Error duplicating the menu: <the server's localised message>". */
export function catalogueErrorText(
  error: ApiError,
  action: CatalogueAction,
  object: CatalogueObject,
): string {
  return i18n.t(`errors.actions.${action}`, {
    object: i18n.t(`errors.objects.${object}`),
    errorMessage: apiErrorText(error),
  });
}

/**
 * Reports a failed catalogue call made with `handleErrors: false`: session problems (network,
 * 401, unknown tenant, PIN) go to the shared handling (logout…), anything else becomes a toast
 * with the action's template. Errors that are not API errors are reported generically.
 */
export function notifyCatalogueError(
  error: unknown,
  action: CatalogueAction,
  object: CatalogueObject,
): void {
  if (!isApiError(error)) {
    notifyError(i18n.t('errors.somethingWentWrong'));
    return;
  }
  if (
    error.isNetworkError ||
    error.status === 401 ||
    error.code === 'tenant_not_recognized' ||
    error.code === 'pin_required'
  ) {
    handleApiError(error);
    return;
  }
  notifyError(catalogueErrorText(error, action, object));
}

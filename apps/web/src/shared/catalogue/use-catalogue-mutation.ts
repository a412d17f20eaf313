import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import {
  notifyCatalogueError,
  type CatalogueAction,
  type CatalogueObject,
} from './catalogue-errors.ts';

export interface CatalogueMutationOptions<Variables, Result> {
  /** The call; make it with `handleErrors: false` so the action's template is the one toast. */
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The error template and object name of a failure ("Error deleting the menu: …"). */
  action: CatalogueAction;
  object: CatalogueObject;
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * A change to the menu catalogue: on failure a toast with the action's template, and afterwards
 * (success or failure: a failed multi-step change may still have moved things) every catalogue
 * query of the location is refreshed, since one change can show on several screens.
 */
export function useCatalogueMutation<Variables, Result>({
  mutationFn,
  action,
  object,
  onSuccess,
}: CatalogueMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  return useMutation({
    mutationFn,
    onSuccess,
    onError: (error) => notifyCatalogueError(error, action, object),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) }),
  });
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActiveSession } from '#lib/session/session-store.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import {
  notifyCatalogueError,
  type CatalogueAction,
  type CatalogueObject,
} from './catalogue-errors.ts';

/** A change shown in a cached answer before the server confirms it. */
export interface OptimisticChange<Variables, Data> {
  /** The query whose cached answer changes at once. */
  queryKey: QueryKey;
  /** That answer with the change applied. */
  apply: (current: Data, variables: Variables) => Data;
}

export interface CatalogueMutationOptions<Variables, Result, Data = unknown> {
  /** The call; make it with `handleErrors: false` so the action's template is the one toast. */
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The error template and object name of a failure ("Error deleting the menu: …"). */
  action: CatalogueAction;
  object: CatalogueObject;
  onSuccess?: (result: Result, variables: Variables) => void;
  /**
   * Show the change at once (e.g. a dragged row must not jump back while the call runs); the
   * cached answer returns to what it was if the call fails.
   */
  optimistic?: OptimisticChange<Variables, Data>;
}

/**
 * A change to the menu catalogue: on failure a toast with the action's template, and afterwards
 * (success or failure: a failed multi-step change may still have moved things) every catalogue
 * query of the location is refreshed, since one change can show on several screens.
 */
export function useCatalogueMutation<Variables, Result, Data = unknown>({
  mutationFn,
  action,
  object,
  onSuccess,
  optimistic,
}: CatalogueMutationOptions<Variables, Result, Data>) {
  const queryClient = useQueryClient();
  const { tenantId } = useActiveSession();
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      if (!optimistic) return { previous: undefined };
      // A refetch already under way must not overwrite the change with the old answer.
      await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
      const previous = queryClient.getQueryData<Data>(optimistic.queryKey);
      if (previous !== undefined) {
        queryClient.setQueryData(optimistic.queryKey, optimistic.apply(previous, variables));
      }
      return { previous };
    },
    onSuccess,
    onError: (error, _variables, context) => {
      if (optimistic && context?.previous !== undefined) {
        queryClient.setQueryData(optimistic.queryKey, context.previous);
      }
      notifyCatalogueError(error, action, object);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(tenantId) }),
  });
}

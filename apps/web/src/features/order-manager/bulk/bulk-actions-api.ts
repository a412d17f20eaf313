import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBulkActionAnswer, type BulkActionAnswer, type BulkActionRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/** `POST /api/orders/bulk-actions`: a dry run, a run, or the job of a large run. */
export function postBulkAction(
  body: BulkActionRequest,
  idempotencyKey?: string,
): Promise<BulkActionAnswer> {
  return apiRequest('/orders/bulk-actions', {
    method: 'POST',
    body,
    schema: ZBulkActionAnswer,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

/** A run changes orders: the order manager's lists (`['order-manager']`) are read again. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BulkActionRequest; key?: string }) =>
      postBulkAction(body, key),
    onSuccess: (_answer, { body }) => {
      if (!body.dryRun) void queryClient.invalidateQueries({ queryKey: ['order-manager'] });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOrderingParameters,
  type OrderingParameters,
  type OrderingParametersRequest,
  type SchoolYearRequest,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

export const operationsKeys = {
  all: ['settings', 'operations'] as const,
  orderingParameters: (locationId: number) =>
    [...operationsKeys.all, 'ordering-parameters', locationId] as const,
  customQuestions: (locationId: number) =>
    [...operationsKeys.all, 'custom-questions', locationId] as const,
};

/** `GET /api/settings/ordering-parameters`: the parameters and the end of the school year. */
export function useOrderingParameters(locationId: number) {
  return useQuery({
    queryKey: operationsKeys.orderingParameters(locationId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/ordering-parameters', { signal, schema: ZOrderingParameters }),
  });
}

/** Stores the answer of a save as the query's data, so every section shows what was saved. */
function useSaveParameters<Body>(
  locationId: number,
  send: (body: Body) => Promise<OrderingParameters>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) =>
      queryClient.setQueryData(operationsKeys.orderingParameters(locationId), saved),
  });
}

/** `PUT /api/settings/ordering-parameters`: the whole object (the school year is kept). */
export function useSaveOrderingParameters(locationId: number) {
  return useSaveParameters(locationId, (body: OrderingParametersRequest) =>
    apiRequest('/settings/ordering-parameters', {
      method: 'PUT',
      body,
      schema: ZOrderingParameters,
    }),
  );
}

/** `PUT /api/settings/school-year`: the date and the typed confirmation word. */
export function useSaveSchoolYear(locationId: number) {
  return useSaveParameters(locationId, (body: SchoolYearRequest) =>
    apiRequest('/settings/school-year', { method: 'PUT', body, schema: ZOrderingParameters }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCustomQuestions, type CustomQuestionsRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { operationsKeys } from './ordering-parameters-api.ts';

/** `GET /api/settings/custom-questions`: the questions in the order they are asked. */
export function useCustomQuestions(locationId: number) {
  return useQuery({
    queryKey: operationsKeys.customQuestions(locationId),
    queryFn: ({ signal }) =>
      apiRequest('/settings/custom-questions', { signal, schema: ZCustomQuestions }),
  });
}

/** `PUT /api/settings/custom-questions`: the whole ordered list; answers the saved list. */
export function useSaveCustomQuestions(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomQuestionsRequest) =>
      apiRequest('/settings/custom-questions', { method: 'PUT', body, schema: ZCustomQuestions }),
    onSuccess: (saved) =>
      queryClient.setQueryData(operationsKeys.customQuestions(locationId), saved),
  });
}

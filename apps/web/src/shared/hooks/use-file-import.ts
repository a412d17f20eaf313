import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';

/**
 * A file sent to an import call (`POST <path>`, multipart field `file`), its answer read with
 * `schema`; what it changed (`invalidates`) is read again. Refusals are left to the caller, who
 * lists them line by line.
 */
export function useFileImport<T>(
  path: string,
  schema: { parse(data: unknown): T },
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest(path, { method: 'POST', body, schema, handleErrors: false });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZBeoAnswer,
  ZProductionSheetAnswer,
  type BeoAnswer,
  type ProductionSheetAnswer,
} from '@app/domain';
import { apiDownload, saveFile } from '#lib/api/api-download.ts';
import { apiRequest } from '#lib/api/api-client.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Which document: one event suite's BEO, or the event's production sheet. */
export type DocumentTarget =
  { kind: 'beo'; eventId: number; suiteId: number } | { kind: 'production_sheet'; eventId: number };

export type DocumentAnswerOf<T extends DocumentTarget> = T extends { kind: 'beo' }
  ? BeoAnswer
  : ProductionSheetAnswer;
export type DocumentAnswer = BeoAnswer | ProductionSheetAnswer;

/** The document's path under /api (docs/api.md "Event documents"). */
function pathOf(target: DocumentTarget): string {
  return target.kind === 'beo'
    ? `/catering/events/${target.eventId}/event-suites/${target.suiteId}/beo`
    : `/catering/events/${target.eventId}/production-sheet`;
}

function schemaOf(target: DocumentTarget): { parse(data: unknown): DocumentAnswer } {
  return target.kind === 'beo' ? ZBeoAnswer : ZProductionSheetAnswer;
}

export const documentKeys = {
  one: (tenantId: number, target: DocumentTarget) =>
    [
      'event-documents',
      tenantId,
      target.kind,
      target.eventId,
      'suiteId' in target ? target.suiteId : null,
    ] as const,
};

/**
 * How often an open document asks again: a sheet left open in the kitchen shows "changed since
 * printed" within a minute of an order changing.
 */
const REFRESH_MS = 60_000;

/** The document now, with its printed version and what changed since (errors shown by the screen). */
export function useEventDocument<T extends DocumentTarget>(target: T) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: documentKeys.one(tenantId, target),
    queryFn: ({ signal }) =>
      apiRequest(pathOf(target), {
        signal,
        schema: schemaOf(target),
        handleErrors: false,
      }) as Promise<DocumentAnswerOf<T>>,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}

function failure(error: unknown): string {
  return isApiError(error) ? apiErrorText(error) : String(error);
}

/**
 * `POST …/prints`: keeps the document as its next version before the browser prints it; the
 * answer (the new version, nothing changed) replaces the screen's copy, then `onPrinted` runs.
 */
export function usePrintDocument(target: DocumentTarget, onPrinted: () => void) {
  const { t } = useTranslation();
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${pathOf(target)}/prints`, {
        method: 'POST',
        schema: schemaOf(target),
        handleErrors: false,
      }),
    onSuccess: (answer: DocumentAnswer) => {
      queryClient.setQueryData(documentKeys.one(tenantId, target), answer);
      onPrinted();
    },
    onError: (error) =>
      notifyError(t('eventDocuments.actions.printFailed', { message: failure(error) })),
  });
}

/**
 * `GET ….xlsx`: the document as a spreadsheet named by the server (`BEO-…`, `ProdSheet-…`), in
 * the interface language; the export is kept as a version, so the screen reads it again.
 */
export function useExportDocument(target: DocumentTarget) {
  const { t } = useTranslation();
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await apiDownload(`${pathOf(target)}.xlsx`, { accept: XLSX });
      return response;
    },
    onSuccess: async (file) => {
      const fileName = file.fileName ?? `${target.kind}.xlsx`;
      saveFile(file.blob, fileName);
      await queryClient.invalidateQueries({ queryKey: documentKeys.one(tenantId, target) });
      const version = queryClient.getQueryData<DocumentAnswer>(
        documentKeys.one(tenantId, target),
      )?.printed_version;
      notifySuccess(t('eventDocuments.actions.exported', { fileName, version: version ?? '' }));
    },
    onError: (error) =>
      notifyError(t('eventDocuments.actions.exportFailed', { message: failure(error) })),
  });
}

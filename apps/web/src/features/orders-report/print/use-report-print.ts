import { useCallback, useEffect, useState } from 'react';

/** The report's print modes (spec part 2 §9), and the production totals. */
export const reportPrintModes = [
  'compact',
  'order-per-page',
  'label-4x6',
  'label-62mm',
  'production',
] as const;
export type ReportPrintMode = (typeof reportPrintModes)[number];

/**
 * Prints the report in a mode: `print(mode)` renders the printout in that mode, then opens the
 * browser's print dialog once it is drawn. The printout stays (hidden on screen) in the last mode
 * chosen, so printing again from the browser's menu prints the same paper.
 */
export function useReportPrint() {
  const [request, setRequest] = useState<{ mode: ReportPrintMode; count: number } | null>(null);
  useEffect(() => {
    if (request === null) return;
    const frame = window.requestAnimationFrame(() => window.print());
    return () => window.cancelAnimationFrame(frame);
  }, [request]);
  const print = useCallback(
    (mode: ReportPrintMode) =>
      setRequest((previous) => ({ mode, count: (previous?.count ?? 0) + 1 })),
    [],
  );
  return { mode: request?.mode ?? null, print };
}

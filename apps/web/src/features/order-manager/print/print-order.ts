import { useCallback, useEffect, useState } from 'react';

export type PrintKind = 'chit' | 'receipt';

/**
 * One order printed as a kitchen chit (no prices) or a customer receipt: `print(kind)` renders
 * the printout (`printing`, for `<OrderPrintout>`), then opens the browser's print dialog once
 * it is on the page, and forgets it when the dialog closes.
 */
export function usePrintOrder() {
  const [printing, setPrinting] = useState<PrintKind | null>(null);
  useEffect(() => {
    if (printing === null) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    // After the printout is drawn: the dialog prints what is on the page at that moment.
    const frame = window.requestAnimationFrame(() => window.print());
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  const print = useCallback((kind: PrintKind) => setPrinting(kind), []);
  return { printing, print };
}

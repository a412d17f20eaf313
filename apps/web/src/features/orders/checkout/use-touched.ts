import { useCallback, useState } from 'react';

/**
 * Which fields the user has left at least once. The domain's instant checks (required, phone,
 * address picked) show only on those, so an untouched form is not covered in red; the errors the
 * panel receives (from a refused submit) show whatever the field's state.
 */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (field: string) =>
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const isTouched = useCallback((field: string) => touched.has(field), [touched]);
  return { touch, isTouched };
}

import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';

/**
 * Unsaved changes of the settings screen. Each form of a tab reports whether it is dirty; the
 * screen holds the one navigation blocker (a router supports only one) and asks before
 * switching tabs, which unmounts the forms of the tab left.
 */
const SettingsDirtyContext = createContext<((key: string, dirty: boolean) => void) | null>(null);

/**
 * Reports this form's unsaved changes to the settings screen. Forms do not block navigation
 * themselves: a second blocker would replace the screen's.
 */
export function useSettingsFormDirty(isDirty: boolean): void {
  const report = useContext(SettingsDirtyContext);
  const key = useId();
  useEffect(() => {
    if (!report) return;
    report(key, isDirty);
    return () => report(key, false);
  }, [report, key, isDirty]);
}

/** The settings screen's side: whether any form is dirty, and the provider its tabs sit in. */
export function useSettingsDirtyState() {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((key: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const isDirty = dirtyForms.size > 0;
  useUnsavedChanges(isDirty);
  return { isDirty, report, Provider: SettingsDirtyContext.Provider };
}

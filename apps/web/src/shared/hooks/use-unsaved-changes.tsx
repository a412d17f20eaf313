import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { i18n } from '#i18n/i18n.ts';

/**
 * Asks before closing an editor or leaving a screen with unsaved changes: "Leave" calls
 * `onLeave`; "Stay", Escape or closing the dialog calls `onStay` (if given).
 */
export function confirmDiscard(onLeave: () => void, onStay?: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('unsavedChanges.title'),
    children: <Text size="sm">{i18n.t('unsavedChanges.body')}</Text>,
    labels: { confirm: i18n.t('actions.leave'), cancel: i18n.t('actions.stay') },
    confirmProps: { color: 'red' },
    onConfirm: onLeave,
    onCancel: onStay,
    onClose: onStay,
  });
}

/**
 * Asks for confirmation before leaving a screen with unsaved changes: in-app navigation is
 * blocked until the user confirms in a modal, and closing or reloading the tab triggers the
 * browser's own prompt. Pass `isDirty` from the form (e.g. react-hook-form's `formState`).
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the modal (escape, overlay, cancel) keeps the user on the page.
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    confirmDiscard(
      () => settle(true),
      () => settle(false),
    );
  }, [blocker]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from 'react-router';
import { i18n } from '#i18n/i18n.ts';

/** Whether a discard confirmation is showing (or was closed by the key press being handled). */
let confirming = false;

/**
 * Asks before closing an editor or leaving a screen with unsaved changes: "Leave" / "Discard"
 * calls `onLeave`; "Stay" / "Keep editing", Escape or closing the dialog calls `onStay` (if given).
 * `scope` picks the wording: leaving the page, or (default) closing a panel or dialog.
 *
 * One confirmation at a time: the Escape that closes it also reaches the drawer or modal
 * underneath (Mantine listens on the window), which would otherwise ask again at once.
 */
export function confirmDiscard(
  onLeave: () => void,
  onStay?: () => void,
  scope: 'page' | 'panel' = 'panel',
): void {
  if (confirming) return;
  confirming = true;
  let settled = false;
  const settle = (leave: boolean) => {
    if (settled) return;
    settled = true;
    // Released after the current event, so the same key press cannot open a new confirmation.
    setTimeout(() => {
      confirming = false;
    }, 0);
    if (leave) onLeave();
    else onStay?.();
  };
  const page = scope === 'page';
  modals.openConfirmModal({
    title: i18n.t('unsavedChanges.title'),
    children: (
      <Text size="sm">{i18n.t(page ? 'unsavedChanges.body' : 'unsavedChanges.discardBody')}</Text>
    ),
    labels: page
      ? { confirm: i18n.t('actions.leave'), cancel: i18n.t('actions.stay') }
      : {
          confirm: i18n.t('unsavedChanges.discard'),
          cancel: i18n.t('unsavedChanges.keepEditing'),
        },
    confirmProps: { color: 'red' },
    closeOnEscape: true,
    onConfirm: () => settle(true),
    onCancel: () => settle(false),
    onClose: () => settle(false),
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
      'page',
    );
  }, [blocker]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks for confirmation before leaving a screen with unsaved changes: in-app navigation is
 * blocked until the user confirms in a modal, and closing or reloading the tab triggers the
 * browser's own prompt. Pass `isDirty` from the form (e.g. react-hook-form's `formState`).
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const { t } = useTranslation();
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
    modals.openConfirmModal({
      title: t('unsavedChanges.title'),
      children: <Text size="sm">{t('unsavedChanges.body')}</Text>,
      labels: { confirm: t('actions.leave'), cancel: t('actions.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Drawer, Group, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '#shared/hooks/use-unsaved-changes.tsx';
import { confirmDiscard } from '#shared/hooks/use-unsaved-changes.tsx';

interface EditorDrawerProps {
  title: string;
  isDirty: boolean;
  saving: boolean;
  onClose: () => void;
  /** "Save" (publishes) and "Save draft" (keeps it a draft) both submit the form. */
  onSubmit: (published: boolean) => (event?: FormEvent) => void;
  children: ReactNode;
}

/**
 * The frame of the menu and section editors: a side drawer holding a form, with Cancel,
 * "Save draft" and "Save" at the bottom. Closing it (Escape, overlay, Cancel) or leaving the
 * page with unsaved changes asks for confirmation first.
 */
export function EditorDrawer({
  title,
  isDirty,
  saving,
  onClose,
  onSubmit,
  children,
}: EditorDrawerProps) {
  const { t } = useTranslation();
  useUnsavedChanges(isDirty);
  const close = () => (isDirty ? confirmDiscard(onClose) : onClose());

  return (
    <Drawer
      opened
      onClose={close}
      title={title}
      position="right"
      size="min(720px, 100vw)"
      padding={0}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-lg)' } }}
    >
      <form onSubmit={onSubmit(true)} noValidate>
        <Box px="lg" pb="lg">
          <Stack gap="xl">{children}</Stack>
        </Box>
        <Group
          justify="flex-end"
          gap="sm"
          px="lg"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          <Button variant="default" onClick={close} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button variant="light" onClick={onSubmit(false)} loading={saving}>
            {t('actions.saveDraft')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      </form>
    </Drawer>
  );
}

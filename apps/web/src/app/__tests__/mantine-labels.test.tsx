import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Alert, Drawer, Modal } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';

function Overlays() {
  return (
    <>
      <Modal opened onClose={() => undefined} title="M">
        …
      </Modal>
      <Drawer opened onClose={() => undefined} title="D">
        …
      </Drawer>
      <Alert withCloseButton>…</Alert>
      <Dropzone onDrop={() => undefined}>…</Dropzone>
    </>
  );
}

describe("Mantine's own texts", () => {
  it.each([
    ['en-CA', 'Close', 'Choose a file'],
    ['fr-CA', 'Fermer', 'Choisir un fichier'],
  ] as const)('are in the interface language (%s)', async (locale, close, chooseFile) => {
    await changeLocale(locale);
    render(<Overlays />, { wrapper: TestProviders });
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    // The modal's, the drawer's, the alert's and the toast's close buttons (the toast stack
    // loads with the first toast).
    await waitFor(() => expect(screen.getAllByRole('button', { name: close })).toHaveLength(4));
    // react-dropzone would name its hidden file input "file upload".
    expect(screen.getByLabelText(chooseFile)).toHaveProperty('type', 'file');
    expect(screen.queryByLabelText('file upload')).toBeNull();
    act(() => {
      notifications.clean();
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '@app/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { ImageUploadField } from '../image-upload-field.tsx';
import { RichTextField } from '../rich-text-field.tsx';

function bigFile(): File {
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 3 * 1024 * 1024 + 1 });
  return file;
}

describe('image upload field', () => {
  it('refuses a picture over 3 MB before sending anything, in the interface language', async () => {
    await changeLocale('fr-CA');
    const onUpload = vi.fn(async () => undefined);
    const { container } = render(
      <TestProviders>
        <ImageUploadField label="Image" value={null} onUpload={onUpload} />
      </TestProviders>,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [bigFile()] } });
    expect(await screen.findByText('L’image doit faire 3 Mo ou moins.')).toBeTruthy();
    expect(onUpload).not.toHaveBeenCalled();
  });
});

describe('rich text', () => {
  it('keeps only b, i, em, strong, p and br, without attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()">A <b>bold</b> <a href="https://x">link</a><script>alert(1)</script><br><span style="color:red"><em>e</em></span></p>',
      ),
    ).toBe('<p>A <b>bold</b> link<br /><em>e</em></p>');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
  });

  it('sends sanitised HTML as the user edits', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <RichTextField label="Description" value="" onChange={onChange} />
      </TestProviders>,
    );
    const editor = screen.getByRole('textbox', { name: 'Description' });
    editor.innerHTML = '<p>Fresh <strong>daily</strong><img src=x onerror="alert(1)"></p>';
    fireEvent.input(editor);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p>Fresh <strong>daily</strong></p>'),
    );
  });
});

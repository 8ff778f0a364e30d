/** FileField: type and size checked when a file is picked, Italian messages, the selected-file status. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveErrorOf, renderStrict } from '../../../test/support/fields';
import { FileField } from '.';
import { fileSizeText, fileTypesText } from './FileField';

const MB = 1024 * 1024;
const ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const;

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function setup(error?: string) {
  const onFiles = vi.fn();
  const onChange = vi.fn();
  const view = renderStrict(
    <FileField label="Documento" accept={ACCEPT} maxBytes={5 * MB} onFiles={onFiles} onChange={onChange} error={error} />,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Documento');
  // applyAccept off: the browser's picker may still hand over a file of another type (drag and drop, "All files").
  const user = userEvent.setup({ applyAccept: false });
  const status = () => view.container.querySelector('.sr-only[aria-live="polite"]');
  return { input, onFiles, onChange, user, status };
}

describe('FileField', () => {
  it('offers the accepted types to the picker', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
  });

  it('refuses a file of another type with a message naming the accepted formats, and empties the input', async () => {
    const { input, onFiles, onChange, user, status } = setup();
    await user.upload(input, file('foto.gif', 'image/gif'));
    expect(liveErrorOf(input)?.textContent).toBe('Il file deve essere in formato JPG, PNG o PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.files).toHaveLength(0);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('refuses a file over maxBytes with a message giving the limit', async () => {
    const { input, onFiles, user } = setup();
    await user.upload(input, file('scansione.pdf', 'application/pdf', 5 * MB + 1));
    expect(liveErrorOf(input)?.textContent).toBe('Il file non può superare i 5 MB');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes a valid file: no error, onFiles called, "File selezionato: <name>" announced', async () => {
    const { input, onFiles, user, status } = setup();
    await user.upload(input, file('foto.gif', 'image/gif'));
    const ok = file('carta.png', 'image/png', 5 * MB);
    await user.upload(input, ok);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(liveErrorOf(input)).toBeNull();
    expect(onFiles).toHaveBeenCalledWith([ok]);
    expect(status()).toHaveTextContent('File selezionato: carta.png');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it("shows the caller's error (a server error) until a file is refused", async () => {
    const { input, user } = setup('Documento non leggibile');
    expect(liveErrorOf(input)?.textContent).toBe('Documento non leggibile');
    await user.upload(input, file('a.txt', 'text/plain'));
    expect(liveErrorOf(input)?.textContent).toBe('Il file deve essere in formato JPG, PNG o PDF');
  });
});

describe('FileField copy', () => {
  it('names the formats: JPG for image/jpeg, the subtype otherwise, "o" before the last', () => {
    expect(fileTypesText(['application/pdf'])).toBe('PDF');
    expect(fileTypesText(['image/jpeg', 'application/pdf'])).toBe('JPG o PDF');
    expect(fileTypesText(['image/jpeg', 'image/png', 'image/heic', 'application/pdf'])).toBe('JPG, PNG, HEIC o PDF');
  });

  it('gives the limit in MB (1024 × 1024 bytes), with a comma, or KB below one MB', () => {
    expect(fileSizeText(5 * MB)).toBe('i 5 MB');
    expect(fileSizeText(MB)).toBe('1 MB');
    expect(fileSizeText(1.5 * MB)).toBe('i 1,5 MB');
    expect(fileSizeText(500 * 1024)).toBe('i 500 KB');
  });
});

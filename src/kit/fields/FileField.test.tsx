/**
 * FileField: type and size checked when a file is picked, Italian messages, the selected-file status; a photo
 * checked on its scaled form (spec §4 DocumentData, §7 `document-scans`: kit/uploads) and offered from the camera.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveErrorOf, renderStrict } from '../../../test/support/fields';
import { FileField } from '.';
import { fileSizeText, fileTypesText, pickerAccept } from './FileField';
import { preparedFile } from '../uploads/preparedFiles';
import { setupUser } from '../../../test/support/user';

const MB = 1024 * 1024;
const ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const;

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function setup(error?: string, accept: readonly string[] = ACCEPT) {
  const onFiles = vi.fn();
  const onChange = vi.fn();
  const onRefused = vi.fn();
  const view = renderStrict(
    <FileField label="Documento" accept={accept} maxBytes={5 * MB} onFiles={onFiles} onRefused={onRefused} onChange={onChange} error={error} />,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Documento');
  // applyAccept off: the browser's picker may still hand over a file of another type (drag and drop, "All files").
  const user = setupUser({ applyAccept: false });
  const status = () => view.container.querySelector('.sr-only[aria-live="polite"]');
  return { input, onFiles, onChange, onRefused, user, status };
}

afterEach(() => vi.unstubAllGlobals());

describe('FileField', () => {
  it('offers the accepted types to the picker', () => {
    const { input } = setup(undefined, ['application/pdf']);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf');
  });

  it('spec §4 DocumentData: where JPEG is accepted, offers any image (the camera on a phone) and the other types', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(pickerAccept(['image/jpeg', 'image/png'])).toBe('image/*');
    expect(pickerAccept(['image/png', 'application/pdf'])).toBe('image/png,application/pdf');
  });

  it('refuses a file of another type with a message naming the accepted formats, and empties the input', async () => {
    const { input, onFiles, onChange, onRefused, user, status } = setup();
    await user.upload(input, file('note.txt', 'text/plain'));
    expect(liveErrorOf(input)?.textContent).toBe('Il file deve essere in formato JPG, PNG o PDF');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.files).toHaveLength(0);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalled();
    expect(status()).toHaveTextContent('');
  });

  it('refuses an image the browser cannot decode once its preparation ends (it would be uploaded as it is)', async () => {
    // jsdom decodes nothing: the GIF stays a GIF, not an accepted type.
    const { input, onFiles, onRefused, user, status } = setup();
    const gif = file('foto.gif', 'image/gif');
    await user.upload(input, gif);
    expect(onFiles).toHaveBeenCalledWith([gif]);
    await waitFor(() => expect(liveErrorOf(input)?.textContent).toBe('Il file deve essere in formato JPG, PNG o PDF'));
    expect(onRefused).toHaveBeenCalled();
    expect(input.files).toHaveLength(0);
    expect(status()).toHaveTextContent('');
  });

  it('spec §4 DocumentData: takes a 12 MB camera photo at once and checks the scaled JPEG it is uploaded as', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 3000, close: () => undefined }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext = () => ({ fillRect: () => undefined, drawImage: () => undefined });
        convertToBlob = () => Promise.resolve(new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' }));
      },
    );
    const { input, onFiles, onRefused, user, status } = setup();
    const photo = file('IMG_0001.jpg', 'image/jpeg', 12 * MB);
    await user.upload(input, photo);
    expect(onFiles).toHaveBeenCalledWith([photo]);
    expect(status()).toHaveTextContent('File selezionato: IMG_0001.jpg');
    const ready = await preparedFile(photo);
    expect(ready).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 400_000 });
    expect(liveErrorOf(input)).toBeNull();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a photo whose scaled form is still over maxBytes', async () => {
    // jsdom decodes nothing: the 6 MB PNG is uploaded as it is, over the 5 MB limit.
    const { input, onFiles, onRefused, user } = setup();
    await user.upload(input, file('scansione.png', 'image/png', 6 * MB));
    expect(onFiles).toHaveBeenCalled();
    await waitFor(() => expect(liveErrorOf(input)?.textContent).toBe('Il file non può superare i 5 MB'));
    expect(onRefused).toHaveBeenCalled();
  });

  it('refuses a file over maxBytes with a message giving the limit', async () => {
    const { input, onFiles, user } = setup();
    await user.upload(input, file('scansione.pdf', 'application/pdf', 5 * MB + 1));
    expect(liveErrorOf(input)?.textContent).toBe('Il file non può superare i 5 MB');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes a valid file: no error, onFiles called, "File selezionato: <name>" announced', async () => {
    const { input, onFiles, user, status } = setup();
    await user.upload(input, file('note.txt', 'text/plain'));
    const ok = file('carta.pdf', 'application/pdf', 5 * MB);
    await user.upload(input, ok);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(liveErrorOf(input)).toBeNull();
    expect(onFiles).toHaveBeenCalledWith([ok]);
    expect(status()).toHaveTextContent('File selezionato: carta.pdf');
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

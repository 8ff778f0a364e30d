/**
 * The documents request's uploads (kit DocsRequestForm; spec §7 `docs-request/{requestId}/document-scans`): a photo
 * goes up as its scaled JPEG (resizeImage.ts, the browser's decoder and canvas stood in for), a PDF as it is; a
 * failed upload keeps the files and offers "Riprova", which sends only what did not arrive.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../test/support/fixtures';
import { apiError, renderStep, USR_API, type ApiHandler } from '../../../test/support/step';
import type { DocsRequest } from '../../api/schemas';
import { DocsRequestForm } from '../connected/DocsRequestForm';
import { useInstance } from '../hooks';

const SCANS = `POST ${USR_API}/registrations/reg-1/docs-request/dr-1/document-scans`;
const COMPLETE = `POST ${USR_API}/registrations/reg-1/docs-request/dr-1/complete`;
const request: DocsRequest = {
  id: 'dr-1',
  status: 'OPEN',
  documents: [
    { id: 'doc-front', description: 'Fronte', uploaded: false },
    { id: 'doc-visura', description: 'Visura camerale', uploaded: false },
  ],
};
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8, status: 'CONTRACTS_SIGNED', docsRequest: request });
const scansOk: ApiHandler = () => jsonResponse(200, request);
const completeOk: ApiHandler = () => jsonResponse(200, { ...registration, docsRequest: { ...request, status: 'COMPLETED' } });
const onCompleted = vi.fn();

function Form() {
  const { instance } = useInstance();
  return (
    <DocsRequestForm
      screen="MissingDocuments"
      registrationId={instance.store.state.registrations?.id ?? ''}
      request={request}
      title="Documenti"
      intro="Carica i documenti"
      submitLabel="Invia i documenti"
      onCompleted={onCompleted}
    />
  );
}

const render = (scans: ApiHandler = scansOk) =>
  renderStep({ screen: 'MissingDocuments', Component: Form, at: { step: 8, substep: 0 }, registration, api: { [SCANS]: scans, [COMPLETE]: completeOk } });
const send = () => screen.getByRole('button', { name: 'Invia i documenti' });
const sentFile = (call: RecordedCall | undefined) => call?.formData?.get('file') as File | null | undefined;

/** A browser that decodes a 4000 × 3000 photo and encodes its scaled JPEG in 400 KB. */
function decodingBrowser() {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 3000, close: () => undefined }));
  const made: { width: number; height: number }[] = [];
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(width: number, height: number) {
        made.push({ width, height });
      }
      getContext = () => ({ fillRect: () => undefined, drawImage: () => undefined });
      convertToBlob = () => Promise.resolve(new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' }));
    },
  );
  return made;
}

function camera(name: string, size: number) {
  const photo = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(photo, 'size', { value: size });
  return photo;
}

afterEach(() => {
  vi.unstubAllGlobals();
  onCompleted.mockReset();
});

describe('spec §7 docs-request uploads (kit DocsRequestForm)', () => {
  it('sends a 12 MB camera photo as its 2,000 px JPEG and a PDF as it is; the picker offers any image and PDF', async () => {
    const canvases = decodingBrowser();
    const { user, api } = render();
    const [front, visura] = [screen.getByLabelText('Fronte'), screen.getByLabelText('Visura camerale')];
    expect(front).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(front).not.toHaveAttribute('capture');
    await user.upload(front, camera('IMG_0001.JPG', 12 * 1024 * 1024));
    await user.upload(visura, new File(['%PDF-1.4'], 'visura.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    const [photo, pdf] = api.callsTo(SCANS).map(sentFile);
    expect(photo).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 400_000 });
    expect(pdf).toMatchObject({ name: 'visura.pdf', type: 'application/pdf' });
    expect(canvases).toEqual([{ width: 2000, height: 1500 }]);
  });

  it('§8 a failed upload keeps the files and offers Riprova; Riprova sends only what did not arrive, then completes', async () => {
    decodingBrowser();
    let calls = 0;
    const { user, api, instance } = render((call) => (++calls === 2 ? apiError(503, 'SERVICE_UNAVAILABLE') : scansOk(call)));
    await user.upload(screen.getByLabelText('Fronte'), camera('fronte.jpg', 5_000_000));
    await user.upload(screen.getByLabelText('Visura camerale'), camera('visura.jpg', 6_000_000));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento non riuscito. I file scelti sono ancora selezionati: puoi riprovare.');
    expect((screen.getByLabelText('Visura camerale') as HTMLInputElement).files?.[0]?.name).toBe('visura.jpg');
    act(() => instance.store.actions.closeDialog());
    await waitFor(() => expect(send()).toBeEnabled(), { timeout: 2000 });
    await user.click(retry);
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(api.callsTo(SCANS).map((call) => call.formData?.get('documentId'))).toEqual(['doc-front', 'doc-visura', 'doc-visura']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull());
  });
});

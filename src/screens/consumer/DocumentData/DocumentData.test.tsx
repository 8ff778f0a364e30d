import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, lightFormat } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import type { Registration } from '../../../api/schemas';
import { pathOf } from '../../../flows';
import { FIELD_COPY } from '../../../kit/fields';
import { DOCUMENT_DATE_MESSAGES } from '../../../validation/document-dates';
import {
  DOCUMENT_NUMBER,
  ELECTRONIC_ID_NUMBER,
  INVALID_VALUE,
  PAPER_ID_NUMBER,
  REQUIRED,
  maxLengthMessage,
  minLengthMessage,
} from '../../../validation/messages';
import DocumentData from './DocumentData';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { DOCUMENT_DATA_COPY as COPY } from './copy';
import { setupUser } from '../../../../test/support/user';

const RECOG = `GET ${USR_API}/registrations/recog/document-data`;
const SCANS = `POST ${USR_API}/registrations/reg-1/document-scans`;
const DOCS = `POST ${USR_API}/registrations/reg-1/documents`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;

const atDocumentData = (data: Record<string, unknown> = { documentType: 'CARTA_IDENTITA' }): Registration =>
  inProgressRegistration({ id: 'reg-1', currentStep: 7, data });

const typed = (date: Date) => lightFormat(date, 'dd/MM/yyyy');
const iso = (date: Date) => lightFormat(date, 'yyyy-MM-dd');
const TODAY = new Date();
const ISSUED = addDays(TODAY, -400);
const EXPIRES = addDays(TODAY, 3000);

const scansOk: ApiHandler = (call) =>
  jsonResponse(200, {
    documentScans: [...(call.formData?.keys() ?? [])].map((side) => ({ side, name: `${side}.jpg`, type: 'image/jpeg', size: 3, sha256: 'a'.repeat(64) })),
  });
const docsOk: ApiHandler = (call) => jsonResponse(200, atDocumentData({ documentType: 'CARTA_IDENTITA', document: bodyOf(call) }));
const progressOk: ApiHandler = () => jsonResponse(200, { ...atDocumentData(), currentStep: 8 });
const noRecognition: ApiHandler = () => apiError(404, 'NOT_FOUND');
const API: ApiRoutes = { [RECOG]: noRecognition, [SCANS]: scansOk, [DOCS]: docsOk, [PROGRESS]: progressOk };

const photo = (name = 'fronte.jpg', type = 'image/jpeg', size = 3) => new File([new Uint8Array(size)], name, { type });

const field = (label: string) => screen.getByLabelText(label);
const number = () => field(COPY.documentNumber);
const issueDate = () => field(COPY.issueDate);
const expiryDate = () => field(COPY.expiryDate);
const authority = () => field(COPY.issuingAuthority) as HTMLSelectElement;
const place = () => field(COPY.issuingPlace);
const front = () => field(COPY.front) as HTMLInputElement;
const back = () => field(COPY.back) as HTMLInputElement;
const documentType = () => field(COPY.documentType) as HTMLSelectElement;
const ready = () => screen.findByLabelText(COPY.documentNumber);

/** Fills a paper identity card validly (its only authority, Comune, is chosen already). */
async function fillPaperCard(user: UserEvent) {
  await user.type(number(), 'ab1234567');
  await user.type(issueDate(), typed(ISSUED));
  await user.type(expiryDate(), typed(EXPIRES));
  await user.type(place(), 'Roma');
  await user.upload(front(), photo('fronte.jpg'));
  await user.upload(back(), photo('retro.png', 'image/png', 4));
}

const renderDocumentData = (api: ApiRoutes = {}, registration = atDocumentData()) =>
  renderStep({ screen: 'DocumentData', Component: DocumentData, registration, api: { ...API, ...api } });

async function renderReady(api: ApiRoutes = {}, registration = atDocumentData()) {
  const rendered = renderDocumentData(api, registration);
  await ready();
  return rendered;
}

describeStepContract({
  screen: 'DocumentData',
  Component: DocumentData,
  next: 'RequestCertificate',
  registration: atDocumentData(),
  api: API,
  ready,
  fill: fillPaperCard,
  invalid: { input: number, keys: '{Backspace}', message: PAPER_ID_NUMBER },
  submitRoute: SCANS,
  serverField: { route: DOCS, field: 'documentNumber', message: 'Numero già registrato', input: number },
});

describe('DocumentData (spec §4 CONSUMER 7,1)', () => {
  it('§4 Prosegui sends the photos (multipart), then the typed data, then the step submit: progress 8, RequestCertificate', async () => {
    const { user, api, instance } = await renderReady();
    expect(documentType().value).toBe('CARTA_IDENTITA');
    expect(authority().value).toBe('Comune');
    await fillPaperCard(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RequestCertificate', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 0 });
    const scans = api.callsTo(SCANS)[0];
    expect(scans?.body).toBeUndefined();
    expect(scans?.formData?.get('front')).toMatchObject({ name: 'fronte.jpg', type: 'image/jpeg' });
    expect(scans?.formData?.get('back')).toMatchObject({ name: 'retro.png', type: 'image/png' });
    expect(api.callsTo(DOCS).map(bodyOf)).toEqual([
      {
        documentType: 'CARTA_IDENTITA',
        documentNumber: 'AB1234567',
        issueDate: iso(ISSUED),
        expiryDate: iso(EXPIRES),
        issuingAuthority: 'Comune',
        issuingPlace: 'Roma',
      },
    ]);
    // (The recognition read may run twice: StrictMode mounts the screen twice.)
    const sent = api.calls.map((call) => new URL(call.url, 'http://x').pathname.split('/').at(-1)).filter((name) => name !== 'document-data');
    expect(sent).toEqual([
      'document-scans',
      'documents',
      'update-registration-progress',
    ]);
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 8 });
  });

  it('§5 the number is upper-cased as it is typed', async () => {
    const { user } = await renderReady();
    await user.type(number(), 'ca12');
    expect(number()).toHaveValue('CA12');
  });

  it('§5 Validation: a paper identity card number is 2 letters and 7 digits', async () => {
    const { user } = await renderReady();
    await user.type(number(), 'CA12345AB');
    await user.tab();
    await expectFieldError(number(), PAPER_ID_NUMBER);
    await user.clear(number());
    await user.type(number(), 'AB1234567');
    await expectNoFieldError(number());
  });

  it('§5 Validation: an electronic identity card number is 2 letters, 5 digits, 2 letters', async () => {
    const { user } = await renderReady({}, atDocumentData({ documentType: 'CARTA_IDENTITA_ELETTRONICA' }));
    await user.type(number(), 'AB1234567');
    await user.tab();
    await expectFieldError(number(), ELECTRONIC_ID_NUMBER);
    await user.clear(number());
    await user.type(number(), 'CA12345AB');
    await expectNoFieldError(number());
  });

  it('§5 Validation: DOCUMENT_NUMBER (passport, driving licence) takes letters, digits and hyphens', async () => {
    const { user } = await renderReady({}, atDocumentData({ documentType: 'PATENTE' }));
    await user.type(number(), 'U1/234');
    await user.tab();
    await expectFieldError(number(), DOCUMENT_NUMBER);
    await user.clear(number());
    await user.type(number(), 'U1-2345678X');
    await expectNoFieldError(number());
  });

  it('§5 changing the selected type checks the number again with that type’s rule', async () => {
    const { user } = await renderReady();
    await user.type(number(), 'CA12345AB');
    await user.tab();
    await expectFieldError(number(), PAPER_ID_NUMBER);
    await user.selectOptions(documentType(), 'CARTA_IDENTITA_ELETTRONICA');
    await expectNoFieldError(number());
    await user.selectOptions(documentType(), 'CARTA_IDENTITA');
    await expectFieldError(number(), PAPER_ID_NUMBER);
  });

  it('§5 required, min and max messages (number, place), verbatim', async () => {
    const { user } = await renderReady();
    await user.type(number(), 'A');
    await user.clear(number());
    await user.tab();
    await expectFieldError(number(), REQUIRED);
    await user.type(place(), 'R');
    await user.tab();
    await expectFieldError(place(), minLengthMessage(2));
    await user.type(place(), 'a'.repeat(60));
    await expectFieldError(place(), maxLengthMessage(60));
    await user.clear(place());
    await user.type(place(), 'Roma 2');
    await expectFieldError(place(), INVALID_VALUE);
    await user.clear(place());
    await user.type(place(), "Sant'Angelo in Vado");
    await expectNoFieldError(place());
  });

  it('the date messages: not a date, issued after today, expired (today included), expiry before issue', async () => {
    const { user } = await renderReady();
    await user.type(issueDate(), '31022020');
    await user.tab();
    await expectFieldError(issueDate(), DOCUMENT_DATE_MESSAGES.invalid);
    await user.clear(issueDate());
    await user.type(issueDate(), typed(addDays(TODAY, 1)));
    await expectFieldError(issueDate(), DOCUMENT_DATE_MESSAGES.issueInFuture);
    await user.clear(issueDate());
    await user.type(issueDate(), typed(TODAY));
    await expectNoFieldError(issueDate());

    await user.type(expiryDate(), typed(TODAY));
    await user.tab();
    await expectFieldError(expiryDate(), DOCUMENT_DATE_MESSAGES.expired);
    await user.clear(expiryDate());
    await user.type(expiryDate(), typed(addDays(TODAY, 1)));
    await expectNoFieldError(expiryDate());
    // An issue date after the expiry (itself refused) also marks the expiry.
    await user.clear(issueDate());
    await user.type(issueDate(), typed(addDays(TODAY, 2)));
    await expectFieldError(issueDate(), DOCUMENT_DATE_MESSAGES.issueInFuture);
    await expectFieldError(expiryDate(), DOCUMENT_DATE_MESSAGES.expiryBeforeIssue);
  });

  it('the dates are typed gg/mm/aaaa (the slashes are added)', async () => {
    const { user } = await renderReady();
    await user.type(issueDate(), '05032021');
    expect(issueDate()).toHaveValue('05/03/2021');
    expect(issueDate()).toHaveAttribute('placeholder', 'gg/mm/aaaa');
  });

  it('prefills from the recognised document when its type is the chosen one; everything stays editable', async () => {
    const recognised = {
      documentType: 'PASSAPORTO',
      documentNumber: 'ya1234567',
      issueDate: iso(ISSUED),
      expiryDate: iso(EXPIRES),
      issuingAuthority: 'questura',
      issuingPlace: 'Milano',
    };
    const { user } = await renderReady({ [RECOG]: () => jsonResponse(200, recognised) }, atDocumentData({ documentType: 'PASSAPORTO' }));
    expect(screen.getByRole('note')).toHaveTextContent(COPY.prefilled);
    expect(number()).toHaveValue('YA1234567');
    expect(issueDate()).toHaveValue(typed(ISSUED));
    expect(expiryDate()).toHaveValue(typed(EXPIRES));
    expect(authority().value).toBe('Questura');
    expect(place()).toHaveValue('Milano');
    await user.clear(place());
    await user.type(place(), 'Torino');
    expect(place()).toHaveValue('Torino');
  });

  it('does not prefill from a recognised document of another type', async () => {
    const recognised = { documentType: 'PATENTE', documentNumber: 'U1234567', issuingPlace: 'Milano' };
    await renderReady({ [RECOG]: () => jsonResponse(200, recognised) });
    expect(number()).toHaveValue('');
    expect(place()).toHaveValue('');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('without a chosen type (minor upgrade starts here) the recognised type is selected and prefills', async () => {
    const recognised = { documentType: 'CARTA_IDENTITA_ELETTRONICA', documentNumber: 'CA12345AB' };
    await renderReady({ [RECOG]: () => jsonResponse(200, recognised) }, atDocumentData({}));
    expect(documentType().value).toBe('CARTA_IDENTITA_ELETTRONICA');
    expect(number()).toHaveValue('CA12345AB');
  });

  it('the passport has one photo (its data page); only that side is sent', async () => {
    const { user, api } = await renderReady({}, atDocumentData({ documentType: 'PASSAPORTO' }));
    expect(screen.queryByLabelText(COPY.back)).toBeNull();
    expect(authority().value).toBe('Questura');
    await user.type(number(), 'YA1234567');
    await user.type(issueDate(), typed(ISSUED));
    await user.type(expiryDate(), typed(EXPIRES));
    await user.type(place(), 'Roma');
    await user.upload(field(COPY.frontSingle), photo('passaporto.jpg'));
    await proceed(user);
    await waitFor(() => expect(api.callsTo(DOCS)).toHaveLength(1));
    expect([...(api.callsTo(SCANS)[0]?.formData?.keys() ?? [])]).toEqual(['front']);
  });

  it('the photo inputs take any image (uploaded as a scaled JPEG) and offer the rear camera on a phone', async () => {
    await renderReady();
    for (const input of [front(), back()]) {
      expect(input).toHaveAttribute('accept', 'image/*');
      expect(input).toHaveAttribute('capture', 'environment');
    }
  });

  it('a file of another type or over 5 MB is refused with the kit’s message, and Prosegui stays disabled', async () => {
    const user = setupUser({ applyAccept: false });
    await renderReady();
    await fillPaperCard(user);
    await waitFor(() => expect(prosegui()).toBeEnabled());
    await user.upload(front(), photo('documento.pdf', 'application/pdf'));
    await expectFieldError(front(), FIELD_COPY.fileType('JPG o PNG'));
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.upload(back(), photo('grande.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    await expectFieldError(back(), FIELD_COPY.fileSize('i 5 MB'));
    await user.upload(front(), photo('fronte.jpg'));
    await expectNoFieldError(front());
    await user.upload(back(), photo('retro.jpg'));
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('§8 a failed save keeps everything, files included; the retry sends the same photos once and the data again', async () => {
    let fail = true;
    const { user, api, instance } = await renderReady({ [DOCS]: (call) => (fail ? apiError(500, 'USR_500') : docsOk(call)) });
    await fillPaperCard(user);
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog).not.toBeNull());
    expect(number()).toHaveValue('AB1234567');
    expect(front().files?.[0]?.name).toBe('fronte.jpg');
    expect(back().files?.[0]?.name).toBe('retro.png');
    expect(positionNow(instance)).toEqual({ step: 7, substep: 1 });
    act(() => instance.store.actions.closeDialog());
    fail = false;
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RequestCertificate', instance.providers)));
    expect(api.callsTo(SCANS)).toHaveLength(1);
    expect(api.callsTo(DOCS)).toHaveLength(2);
  });

  it('§7 document-scans: a 12 MB camera photo is sent as its 2,000 px JPEG (decoded with the EXIF orientation applied)', async () => {
    const decode = vi.fn(() => Promise.resolve({ width: 3000, height: 4000, close: () => undefined }));
    vi.stubGlobal('createImageBitmap', decode);
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext = () => ({ fillRect: () => undefined, drawImage: () => undefined });
        convertToBlob = () => Promise.resolve(new Blob([new Uint8Array(500_000)], { type: 'image/jpeg' }));
      },
    );
    try {
      const { user, api } = await renderReady();
      await fillPaperCard(user);
      const camera = photo('IMG_0001.JPG', 'image/jpeg', 3);
      Object.defineProperty(camera, 'size', { value: 12 * 1024 * 1024 });
      await user.upload(front(), camera);
      await proceed(user);
      await waitFor(() => expect(api.callsTo(SCANS)).toHaveLength(1));
      expect(api.callsTo(SCANS)[0]?.formData?.get('front')).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 500_000 });
      expect(decode).toHaveBeenCalledWith(camera, { imageOrientation: 'from-image' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('§8 while the photos are sent a labelled progress shows; a failed upload keeps the files and offers Riprova, which sends them once', async () => {
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    const { user, api, instance } = await renderReady({
      [SCANS]: (call) => (++calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : scansOk(call)),
    });
    await fillPaperCard(user);
    await proceed(user);
    expect(await screen.findByRole('progressbar', { name: 'Caricamento in corso…' })).not.toHaveAttribute('value');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso…');
    answer(apiError(503, 'SERVICE_UNAVAILABLE'));
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento non riuscito. I file scelti sono ancora selezionati: puoi riprovare.');
    expect(front().files?.[0]?.name).toBe('fronte.jpg');
    expect(back().files?.[0]?.name).toBe('retro.png');
    act(() => instance.store.actions.closeDialog());
    // Riprova works once the submit lock's second (spec §9) is over, as Prosegui; a double click sends once.
    await waitFor(() => expect(prosegui()).toBeEnabled(), { timeout: 2000 });
    await user.dblClick(retry);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('RequestCertificate', instance.providers)));
    expect(api.callsTo(SCANS)).toHaveLength(2);
    expect(api.callsTo(DOCS)).toHaveLength(1);
  });

  it('§5 a server error on a photo shows under that photo', async () => {
    const message = 'Il file non è leggibile';
    const { user } = await renderReady({ [SCANS]: () => apiError(400, 'BAD_REQUEST', [{ field: 'back', message }]) });
    await fillPaperCard(user);
    await proceed(user);
    await expectFieldError(back(), message);
  });
});

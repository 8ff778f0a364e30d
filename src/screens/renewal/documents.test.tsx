/**
 * DocumentType and DocumentData on the DOCUMENT_RENEWAL positions (spec §4 DOCUMENT_RENEWAL
 * "recognition, DocumentType, DocumentData; then UpdateDocumentCompleted"): the same screens as in a
 * registration, at 1,1 and 1,2 of the renewal. DocumentType's submit is a substep (no progress saved);
 * DocumentData's is the step's last, so the wizard saves progress 2, which completes the renewal in the bank
 * (the sandbox's contract), and UpdateDocumentCompleted follows. Each keeps the step contract.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, lightFormat } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../../app/copy';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { registrationFixture } from '../../../test/support/fixtures';
import { apiError, bodyOf, currentPath, expectFieldError, positionNow, renderStep, USR_API, type ApiHandler, type ApiRoutes } from '../../../test/support/step';
import { describeStepContract, proceed } from '../../../test/support/step-contract';
import type { Registration } from '../../api/schemas';
import { pathOf } from '../../flows';
import { DOCUMENT_TYPE_LABELS } from '../../registration/identity-document';
import DocumentData from '../consumer/DocumentData/DocumentData';
import { DOCUMENT_DATA_COPY } from '../consumer/DocumentData/copy';
import DocumentType from '../consumer/DocumentType/DocumentType';

const REG = `${USR_API}/registrations/reg-r`;
const TYPES = `GET ${USR_API}/documents/types`;
const RECOG_DATA = `GET ${USR_API}/registrations/recog/document-data`;
const UPDATE = `POST ${REG}/update`;
const SCANS = `POST ${REG}/document-scans`;
const DOCS = `POST ${REG}/documents`;
const PROGRESS = `POST ${REG}/update-registration-progress`;

/** The open renewal `start-document-renewal` gives, after an approved recognition. */
const renewal = (data: Record<string, unknown> = {}, over: Partial<Registration> = {}): Registration =>
  registrationFixture({
    id: 'reg-r',
    flow: 'DOCUMENT_RENEWAL',
    type: 'DOCUMENT_RENEWAL',
    status: 'CONSUMER_IN_PROGRESS',
    currentStep: 1,
    data: { recognition: { sessionId: 'rs-1', status: 'APPROVED' }, ...data },
    ...over,
  });

const typesOk: ApiHandler = () =>
  jsonResponse(200, { documentTypes: (Object.keys(DOCUMENT_TYPE_LABELS) as string[]).map((code) => ({ code, description: code })) });
const nothingRecognised: ApiHandler = () => apiError(404, 'NOT_FOUND');
const updateOk: ApiHandler = (call) => jsonResponse(200, renewal((bodyOf(call) as { data: Record<string, unknown> }).data));
const scansOk: ApiHandler = (call) =>
  jsonResponse(200, {
    documentScans: [...(call.formData?.keys() ?? [])].map((side) => ({ side, name: `${side}.jpg`, type: 'image/jpeg', size: 3, sha256: 'a'.repeat(64) })),
  });
const docsOk: ApiHandler = (call) => jsonResponse(200, renewal({ documentType: 'PASSAPORTO', document: bodyOf(call) }));
/** The sandbox's answer to progress 2: the renewal completed and closed. */
const completed: ApiHandler = () => jsonResponse(200, renewal({}, { status: 'COMPLETED', closed: true, currentStep: 2 }));

const API: ApiRoutes = {
  [TYPES]: typesOk,
  [RECOG_DATA]: nothingRecognised,
  [UPDATE]: updateOk,
  [SCANS]: scansOk,
  [DOCS]: docsOk,
  [PROGRESS]: completed,
};

const passportOption = () => screen.getByRole('radio', { name: DOCUMENT_TYPE_LABELS.PASSAPORTO });
const field = (label: string) => screen.getByLabelText(label);
const number = () => field(DOCUMENT_DATA_COPY.documentNumber);
const typed = (days: number) => lightFormat(addDays(new Date(), days), 'dd/MM/yyyy');

/** A new passport (one side to photograph; its only authority, Questura, is chosen already). */
async function fillNewPassport(user: UserEvent) {
  await user.type(number(), 'YF1234567');
  await user.type(field(DOCUMENT_DATA_COPY.issueDate), typed(-10));
  await user.type(field(DOCUMENT_DATA_COPY.expiryDate), typed(3650));
  await user.type(field(DOCUMENT_DATA_COPY.issuingPlace), 'Roma');
  await user.upload(field(DOCUMENT_DATA_COPY.frontSingle), new File([new Uint8Array(3)], 'passaporto.jpg', { type: 'image/jpeg' }));
}

const atDocumentData = renewal({ documentType: 'PASSAPORTO' });

describeStepContract({
  screen: 'DocumentType',
  Component: DocumentType,
  flow: 'DOCUMENT_RENEWAL',
  next: 'DocumentData',
  registration: renewal(),
  api: API,
  ready: () => screen.findByRole('radio', { name: DOCUMENT_TYPE_LABELS.PASSAPORTO }),
  fill: async (user) => {
    await user.click(passportOption());
  },
  submitRoute: UPDATE,
});

describeStepContract({
  screen: 'DocumentData',
  Component: DocumentData,
  flow: 'DOCUMENT_RENEWAL',
  next: 'UpdateDocumentCompleted',
  registration: atDocumentData,
  api: API,
  ready: () => screen.findByLabelText(DOCUMENT_DATA_COPY.documentNumber),
  fill: fillNewPassport,
  submitRoute: SCANS,
  serverField: { route: DOCS, field: 'documentNumber', message: 'Numero non valido', input: number },
});

describe('the renewal documents (spec §4 DOCUMENT_RENEWAL 1,1 and 1,2)', () => {
  it('§4 DocumentType (1,1) saves the type in the renewal and moves to DocumentData (1,2) without saving progress', async () => {
    const { user, api, instance } = renderStep({ screen: 'DocumentType', Component: DocumentType, flow: 'DOCUMENT_RENEWAL', registration: renewal(), api: API });
    await user.click(await screen.findByRole('radio', { name: DOCUMENT_TYPE_LABELS.PASSAPORTO }));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('DocumentData', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 1, substep: 2 });
    expect(api.callsTo(UPDATE).map(bodyOf)).toEqual([{ data: { documentType: 'PASSAPORTO' } }]);
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('§4 DocumentData (1,2): photos, data, then progress 2 of DOCUMENT_RENEWAL (the completion) and UpdateDocumentCompleted; the store holds the completed renewal', async () => {
    const { user, api, instance } = renderStep({ screen: 'DocumentData', Component: DocumentData, flow: 'DOCUMENT_RENEWAL', registration: atDocumentData, api: API });
    await screen.findByLabelText(DOCUMENT_DATA_COPY.documentNumber);
    await fillNewPassport(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('UpdateDocumentCompleted', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 2, substep: 0 });
    expect(api.callsTo(SCANS)[0]?.formData?.get('back')).toBeNull();
    expect(api.callsTo(DOCS).map(bodyOf)).toEqual([
      expect.objectContaining({ documentType: 'PASSAPORTO', documentNumber: 'YF1234567', issuingAuthority: 'Questura', issuingPlace: 'Roma' }),
    ]);
    expect(api.callsTo(PROGRESS).map(bodyOf)).toEqual([{ flow: 'DOCUMENT_RENEWAL', step: 2 }]);
    expect(instance.store.state.registrations).toMatchObject({ status: 'COMPLETED', closed: true });
  });

  it('§5 the bank refusing a new document that expires no later than the one on file shows its message under the expiry date', async () => {
    const message = 'La data di scadenza deve essere successiva a quella del documento che stai aggiornando';
    const refused: ApiHandler = () => apiError(400, 'BAD_REQUEST', [{ field: 'expiryDate', message }]);
    const { user, api, instance } = renderStep({
      screen: 'DocumentData',
      Component: DocumentData,
      flow: 'DOCUMENT_RENEWAL',
      registration: atDocumentData,
      api: { ...API, [DOCS]: refused },
    });
    await screen.findByLabelText(DOCUMENT_DATA_COPY.documentNumber);
    await fillNewPassport(user);
    await proceed(user);
    await expectFieldError(field(DOCUMENT_DATA_COPY.expiryDate), message);
    expect(currentPath(instance)).toBe(pathOf('DocumentData', instance.providers));
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('§8 the bank refusing the completion (409 USR_RENEWAL_INCOMPLETE) shows the generic dialog and stays on DocumentData with everything typed', async () => {
    const refused: ApiHandler = () => apiError(409, 'USR_RENEWAL_INCOMPLETE');
    const { user, instance } = renderStep({
      screen: 'DocumentData',
      Component: DocumentData,
      flow: 'DOCUMENT_RENEWAL',
      registration: atDocumentData,
      api: { ...API, [PROGRESS]: refused },
    });
    await screen.findByLabelText(DOCUMENT_DATA_COPY.documentNumber);
    await fillNewPassport(user);
    await proceed(user);
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(currentPath(instance)).toBe(pathOf('DocumentData', instance.providers));
    expect(number()).toHaveValue('YF1234567');
  });
});

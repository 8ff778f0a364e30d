import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import type { Registration } from '../../../api/schemas';
import { DOCUMENT_TYPE_LABELS } from '../../../registration/identity-document';
import { REQUIRED } from '../../../validation/messages';
import { STEP_COPY } from '../../../kit/copy';
import DocumentType from './DocumentType';
import {
  apiError,
  bodyOf,
  currentPath,
  expectNoAxeViolations,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { DOCUMENT_TYPE_COPY } from './copy';

const TYPES = `GET ${USR_API}/documents/types`;
const RECOG = `GET ${USR_API}/registrations/recog/document-data`;
const UPDATE = `POST ${USR_API}/registrations/reg-1/update`;

const atStep7 = (data: Record<string, unknown> = {}): Registration => inProgressRegistration({ id: 'reg-1', currentStep: 7, data });

const ALL_TYPES = {
  documentTypes: [
    { code: 'CARTA_IDENTITA', description: "Carta d'identità" },
    { code: 'CARTA_IDENTITA_ELETTRONICA', description: 'CIE' },
    { code: 'PASSAPORTO', description: 'Passaporto' },
    { code: 'PATENTE', description: 'Patente' },
  ],
};
const typesOk: ApiHandler = () => jsonResponse(200, ALL_TYPES);
const noRecognition: ApiHandler = () => apiError(404, 'NOT_FOUND');
const recognised = (documentType: string): ApiHandler => () => jsonResponse(200, { documentType, documentNumber: 'YA1234567' });
const updateOk: ApiHandler = (call) => jsonResponse(200, atStep7((bodyOf(call) as { data: Record<string, unknown> }).data));

const API: ApiRoutes = { [TYPES]: typesOk, [RECOG]: noRecognition, [UPDATE]: updateOk };

const option = (code: keyof typeof DOCUMENT_TYPE_LABELS) => screen.getByRole('radio', { name: DOCUMENT_TYPE_LABELS[code] });
const ready = () => screen.findByRole('radio', { name: DOCUMENT_TYPE_LABELS.PASSAPORTO });

const renderDocumentType = (api: ApiRoutes = {}, registration = atStep7()) =>
  renderStep({ screen: 'DocumentType', Component: DocumentType, registration, api: { ...API, ...api } });

describeStepContract({
  screen: 'DocumentType',
  Component: DocumentType,
  next: 'DocumentData',
  registration: atStep7(),
  api: API,
  ready,
  fill: async (user: UserEvent) => {
    await user.click(option('PASSAPORTO'));
  },
  submitRoute: UPDATE,
  // The server's field error on a radio group is described on the group, not on one radio: tested below.
});

describe('DocumentType (spec §4 CONSUMER 7,0)', () => {
  it('§4 lists the four document types of GET documents/types with their Italian names, nothing chosen', async () => {
    await renderDocumentType();
    await ready();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      "Carta d'identità cartacea",
      "Carta d'identità elettronica (CIE)",
      'Passaporto',
      'Patente di guida',
    ]);
    expect(screen.getByRole('group', { name: DOCUMENT_TYPE_COPY.documentType })).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(prosegui()).toBeDisabled();
  });

  it("keeps the server's order and leaves out codes the client has no number rule for", async () => {
    const list = { documentTypes: [{ code: 'PATENTE' }, { code: 'TESSERA_MILITARE' }, { code: 'CARTA_IDENTITA' }] };
    await renderDocumentType({ [TYPES]: () => jsonResponse(200, list) });
    await screen.findByRole('radio', { name: DOCUMENT_TYPE_LABELS.PATENTE });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['PATENTE', 'CARTA_IDENTITA']);
  });

  it('preselects the type the recognition provider recognised', async () => {
    await renderDocumentType({ [RECOG]: recognised('CARTA_IDENTITA_ELETTRONICA') });
    await waitFor(() => expect(option('CARTA_IDENTITA_ELETTRONICA')).toBeChecked());
    expect(screen.getByText(DOCUMENT_TYPE_COPY.recognised)).toBeInTheDocument();
    await waitFor(() => expect(prosegui()).toBeEnabled());
  });

  it('the choice saved before wins over the recognised type; an unknown recognised type selects nothing', async () => {
    const first = await renderDocumentType({ [RECOG]: recognised('PASSAPORTO') }, atStep7({ documentType: 'PATENTE' }));
    await waitFor(() => expect(option('PATENTE')).toBeChecked());
    expect(screen.queryByText(DOCUMENT_TYPE_COPY.recognised)).toBeNull();
    first.unmount();
    await renderDocumentType({ [RECOG]: recognised('TESSERA') });
    await ready();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('a failing recognition call is silent: the list shows, nothing chosen, no dialog', async () => {
    const { instance } = await renderDocumentType({ [RECOG]: () => apiError(500, 'USR_500') });
    await ready();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(instance.store.state.ui.dialog).toBeNull();
  });

  it('Prosegui saves the choice in the registration (data.documentType) and moves to DocumentData (7,1)', async () => {
    const { user, api, instance } = await renderDocumentType();
    await ready();
    await user.click(option('CARTA_IDENTITA'));
    await user.click(option('PATENTE'));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('DocumentData', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 7, substep: 1 });
    expect(api.callsTo(UPDATE).map(bodyOf)).toEqual([{ data: { documentType: 'PATENTE' } }]);
    expect(instance.store.state.registrations?.data?.documentType).toBe('PATENTE');
    // 7,0 is not the last substep: no progress saved.
    expect(api.unexpected()).toEqual([]);
  });

  it('§5 a server error on data.documentType shows on the group, announced, and nothing moves', async () => {
    const message = 'Tipo di documento non ammesso';
    const { user, instance } = await renderDocumentType({ [UPDATE]: () => apiError(400, 'BAD_REQUEST', [{ field: 'data.documentType', message }]) });
    await ready();
    await user.click(option('PASSAPORTO'));
    await proceed(user);
    const group = screen.getByRole('group', { name: DOCUMENT_TYPE_COPY.documentType });
    await waitFor(() => expect(group).toHaveAccessibleDescription(message));
    expect(screen.getByText(message).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(option('PASSAPORTO')).toHaveAttribute('aria-invalid', 'true');
    expect(positionNow(instance)).toEqual({ step: 7, substep: 0 });
    expect(instance.store.state.ui.dialog).toBeNull();
    // Another choice clears it.
    await user.click(option('PATENTE'));
    await waitFor(() => expect(group).not.toHaveAccessibleDescription(message));
  });

  it('§5 a type is required (the schema refuses no choice with the required message)', async () => {
    const { DocumentTypeFormSchema } = await import('./schema');
    for (const value of ['', null, 'TESSERA']) {
      const result = DocumentTypeFormSchema.safeParse({ documentType: value });
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([REQUIRED]);
    }
  });

  it('when the types cannot be loaded it says so and offers Riprova, which loads them again', async () => {
    let fail = true;
    const { user, api } = await renderDocumentType({ [TYPES]: () => (fail ? apiError(500, 'USR_500') : jsonResponse(200, ALL_TYPES)) });
    expect(await screen.findByText(DOCUMENT_TYPE_COPY.loadError)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prosegui' })).toBeNull();
    await expectNoAxeViolations(document.body);
    fail = false;
    await user.click(screen.getByRole('button', { name: STEP_COPY.retry }));
    await ready();
    expect(api.callsTo(TYPES).length).toBeGreaterThanOrEqual(2);
  });
});

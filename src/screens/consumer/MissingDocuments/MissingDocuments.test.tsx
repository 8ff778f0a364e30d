import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBridgeSchemas } from '../../../../bridge/bridge';
import { GENERIC_ERROR } from '../../../app/copy';
import type { DocsRequest } from '../../../api/schemas';
import { jsonResponse, type RecordedCall } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  expectNoAxeViolations,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { STEP_COPY } from '../../../kit/copy';
import { clearSession, writeSession } from '../../../session/storage';
import { REQUIRED } from '../../../validation/messages';
import MissingDocuments from './MissingDocuments';
import { MISSING_DOCUMENTS_COPY as COPY } from './copy';
import { setupUser } from '../../../../test/support/user';

const SCANS = `POST ${USR_API}/registrations/reg-1/docs-request/dr-1/document-scans`;
const COMPLETE = `POST ${USR_API}/registrations/reg-1/docs-request/dr-1/complete`;
const FRONT = "Fronte del documento d'identità";
const BACK = "Retro del documento d'identità";
const PUBLIC_SITE = 'https://www.banca.example/';

const request = (over: Partial<DocsRequest> = {}): DocsRequest => ({
  id: 'dr-1',
  status: 'OPEN',
  documents: [
    { id: 'doc-front', description: FRONT, uploaded: false },
    { id: 'doc-back', description: BACK, uploaded: false },
  ],
  ...over,
});
const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8, status: 'CONTRACTS_SIGNED', docsRequest: request() });
const completed = { ...registration, docsRequest: request({ status: 'COMPLETED' }) };

/** The sandbox's answer to an upload: the request with that document uploaded. */
const scansOk: ApiHandler = (call: RecordedCall) => {
  const id = call.formData?.get('documentId');
  return jsonResponse(200, request({ documents: request().documents.map((d) => (d.id === id ? { ...d, uploaded: true } : d)) }));
};
const completeOk: ApiHandler = () => jsonResponse(200, completed);

const renderScreen = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) => {
  const rendered = renderStep({
    screen: 'MissingDocuments',
    Component: MissingDocuments,
    at: { step: 8, substep: 0 },
    registration,
    config: { publicSiteUrl: PUBLIC_SITE },
    api: { [SCANS]: scansOk, [COMPLETE]: completeOk, ...api },
    ...options,
  });
  const assign = vi.spyOn(rendered.instance.page, 'assign').mockImplementation(() => undefined);
  return { ...rendered, assign };
};

const send = () => screen.getByRole('button', { name: COPY.submit });
const field = (description: string) => screen.getByLabelText(description);
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const uploadsOf = (calls: RecordedCall[]) =>
  calls.map((call) => [call.formData?.get('documentId'), (call.formData?.get('file') as File | null)?.name]);

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

// The bridge's message schemas load on demand; once loaded (as in a running element after its first
// milliseconds) a message is sent synchronously, which is what the bridge checks below expect.
beforeAll(async () => {
  await loadBridgeSchemas();
});

describe('MissingDocuments (the back office asks for documents; sandbox/design extension)', () => {
  it('lists each requested document with its file field (JPG, PNG or PDF up to 10 MB); "Invia i documenti" waits for all of them', async () => {
    const { user } = renderScreen();
    expect(screen.getByRole('heading', { name: COPY.title })).toBeInTheDocument();
    for (const description of [FRONT, BACK]) {
      expect(field(description)).toHaveAttribute('type', 'file');
      expect(field(description)).toHaveAttribute('accept', 'image/*,application/pdf');
      expect(field(description)).toHaveAccessibleDescription(COPY.fileHint);
    }
    expect(send()).toBeDisabled();
    expect(send()).toHaveAccessibleDescription(STEP_COPY.incomplete);
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.click(field(BACK));
    await user.tab();
    expect(send()).toBeDisabled();
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
  });

  it('a file of another type is refused under its field and the form stays incomplete', async () => {
    renderScreen();
    // applyAccept off: the browser's picker may still hand over a file of another type ("All files").
    const user = setupUser({ applyAccept: false });
    await user.upload(field(FRONT), new File(['x'], 'fronte.gif', { type: 'image/gif' }));
    await expectFieldError(field(FRONT), 'Il file deve essere in formato JPG, PNG o PDF');
    await user.upload(field(BACK), pdf('retro.pdf'));
    expect(send()).toBeDisabled();
  });

  it('"Invia i documenti": each document uploaded (multipart documentId + file), then complete; the confirmation and the §9 exit', async () => {
    const { user, api, instance, assign } = renderScreen();
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    for (const text of COPY.sentParagraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(uploadsOf(api.callsTo(SCANS))).toEqual([
      ['doc-front', 'fronte.pdf'],
      ['doc-back', 'retro.pdf'],
    ]);
    expect(api.callsTo(COMPLETE).map(bodyOf)).toEqual([{}]);
    expect(instance.store.state.registrations?.docsRequest?.status).toBe('COMPLETED');
    expect(currentPath(instance)).toBe('/missingDocuments');
    expect(api.unexpected()).toEqual([]);

    writeSession('at', 'token');
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.exit })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: COPY.exit }));
    expect(assign.mock.calls).toEqual([[PUBLIC_SITE]]);
  });

  it('§9 a double click uploads each document once and completes once', async () => {
    let release: () => void = () => undefined;
    const { user, api } = renderScreen({
      [COMPLETE]: () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, completed)))),
    });
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    act(() => {
      send().click();
      send().click();
    });
    await waitFor(() => expect(api.callsTo(COMPLETE)).toHaveLength(1));
    expect(send()).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    expect(api.callsTo(SCANS)).toHaveLength(2);
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
  });

  it('§5 a file the server refuses: its message under that field, nothing completed; a new file is sent, the accepted one is not sent again', async () => {
    const refusal = 'Il file non è leggibile';
    const { user, api } = renderScreen({
      [SCANS]: (call) =>
        call.formData?.get('documentId') === 'doc-back' ? apiError(400, 'BAD_REQUEST', [{ field: 'file', message: refusal }]) : scansOk(call),
    });
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await expectFieldError(field(BACK), refusal);
    expect(api.callsTo(COMPLETE)).toEqual([]);

    api.routes[SCANS] = scansOk;
    await user.upload(field(BACK), pdf('retro-nuovo.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    expect(uploadsOf(api.callsTo(SCANS))).toEqual([
      ['doc-front', 'fronte.pdf'],
      ['doc-back', 'retro.pdf'],
      ['doc-back', 'retro-nuovo.pdf'],
    ]);
  });

  it('§8 another failure (409 USR_REG_DOCS_MISSING on complete) opens the generic dialog; the files are kept and a retry only completes', async () => {
    const { user, api, instance } = renderScreen({ [COMPLETE]: () => apiError(409, 'USR_REG_DOCS_MISSING') });
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(instance.store.state.ui.dialog?.errorCode).toBe('trace-USR_REG_DOCS_MISSING');
    expect((field(FRONT) as HTMLInputElement).files?.[0]?.name).toBe('fronte.pdf');
    act(() => instance.store.actions.closeDialog());

    api.routes[COMPLETE] = completeOk;
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    expect(api.callsTo(SCANS)).toHaveLength(2);
    expect(api.callsTo(COMPLETE)).toHaveLength(2);
  });

  it('a document already uploaded (a reload half-way) is shown as such and not asked again', async () => {
    const half = { ...registration, docsRequest: request({ documents: [{ id: 'doc-front', description: FRONT, uploaded: true }, request().documents[1]!] }) };
    const { user, api } = renderScreen({}, { registration: half });
    expect(screen.getByText(COPY.uploaded(FRONT))).toBeInTheDocument();
    expect(screen.queryByLabelText(FRONT)).toBeNull();
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    expect(uploadsOf(api.callsTo(SCANS))).toEqual([['doc-back', 'retro.pdf']]);
  });

  it('with no open request it says there is nothing to send, with the §9 exit (in the app: the bridge exit message)', async () => {
    writeSession('fromApp', 'true');
    const { user, instance, api } = renderScreen({}, { registration: { ...registration, docsRequest: null } });
    const bridge: unknown[] = [];
    instance.host.addEventListener('onboarding-bridge-message', (e) => bridge.push((e as CustomEvent<{ type: string; payload: unknown }>).detail));
    expect(screen.getByText(COPY.noneParagraphs[0])).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: COPY.exit })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: COPY.exit }));
    expect(bridge).toMatchObject([{ type: 'exit', payload: { to: 'home' } }]);
    expect(api.calls).toEqual([]);
  });

  it('has no axe-core violations, empty, with an error, and confirmed', async () => {
    const { user, container } = renderScreen();
    await expectNoAxeViolations(container);
    await user.click(field(FRONT));
    await user.tab();
    await expectFieldError(field(FRONT), REQUIRED);
    await expectNoAxeViolations(container);
    await user.upload(field(FRONT), pdf('fronte.pdf'));
    await user.upload(field(BACK), pdf('retro.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('heading', { name: COPY.sentTitle })).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });
});

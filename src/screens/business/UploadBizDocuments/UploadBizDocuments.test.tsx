import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocsRequest, Registration } from '../../../api/schemas';
import { jsonResponse, type RecordedCall } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  expectNoAxeViolations,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { DOCS_REQUEST_COPY, STEP_COPY } from '../../../kit/copy';
import UploadBizDocuments from './UploadBizDocuments';
import { UPLOAD_BIZ_COPY as COPY } from './copy';
import { setupUser } from '../../../../test/support/user';

const SCANS = `POST ${USR_API}/registrations/reg-1/docs-request/bdr-1/document-scans`;
const COMPLETE = `POST ${USR_API}/registrations/reg-1/docs-request/bdr-1/complete`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const LOOKUP = `GET ${USR_API}/registrations/reg-1`;
const VISURA = "Visura camerale dell'impresa (non più vecchia di 6 mesi)";
const VAT_CERTIFICATE = 'Certificato di attribuzione della partita IVA';

const request = (over: Partial<DocsRequest> = {}): DocsRequest => ({
  id: 'bdr-1',
  status: 'OPEN',
  documents: [
    { id: 'doc-1', description: VISURA, uploaded: false },
    { id: 'doc-2', description: VAT_CERTIFICATE, uploaded: false },
  ],
  ...over,
});
const atStep5 = (docsRequest: DocsRequest | null = request()): Registration =>
  inProgressRegistration({ id: 'reg-1', flow: 'BUSINESS', currentStep: 5, business: { companyType: 'DI', docsRequest } });
const allUploaded = request({ documents: request().documents.map((d) => ({ ...d, uploaded: true })) });
const completed = atStep5({ ...allUploaded, status: 'COMPLETED' });

const scansOk: ApiHandler = (call: RecordedCall) => {
  const id = call.formData?.get('documentId');
  return jsonResponse(200, request({ documents: request().documents.map((d) => (d.id === id ? { ...d, uploaded: true } : d)) }));
};
const API: ApiRoutes = {
  [SCANS]: scansOk,
  [COMPLETE]: () => jsonResponse(200, completed),
  [PROGRESS]: () => jsonResponse(200, { ...completed, currentStep: 6 }),
};

const renderScreen = (api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) =>
  renderStep({ screen: 'UploadBizDocuments', Component: UploadBizDocuments, flow: 'BUSINESS', registration: atStep5(), api: { ...API, ...api }, ...options });

const send = () => screen.getByRole('button', { name: COPY.submit });
const field = (description: string) => () => screen.getByLabelText(description);
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const uploadsOf = (calls: RecordedCall[]) => calls.map((call) => [call.formData?.get('documentId'), (call.formData?.get('file') as File | null)?.name]);

afterEach(() => window.sessionStorage.removeItem('bizLP'));

// The contract's submit makes one upload: a request of one document (the screen's own tests below send two).
describeStepContract({
  screen: 'UploadBizDocuments',
  Component: UploadBizDocuments,
  flow: 'BUSINESS',
  registration: atStep5(request({ documents: [{ id: 'doc-1', description: VISURA, uploaded: false }] })),
  api: API,
  next: 'ViewDocumentation',
  submitLabel: COPY.submit,
  fill: (user) => user.upload(field(VISURA)(), pdf('visura.pdf')),
  submitRoute: SCANS,
  serverField: { field: 'file', message: 'Il file non è leggibile', input: field(VISURA) },
});

describe('UploadBizDocuments (spec §4 BUSINESS 5,0, after the self-declaration)', () => {
  it('asks a file per document the bank requested (JPG, PNG or PDF up to 10 MB); type refused under its field before any call', async () => {
    const { api } = renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COPY.title);
    expect(screen.getByText(COPY.intro.DI)).toBeInTheDocument();
    for (const description of [VISURA, VAT_CERTIFICATE]) {
      expect(field(description)()).toHaveAttribute('accept', 'image/*,application/pdf');
      expect(field(description)()).toHaveAccessibleDescription(DOCS_REQUEST_COPY.fileHint);
    }
    const user = setupUser({ applyAccept: false });
    await user.upload(field(VISURA)(), new File(['x'], 'visura.gif', { type: 'image/gif' }));
    await expectFieldError(field(VISURA)(), 'Il file deve essere in formato JPG, PNG o PDF');
    await user.upload(field(VISURA)(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'visura.pdf', { type: 'application/pdf' }));
    await expectFieldError(field(VISURA)(), 'Il file non può superare i 10 MB');
    expect(send()).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('a liberal professional reads the professional intro', () => {
    window.sessionStorage.setItem('bizLP', 'true');
    renderScreen();
    expect(screen.getByText(COPY.intro.LP)).toBeInTheDocument();
  });

  it('§7 docs-request: each file uploaded once with a labelled progress, then complete, then the step submit (progress 6) to ViewDocumentation', async () => {
    let releaseFirst: () => void = () => undefined;
    const { user, api, instance } = renderScreen({
      [SCANS]: (call) =>
        call.formData?.get('documentId') === 'doc-1' ? new Promise<Response>((resolve) => (releaseFirst = () => resolve(scansOk(call) as Response))) : scansOk(call),
    });
    await user.upload(field(VISURA)(), pdf('visura.pdf'));
    await user.upload(field(VAT_CERTIFICATE)(), pdf('partita-iva.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    // While the first file goes: the progress bar and its announced status; the button shows the wait.
    expect(await screen.findByRole('progressbar', { name: DOCS_REQUEST_COPY.progressLabel })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DOCS_REQUEST_COPY.sending(1, 2));
    expect(send()).toBeDisabled();
    act(() => releaseFirst());
    await waitFor(() => expect(currentPath(instance)).toBe('/viewDocumentation'));
    expect(positionNow(instance)).toEqual({ step: 6, substep: 0 });
    expect(uploadsOf(api.callsTo(SCANS))).toEqual([
      ['doc-1', 'visura.pdf'],
      ['doc-2', 'partita-iva.pdf'],
    ]);
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    expect(api.callsTo(PROGRESS).map(bodyOf)).toEqual([{ flow: 'BUSINESS', step: 6 }]);
    expect(instance.store.state.registrations?.business?.docsRequest?.status).toBe('COMPLETED');
  });

  it('§5 a refused file keeps the others: the retry sends only the new file, then completes', async () => {
    const { user, api, instance } = renderScreen({
      [SCANS]: (call) => (call.formData?.get('documentId') === 'doc-2' ? apiError(400, 'BAD_REQUEST', [{ field: 'file', message: 'Il file non è leggibile' }]) : scansOk(call)),
    });
    await user.upload(field(VISURA)(), pdf('visura.pdf'));
    await user.upload(field(VAT_CERTIFICATE)(), pdf('partita-iva.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await expectFieldError(field(VAT_CERTIFICATE)(), 'Il file non è leggibile');
    expect(api.callsTo(COMPLETE)).toEqual([]);
    api.routes[SCANS] = scansOk;
    await user.upload(field(VAT_CERTIFICATE)(), pdf('partita-iva-2.pdf'));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(currentPath(instance)).toBe('/viewDocumentation'));
    expect(uploadsOf(api.callsTo(SCANS))).toEqual([
      ['doc-1', 'visura.pdf'],
      ['doc-2', 'partita-iva.pdf'],
      ['doc-2', 'partita-iva-2.pdf'],
    ]);
  });

  it('a request already sent (a reload before the progress was saved): the documents listed as sent, Prosegui goes on', async () => {
    const { user, instance, api } = renderScreen({}, { registration: completed });
    expect(screen.getByText(COPY.sentIntro)).toBeInTheDocument();
    expect(screen.getByText(DOCS_REQUEST_COPY.uploaded(VISURA))).toBeInTheDocument();
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/viewDocumentation'));
    expect(api.callsTo(SCANS)).toEqual([]);
  });

  it('no request in the store: the registration is read again; a failed read offers Riprova', async () => {
    let fail = true;
    renderScreen({ [LOOKUP]: () => (fail ? apiError(500, 'USR_500') : jsonResponse(200, { registration: atStep5() })) }, { registration: atStep5(null) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY.loadError));
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: STEP_COPY.retry }));
    expect(await screen.findByLabelText(VISURA)).toBeInTheDocument();
  });

  it('has no axe-core violations, empty and with an error', async () => {
    const { container } = renderScreen();
    await expectNoAxeViolations(container);
    const user = setupUser({ applyAccept: false });
    await user.upload(field(VISURA)(), new File(['x'], 'visura.gif', { type: 'image/gif' }));
    await expectFieldError(field(VISURA)(), 'Il file deve essere in formato JPG, PNG o PDF');
    await expectNoAxeViolations(container);
  });
});

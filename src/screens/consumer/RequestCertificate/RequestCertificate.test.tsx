import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, SIGN_ROUTES as R } from '../../../../test/support/signature';
import { bodyOf, currentPath, positionNow, renderStep, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { REQUIRED } from '../../../validation/messages';
import RequestCertificate from './RequestCertificate';
import { REQUEST_CERTIFICATE_COPY as COPY } from './copy';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8 });
const TERMS = [
  { id: 'cl-1', title: 'Condizioni generali del servizio di firma', html: '<p>Il <strong>certificato</strong> dura tre anni.</p>', required: true },
  {
    id: 'cl-2',
    title: 'Informativa sul trattamento dei dati',
    html: '<p>Leggi <a href="https://example.it/privacy">l\'informativa</a>.</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
    required: true,
  },
  { id: 'cl-3', title: 'Approvazione specifica delle clausole', html: '<p onclick="window.hacked=3">Art. 5</p>', required: true },
];
const DOSSIER = { dossierId: 'd-1', status: 'STARTED', clausesAccepted: false };

const ROUTES: ApiRoutes = {
  [R.certificateStatus]: answer({ status: 'NONE' }),
  [R.dossiers]: answer({ dossierId: 'd-1', status: 'CREATED' }),
  [R.start]: answer(DOSSIER),
  [R.terms]: answer({ terms: TERMS }),
  [R.acceptClauses]: answer({ dossierId: 'd-1', status: 'CLAUSES_ACCEPTED', clausesAccepted: true }),
};

const box = (index: number) => screen.getByRole('checkbox', { name: COPY.accept(TERMS[index]!.title) });
const shown = () => waitFor(() => expect(box(0)).toBeInTheDocument());

const renderRequest = (api: ApiRoutes = {}) =>
  renderStep({ screen: 'RequestCertificate', Component: RequestCertificate, registration, api: { ...ROUTES, ...api }, others: { CertificateSign: () => <p>next</p> } });

describeStepContract({
  screen: 'RequestCertificate',
  Component: RequestCertificate,
  next: 'CertificateSign',
  registration,
  api: ROUTES,
  ready: shown,
  fill: async (user) => {
    for (let i = 0; i < TERMS.length; i++) await user.click(box(i));
  },
  invalid: { input: () => box(2), make: (user) => user.click(box(2)), message: REQUIRED },
  submitRoute: R.acceptClauses,
  serverField: { field: 'clauseIds', message: 'Accetta tutte le condizioni per proseguire', input: () => box(0) },
});

describe('RequestCertificate (spec §4 CONSUMER 8,0, §7 Certificate and signature provider)', () => {
  it('§7 the dossier is opened and started, then each clause is shown with its own required box', async () => {
    const { api } = renderRequest();
    await shown();
    for (const term of TERMS) expect(screen.getByRole('heading', { name: term.title })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(TERMS.length);
    expect(api.callsTo(R.dossiers).length).toBeGreaterThan(0);
    expect(bodyOf(api.callsTo(R.dossiers)[0])).toEqual({});
    expect(bodyOf(api.callsTo(R.start)[0])).toEqual({});
    expect(api.unexpected()).toEqual([]);
  });

  it("the clauses' HTML is sanitised (DOMPurify): markup kept, scripts, images and handlers dropped, links open in a new window", async () => {
    const { container } = renderRequest();
    await shown();
    expect(screen.getByText('certificato').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: "l'informativa" });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('.clause-text img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('§7 accept-clauses {clauseIds} with every clause, then on to CertificateSign (8,1)', async () => {
    const { user, api, instance } = renderRequest();
    await shown();
    for (let i = 0; i < TERMS.length; i++) await user.click(box(i));
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CertificateSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 1 });
    expect(bodyOf(api.callsTo(R.acceptClauses)[0])).toEqual({ clauseIds: ['cl-1', 'cl-2', 'cl-3'] });
  });

  it('§3 a VALID certificate moves on at once: no dossier, no clauses', async () => {
    const { api, instance } = renderRequest({ [R.certificateStatus]: answer({ status: 'VALID' }) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CertificateSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 1 });
    expect(api.callsTo(R.dossiers)).toEqual([]);
    expect(api.callsTo(R.terms)).toEqual([]);
  });

  it('a dossier whose clauses were already accepted moves on without showing them again', async () => {
    const { api, instance } = renderRequest({ [R.start]: answer({ ...DOSSIER, status: 'CLAUSES_ACCEPTED', clausesAccepted: true }) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CertificateSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 1 });
    expect(api.callsTo(R.terms)).toEqual([]);
    expect(api.callsTo(R.acceptClauses)).toEqual([]);
  });

  it('a failed load says so and Riprova loads again', async () => {
    const { user, api } = renderRequest({ [R.terms]: () => jsonResponse(500, {}) });
    await waitFor(() => expect(screen.getByText(COPY.loadError)).toHaveAttribute('role', 'status'));
    api.routes[R.terms] = answer({ terms: TERMS });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await shown();
  });
});

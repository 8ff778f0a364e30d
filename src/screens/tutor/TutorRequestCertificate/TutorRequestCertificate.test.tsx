import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, SESSION_STARTED_AT, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import { apiError, bodyOf, currentPath, expectFieldError, expectNoAxeViolations, positionNow, renderStep, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { minLengthMessage } from '../../../validation/messages';
import { TUTOR_REQUEST_CERTIFICATE_COPY as COPY } from './copy';
import TutorRequestCertificate from './TutorRequestCertificate';

/** The minor's registration at step 9, as the guardian loads it. */
const registration = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 9 });
const PHONE = '+39 333 ***0000';
const WRONG_CODE = 'Il codice inserito non è corretto';
const TERMS = [
  { id: 'CONDIZIONI_GENERALI', title: 'Condizioni generali', html: '<p>Il <strong>certificato</strong> dura tre anni.</p>', required: true },
  { id: 'INFORMATIVA_PRIVACY', title: 'Informativa privacy', html: '<p>Dati<script>window.hacked=1</script></p>', required: true },
];
const certificateRunning = (progress: number) => signStatus({ status: 'RUNNING', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress });
const certificateDone = signStatus({ status: 'DONE', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress: 100 }, { certificate: true }, true);

/** Clauses already accepted (certificate REQUESTED): the screen opens on the code. */
const ACCEPTED: ApiRoutes = {
  [R.certificateStatus]: answer({ status: 'REQUESTED' }),
  [R.dossiers]: answer({ dossierId: 'd-1', status: 'CLAUSES_ACCEPTED' }),
  [R.start]: answer({ dossierId: 'd-1', status: 'CLAUSES_ACCEPTED', clausesAccepted: true }),
  [R.signStatus]: answer(signStatus()),
  [R.sendOtp]: answer({ sent: true, phoneNumber: PHONE }),
  [R.issueAndSign]: answer(certificateDone),
  [R.oneStepSign]: answer(certificateDone),
};
/** Nothing requested yet: the clauses first. */
const FRESH: ApiRoutes = {
  ...ACCEPTED,
  [R.certificateStatus]: answer({ status: 'NONE' }),
  [R.dossiers]: answer({ dossierId: 'd-1', status: 'CREATED' }),
  [R.start]: answer({ dossierId: 'd-1', status: 'STARTED', clausesAccepted: false }),
  [R.terms]: answer({ terms: TERMS }),
  [R.acceptClauses]: answer({ dossierId: 'd-1', status: 'CLAUSES_ACCEPTED', clausesAccepted: true }),
};

const code = () => screen.getByLabelText(COPY.sign.label);
const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
const codeSent = () => waitFor(() => expect(screen.getByText(COPY.sign.sentTo(PHONE))).toBeInTheDocument());
const clause = (index: number) => screen.getByRole('checkbox', { name: COPY.clauses.accept(TERMS[index]!.title) });

const renderTutor = (api: ApiRoutes) => {
  const rendered = renderStep({
    screen: 'TutorRequestCertificate',
    Component: TutorRequestCertificate,
    flow: 'TUTOR',
    registration,
    api,
    others: { TutorBankSign: () => <p>TutorBankSign</p> },
  });
  const start = vi.spyOn(rendered.instance.signatureSession, 'start').mockImplementation(() => undefined);
  return { ...rendered, start };
};

afterEach(() => {
  vi.useRealTimers();
});

describeStepContract({
  screen: 'TutorRequestCertificate',
  Component: TutorRequestCertificate,
  flow: 'TUTOR',
  next: 'TutorBankSign',
  registration,
  api: ACCEPTED,
  submitLabel: SIGNATURE_COPY.sign,
  ready: codeSent,
  fill: (user) => user.type(code(), '123456'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(6) },
  submitRoute: R.issueAndSign,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG_CODE, input: code },
});

describe('TutorRequestCertificate (spec §4 TUTOR 9,1: clauses and the certificate signature in one screen, §7)', () => {
  it('§7 dossier, start, terms: the clauses first (sanitised), no code is sent before they are accepted', async () => {
    const { api } = renderTutor(FRESH);
    await waitFor(() => expect(clause(0)).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    for (const term of TERMS) expect(screen.getByRole('heading', { level: 2, name: term.title })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(api.callsTo(R.sendOtp)).toEqual([]);
    expect(prosegui()).toBeDisabled();
  });

  it('§7 accept-clauses {clauseIds}, then on the same screen the code is sent once; Firma issues the certificate and moves on to TutorBankSign (9,2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance, start } = renderTutor({ ...FRESH, [R.issueAndSign]: answer(certificateRunning(20)) });
    await waitFor(() => expect(clause(0)).toBeInTheDocument());
    await user.click(clause(0));
    await user.click(clause(1));
    await proceed(user);
    await codeSent();
    expect(bodyOf(api.callsTo(R.acceptClauses)[0])).toEqual({ clauseIds: ['CONDIZIONI_GENERALI', 'INFORMATIVA_PRIVACY'] });
    expect(api.callsTo(R.sendOtp)).toHaveLength(1);
    expect(currentPath(instance)).toBe('/tutorRequestCertificate');

    await user.type(code(), '123456');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer(certificateDone);
    await user.click(firma());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorBankSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 9, substep: 2 });
    expect(bodyOf(api.callsTo(R.issueAndSign)[0])).toEqual({ otp: '123456' });
    expect(start).toHaveBeenCalledWith(Date.parse(SESSION_STARTED_AT));
    expect(api.unexpected()).toEqual([]);
  });

  it('§3 VALID certificate (a session expired on a contract step): one-step-sign opens a new session, no clauses', async () => {
    const { user, api, instance } = renderTutor({ ...ACCEPTED, [R.certificateStatus]: answer({ status: 'VALID' }) });
    await codeSent();
    expect(api.callsTo(R.terms)).toEqual([]);
    await user.type(code(), '654321');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorBankSign', instance.providers)));
    expect(bodyOf(api.callsTo(R.oneStepSign)[0])).toEqual({ otp: '654321' });
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
  });

  it('arrival with the certificate signed and a session open moves on at once: no code, nothing signed again', async () => {
    const { api, instance } = renderTutor({ ...ACCEPTED, [R.certificateStatus]: answer({ status: 'VALID' }), [R.signStatus]: answer(certificateDone) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorBankSign', instance.providers)));
    expect(api.callsTo(R.sendOtp)).toEqual([]);
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
  });

  it('§4 Start-up rules, signature recovery: a RUNNING certificate signature (a reload) is followed, never signed again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, instance } = renderTutor({ ...ACCEPTED, [R.signStatus]: answer(certificateRunning(40)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText(COPY.sign.following)).toBeInTheDocument();
    api.routes[R.signStatus] = answer(certificateDone);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('TutorBankSign', instance.providers)));
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
    expect(api.callsTo(R.sendOtp)).toEqual([]);
  });

  it('§5 a refused accept-clauses shows the provider message under the first clause and keeps the boxes', async () => {
    const { user, api } = renderTutor({
      ...FRESH,
      [R.acceptClauses]: () => apiError(400, 'BAD_REQUEST', [{ field: 'clauseIds', message: 'Accetta tutte le condizioni per proseguire' }]),
    });
    await waitFor(() => expect(clause(0)).toBeInTheDocument());
    await user.click(clause(0));
    await user.click(clause(1));
    await proceed(user);
    await expectFieldError(clause(0), 'Accetta tutte le condizioni per proseguire');
    expect(clause(1)).toBeChecked();
    expect(api.callsTo(R.sendOtp)).toEqual([]);
  });

  it('the clauses part has no axe-core violations', async () => {
    const { container } = renderTutor(FRESH);
    await waitFor(() => expect(clause(0)).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });

  it('a failed load offers Riprova', async () => {
    const { user, api } = renderTutor({ ...FRESH, [R.certificateStatus]: () => apiError(500, 'BOOM') });
    await waitFor(() => expect(screen.getByText(COPY.clauses.loadError)).toBeInTheDocument());
    api.routes[R.certificateStatus] = answer({ status: 'NONE' });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(clause(0)).toBeInTheDocument());
  });
});

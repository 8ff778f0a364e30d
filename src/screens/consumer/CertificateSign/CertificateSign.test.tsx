import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../flows';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, SESSION_STARTED_AT, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  positionNow,
  renderStep,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract } from '../../../../test/support/step-contract';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { minLengthMessage } from '../../../validation/messages';
import CertificateSign from './CertificateSign';
import { RESEND_COOLDOWN_SECONDS } from '../../../flows/timings';
import { CERTIFICATE_SIGN_COPY as COPY } from './copy';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8 });
const PHONE = '+39 333 ***4567';
const WRONG_CODE = 'Il codice inserito non è corretto';

const nothingSigned = signStatus();
const certificateRunning = (progress: number) =>
  signStatus({ status: 'RUNNING', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress });
const certificateDone = signStatus({ status: 'DONE', operation: 'ISSUE_AND_SIGN', scope: 'CERTIFICATE', progress: 100 }, { certificate: true }, true);

const ROUTES: ApiRoutes = {
  [R.signStatus]: answer(nothingSigned),
  [R.sendOtp]: answer({ sent: true, phoneNumber: PHONE }),
  [R.certificateStatus]: answer({ status: 'REQUESTED' }),
  [R.issueAndSign]: answer(certificateDone),
  [R.oneStepSign]: answer(certificateDone),
};

const code = () => screen.getByLabelText(COPY.label);
const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
const resend = () => screen.getByRole('button', { name: COPY.resend });
const codeSent = () => waitFor(() => expect(screen.getByText(COPY.sentTo(PHONE))).toBeInTheDocument());

const renderCertificateSign = (api: ApiRoutes = {}) => {
  const rendered = renderStep({
    screen: 'CertificateSign',
    Component: CertificateSign,
    registration,
    api: { ...ROUTES, ...api },
    others: { BankSign: () => <p>BankSign</p> },
  });
  const start = vi.spyOn(rendered.instance.signatureSession, 'start').mockImplementation(() => undefined);
  return { ...rendered, start };
};

afterEach(() => {
  vi.useRealTimers();
});

describeStepContract({
  screen: 'CertificateSign',
  Component: CertificateSign,
  next: 'BankSign',
  registration,
  api: ROUTES,
  submitLabel: SIGNATURE_COPY.sign,
  ready: codeSent,
  fill: (user) => user.type(code(), '123456'),
  invalid: { input: code, keys: '{Backspace}', message: minLengthMessage(6) },
  submitRoute: R.issueAndSign,
  serverField: { code: 'USR_REG_OTP_INVALID', field: 'otp', message: WRONG_CODE, input: code },
});

describe('CertificateSign (spec §4 CONSUMER 8,1, §7 Certificate and signature provider)', () => {
  it('§7 send-signature-otp: sent once on arrival (StrictMode), says where, with the resend cooldown visible', async () => {
    const { api } = renderCertificateSign();
    await codeSent();
    expect(screen.getByText(COPY.sentTo(PHONE))).toHaveAttribute('role', 'status');
    expect(api.callsTo(R.sendOtp)).toHaveLength(1);
    expect(bodyOf(api.callsTo(R.sendOtp)[0])).toEqual({});
    expect(resend()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(COPY.cooldown(RESEND_COOLDOWN_SECONDS));
    expect(api.unexpected()).toEqual([]);
  });

  it("'Invia di nuovo il codice' after the 30-second cooldown sends a second code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderCertificateSign();
    await codeSent();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(COPY.cooldown(RESEND_COOLDOWN_SECONDS - 10));
    await act(() => vi.advanceTimersByTimeAsync((RESEND_COOLDOWN_SECONDS - 10) * 1000));
    expect(resend()).toBeEnabled();
    await user.click(resend());
    await waitFor(() => expect(api.callsTo(R.sendOtp)).toHaveLength(2));
    await waitFor(() => expect(resend()).toBeDisabled());
  });

  it('too many code requests (429 USR_REG_OTP_TOO_MANY) say so', async () => {
    renderCertificateSign({ [R.sendOtp]: () => apiError(429, 'USR_REG_OTP_TOO_MANY') });
    await waitFor(() => expect(screen.getByText(COPY.tooMany)).toBeInTheDocument());
    expect(resend()).toBeEnabled();
  });

  it('§3 certificate not VALID: Firma sends issue-and-sign {otp}, follows sign-status every second with a progress bar, DONE arms the signature session and moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, instance, start } = renderCertificateSign({ [R.issueAndSign]: answer(certificateRunning(20)) });
    await codeSent();
    await user.type(code(), '123456');
    await waitFor(() => expect(firma()).toBeEnabled());
    api.routes[R.signStatus] = answer(certificateRunning(70));
    await user.click(firma());
    await waitFor(() => expect(screen.getByRole('progressbar', { name: SIGNATURE_COPY.progressLabel })).toHaveAttribute('aria-valuenow', '20'));
    expect(screen.getByText(SIGNATURE_COPY.running)).toHaveAttribute('role', 'status');
    expect(bodyOf(api.callsTo(R.issueAndSign)[0])).toEqual({ otp: '123456' });
    expect(firma()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70'));
    expect(start).not.toHaveBeenCalled();
    api.routes[R.signStatus] = answer(certificateDone);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 2 });
    expect(start).toHaveBeenCalledExactlyOnceWith(Date.parse(SESSION_STARTED_AT));
    expect(api.callsTo(R.issueAndSign)).toHaveLength(1);
    expect(api.callsTo(R.oneStepSign)).toEqual([]);
  });

  it('§3 certificate VALID: Firma sends one-step-sign {otp} (a new session; nothing signed again)', async () => {
    const { user, api, instance } = renderCertificateSign({ [R.certificateStatus]: answer({ status: 'VALID' }) });
    await codeSent();
    await user.type(code(), '654321');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(bodyOf(api.callsTo(R.oneStepSign)[0])).toEqual({ otp: '654321' });
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
  });

  it('§5 a wrong code shows under the field and what was typed is kept; nothing is signed', async () => {
    const { user, instance, start } = renderCertificateSign({
      [R.issueAndSign]: () => apiError(400, 'USR_REG_OTP_INVALID', [{ field: 'otp', message: WRONG_CODE }]),
    });
    await codeSent();
    await user.type(code(), '000000');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await expectFieldError(code(), WRONG_CODE);
    expect(code()).toHaveValue('000000');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(currentPath(instance)).toBe('/infocertSign');
    expect(start).not.toHaveBeenCalled();
  });

  it('a double click on Firma sends one sign call', async () => {
    const { user, api, instance } = renderCertificateSign();
    await codeSent();
    await user.type(code(), '123456');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.dblClick(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(api.callsTo(R.issueAndSign)).toHaveLength(1);
  });

  it('§4 Start-up rules, signature recovery: a RUNNING signature on arrival is polled, never signed again, no code sent; DONE moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, instance, start } = renderCertificateSign({ [R.signStatus]: answer(certificateRunning(40)) });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText(COPY.following)).toBeInTheDocument();
    expect(screen.queryByLabelText(COPY.label)).toBeNull();
    api.routes[R.signStatus] = answer(certificateDone);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(start).toHaveBeenCalledExactlyOnceWith(Date.parse(SESSION_STARTED_AT));
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
    expect(api.callsTo(R.oneStepSign)).toEqual([]);
    expect(api.callsTo(R.sendOtp)).toEqual([]);
  });

  it('§4 Session: arrival with the certificate signed and a session active arms the reload from its start and moves on', async () => {
    const { api, instance, start } = renderCertificateSign({ [R.signStatus]: answer(certificateDone) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(start).toHaveBeenCalledExactlyOnceWith(Date.parse(SESSION_STARTED_AT));
    expect(api.callsTo(R.sendOtp)).toEqual([]);
    expect(api.callsTo(R.issueAndSign)).toEqual([]);
  });

  it('§8 a Firma whose answer was lost after the server signed: the retry reads sign-status and moves on, never signing again (no one-step-sign)', async () => {
    const { user, api, instance, start } = renderCertificateSign({
      [R.issueAndSign]: () => {
        // The server issued the certificate and signed; the answer never came back.
        api.routes[R.signStatus] = answer(certificateDone);
        api.routes[R.certificateStatus] = answer({ status: 'VALID' });
        throw new TypeError('Failed to fetch');
      },
    });
    await codeSent();
    await user.type(code(), '123456');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(firma()).toBeEnabled());
    expect(currentPath(instance)).toBe('/infocertSign');
    expect(code()).toHaveValue('123456');
    await user.click(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(start).toHaveBeenCalledExactlyOnceWith(Date.parse(SESSION_STARTED_AT));
    expect(api.callsTo(R.issueAndSign)).toHaveLength(1);
    expect(api.callsTo(R.oneStepSign)).toEqual([]);
  });

  it('§8 a Firma answered 500 with nothing signed: the retry reads sign-status, then signs once', async () => {
    let calls = 0;
    const { user, api, instance } = renderCertificateSign({
      [R.issueAndSign]: (call) => (++calls === 1 ? apiError(500, 'USR_TEST_500') : answer(certificateDone)(call)),
    });
    await codeSent();
    await user.type(code(), '123456');
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(api.callsTo(R.issueAndSign)).toHaveLength(1));
    await waitFor(() => expect(firma()).toBeEnabled());
    const readsBefore = api.callsTo(R.signStatus).length;
    await user.click(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('BankSign', instance.providers)));
    expect(api.callsTo(R.signStatus).length).toBe(readsBefore + 1);
    expect(api.callsTo(R.issueAndSign)).toHaveLength(2);
  });

  it('the certificate signed but the session expired: a code is sent to open a new session', async () => {
    const expired = signStatus({ status: 'DONE', scope: 'ACCOUNT' }, { certificate: true, account: true }, false);
    const { api } = renderCertificateSign({ [R.signStatus]: answer(expired) });
    await codeSent();
    expect(api.callsTo(R.sendOtp)).toHaveLength(1);
  });
});

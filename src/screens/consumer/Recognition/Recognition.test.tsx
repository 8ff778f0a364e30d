import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '../../../app/copy';
import { pathOf, ROUTES } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { registrationFixture } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectNoAxeViolations,
  positionNow,
  queryOf,
  renderStep,
  USR_API,
  type ApiRoutes,
  type RenderStepOptions,
} from '../../../../test/support/step';
import { STEP_COPY } from '../../../kit/copy';
import { RECOGNITION_POLL } from '../../../flows/backoff';

const FIRST_POLL_MS = RECOGNITION_POLL.firstMs;
import { RECOGNITION_OUTCOME_COPY } from '../../../kit/recognition-outcome-copy';
import type { FlowName } from '../../../flows';
import { describeInfoPageContract } from '../../../../test/support/step-contract';
import Recognition from './Recognition';
import { RECOGNITION_COPY } from './copy';
import { removeSession, writeFlag } from '../../../session/storage';
import { outcomeMode } from './schema';

const RECOG = `${USR_API}/registrations/recog`;
const TOKEN = `POST ${RECOG}/token`;
const START = `POST ${RECOG}/start`;
const CALLBACK = `GET ${RECOG}/callback`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const PROVIDER = 'http://localhost:3000/recognition-provider/?session=rs-1';

const atRecognition = registrationFixture({ id: 'reg-1', status: 'CONSUMER_IN_PROGRESS', currentStep: 2, data: { emailConfirmed: true } });

const routes = (over: ApiRoutes = {}): ApiRoutes => ({
  [TOKEN]: () => jsonResponse(200, { token: 'rt-1' }),
  [START]: () => jsonResponse(200, { sessionId: 'rs-1', redirectUrl: PROVIDER }),
  [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'APPROVED' }),
  [PROGRESS]: () => jsonResponse(200, { ...atRecognition, currentStep: 3 }),
  ...over,
});

function renderRecognition(api: ApiRoutes = {}, options: Partial<RenderStepOptions> = {}) {
  const rendered = renderStep({ screen: 'Recognition', Component: Recognition, registration: atRecognition, api: routes(api), ...options });
  const assign = vi.spyOn(rendered.instance.page, 'assign').mockImplementation(() => undefined);
  return { ...rendered, assign };
}

const startButton = (name: string = RECOGNITION_COPY.start) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('Recognition (spec §4 CONSUMER 2,1, §7 Identity recognition)', () => {
  it('§2 the route is /<provider>Recognition (default idnow) and blocks back', () => {
    expect(ROUTES.Recognition).toMatchObject({ backBlocked: true });
    const { instance } = renderRecognition();
    expect(currentPath(instance)).toBe('/idnowRecognition');
    expect(pathOf('Recognition', { recognition: 'acme', certificate: 'x' })).toBe('/acmeRecognition');
  });

  it('explains what happens (camera, identity document, a few minutes) under its heading, with one start button', () => {
    renderRecognition();
    expect(screen.getByRole('heading', { level: 1, name: RECOGNITION_COPY.title })).toBeInTheDocument();
    for (const text of RECOGNITION_COPY.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RECOGNITION_COPY.start]);
  });

  it('§7 recog/token then recog/start with this page as returnUrl, then the provider page in the same window', async () => {
    window.history.replaceState(null, '', '/?fromApp=true#/idnowRecognition');
    const open = vi.spyOn(window, 'open');
    const { user, api, assign } = renderRecognition();
    await user.click(startButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
    expect(api.calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual([TOKEN, START]);
    expect(bodyOf(api.callsTo(TOKEN)[0])).toEqual({});
    expect(bodyOf(api.callsTo(START)[0])).toEqual({ token: 'rt-1', returnUrl: `${window.location.origin}/?fromApp=true#/idnowRecognition` });
    expect(open).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(RECOGNITION_COPY.leaving);
  });

  it('§4/§9 a double click starts one recognition', async () => {
    const { user, api, assign } = renderRecognition();
    await user.dblClick(startButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.callsTo(TOKEN)).toHaveLength(1);
    expect(api.callsTo(START)).toHaveLength(1);
  });

  it('§8 a failed start shows the generic dialog, stays here and can be tried again', async () => {
    const { user, api, instance, assign } = renderRecognition({ [START]: () => apiError(500, 'USR_500') });
    await user.click(startButton());
    await waitFor(() => expect(instance.store.state.ui.dialog?.title).toBe(GENERIC_ERROR.title));
    expect(assign).not.toHaveBeenCalled();
    expect(currentPath(instance)).toBe('/idnowRecognition');
    api.routes[START] = () => jsonResponse(200, { sessionId: 'rs-2', redirectUrl: PROVIDER });
    await act(async () => instance.store.actions.closeDialog('ok'));
    await waitFor(() => expect(startButton()).toBeEnabled(), { timeout: 2000 });
  });

  it.each(['APPROVED', 'PENDING', 'REJECTED'])(
    '§4 back from the provider (%s): reads recog/callback with the session, removes it from the address, step submit to Addresses (3,0)',
    async (outcome) => {
      window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
      const { api, instance } = renderRecognition({ [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: outcome }) });
      await waitFor(() => expect(currentPath(instance)).toBe('/addresses'));
      expect(positionNow(instance)).toEqual({ step: 3, substep: 0 });
      expect(api.callsTo(CALLBACK)).toHaveLength(1);
      expect(queryOf(api.callsTo(CALLBACK)[0]!).get('session')).toBe('rs-1');
      expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 3 });
      expect(api.callsTo(PROGRESS)).toHaveLength(1);
      expect(window.location.hash).toBe('#/idnowRecognition');
      expect(api.callsTo(TOKEN)).toEqual([]);
    },
  );

  it('back from the provider on a CMS page (memory routing, parameter in the real query) works the same', async () => {
    window.history.replaceState(null, '', '/embed.html?recogSession=rs-1');
    const { instance } = renderRecognition();
    await waitFor(() => expect(currentPath(instance)).toBe('/addresses'));
    expect(window.location.search).toBe('');
  });

  it('back without an outcome (cancelled at the provider, status STARTED): says so, no step submit, offers to start again', async () => {
    window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
    const { api, user, instance, assign } = renderRecognition({ [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'STARTED' }) });
    await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.cancelled));
    expect(api.callsTo(PROGRESS)).toEqual([]);
    expect(positionNow(instance)).toEqual({ step: 2, substep: 1 });
    expect(window.location.hash).toBe('#/idnowRecognition');
    await user.click(startButton(RECOGNITION_COPY.restart));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
    // The new returnUrl carries no old session id.
    expect(bodyOf(api.callsTo(START)[0])).toMatchObject({ returnUrl: `${window.location.origin}/#/idnowRecognition` });
  });

  describe('§7 Other, exit messages to the app: "settings" (DESIGN §5 exit {to: \'settings\'})', () => {
    const cancelledReturn = () => {
      window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
      return renderRecognition({ [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'STARTED' }) });
    };
    afterEach(() => removeSession('fromApp'));

    it('§7 inside the app, back without an outcome: "Apri le impostazioni" sends onboarding-exit {to: settings}, then the bridge\'s exit to settings', async () => {
      writeFlag('fromApp', true);
      const { user, instance, assign } = cancelledReturn();
      const send = vi.spyOn(instance.bridge, 'send');
      const exits: unknown[] = [];
      instance.host.addEventListener('onboarding-exit', (e) => exits.push((e as CustomEvent).detail));
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.cancelled));
      expect(screen.getByText(RECOGNITION_COPY.cameraSettings)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: RECOGNITION_COPY.openSettings }));
      expect(exits).toEqual([{ to: 'settings' }]);
      expect(send).toHaveBeenCalledWith('exit', { to: 'settings' });
      // Nothing else moves: the page, the wizard's position and the session stay.
      expect(assign).not.toHaveBeenCalled();
      expect(positionNow(instance)).toEqual({ step: 2, substep: 1 });
    });

    it('§7 a host that cancels onboarding-exit routes itself: the app is not told to leave', async () => {
      writeFlag('fromApp', true);
      const { user, instance } = cancelledReturn();
      const send = vi.spyOn(instance.bridge, 'send');
      instance.host.addEventListener('onboarding-exit', (e) => e.preventDefault());
      await user.click(await screen.findByRole('button', { name: RECOGNITION_COPY.openSettings }));
      expect(send).not.toHaveBeenCalledWith('exit', expect.anything());
    });

    it('on the web (no fromApp) there are no app settings: neither the hint nor the button', async () => {
      cancelledReturn();
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.cancelled));
      expect(screen.queryByText(RECOGNITION_COPY.cameraSettings)).toBeNull();
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RECOGNITION_COPY.restart]);
    });

    it('inside the app, the first arrival (nothing refused yet) offers only the start', () => {
      writeFlag('fromApp', true);
      renderRecognition();
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RECOGNITION_COPY.start]);
    });
  });

  it('a session that is not the current one (404 USR_RECOG_SESSION_NOT_FOUND) asks to start again', async () => {
    window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-old');
    const { api } = renderRecognition({ [CALLBACK]: () => apiError(404, 'USR_RECOG_SESSION_NOT_FOUND') });
    await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.unknown));
    expect(startButton(RECOGNITION_COPY.restart)).toBeEnabled();
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('a reload after the outcome was recorded (data.recognition) offers Prosegui, which does the step submit', async () => {
    const { user, instance } = renderRecognition({}, {
      registration: { ...atRecognition, data: { emailConfirmed: true, recognition: { sessionId: 'rs-1', status: 'PENDING' } } },
    });
    expect(status()).toHaveTextContent(RECOGNITION_COPY.done);
    await user.click(screen.getByRole('button', { name: STEP_COPY.submit }));
    await waitFor(() => expect(currentPath(instance)).toBe('/addresses'));
  });

  it('has no axe-core violations (start, and cancelled)', async () => {
    const { container, unmount } = renderRecognition();
    await expectNoAxeViolations(container);
    unmount();
    window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
    const cancelled = renderRecognition({ [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'STARTED' }) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(RECOGNITION_COPY.cancelled));
    await expectNoAxeViolations(cancelled.container);
  });

  describe('DOCUMENT_RENEWAL 1,0', () => {
    const RENEWAL_START = `POST ${RECOG}/documentRenewalStart`;
    const renewal = registrationFixture({ id: 'reg-1', flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', status: 'CONSUMER_IN_PROGRESS', currentStep: 1 });
    const renewalRoutes: ApiRoutes = {
      [RENEWAL_START]: () => jsonResponse(200, { sessionId: 'rs-1', redirectUrl: PROVIDER }),
      [PROGRESS]: () => jsonResponse(200, renewal),
    };
    const renderRenewal = (over: ApiRoutes = {}, registration = renewal) =>
      renderRecognition({ ...renewalRoutes, ...over }, { flow: 'DOCUMENT_RENEWAL', registration });
    const recorded = (status: string) => registrationFixture({ ...renewal, data: { recognition: { sessionId: 'rs-1', status } } });

    // A reload after the outcome: the recorded outcome and Prosegui, the step submit to DocumentType (1,1).
    describeInfoPageContract({
      screen: 'Recognition',
      Component: Recognition,
      flow: 'DOCUMENT_RENEWAL',
      registration: recorded('APPROVED'),
      api: routes(renewalRoutes),
      next: 'DocumentType',
    });

    it('speaks of renewing the identity document, not of opening an account', () => {
      renderRenewal();
      for (const text of RECOGNITION_COPY.renewal.paragraphs) expect(screen.getByText(text)).toBeInTheDocument();
      for (const text of RECOGNITION_COPY.paragraphs) expect(screen.queryByText(text)).toBeNull();
    });

    it('§4 DOCUMENT_RENEWAL: a pending outcome moves on to DocumentType too, saying what comes next', async () => {
      window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
      const { instance } = renderRenewal({ [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'PENDING' }) });
      await waitFor(() => expect(currentPath(instance)).toBe('/documentType'));
      expect(positionNow(instance)).toEqual({ step: 1, substep: 1 });
    });

    it('(our decision) a rejected recognition stops the renewal at 1,0: it says so, offers to start again, saves nothing; axe', async () => {
      window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
      const { api, instance, container, user, assign } = renderRenewal({
        [CALLBACK]: () => jsonResponse(200, { sessionId: 'rs-1', status: 'REJECTED' }),
      });
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.renewal.rejected));
      expect(currentPath(instance)).toBe('/idnowRecognition');
      expect(positionNow(instance)).toEqual({ step: 1, substep: 0 });
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RECOGNITION_COPY.restart]);
      await expectNoAxeViolations(container);
      await user.click(startButton(RECOGNITION_COPY.restart));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
      expect(api.callsTo(RENEWAL_START)).toHaveLength(1);
      expect(api.callsTo(PROGRESS)).toEqual([]);
    });

    it('a reload after a rejection shows it again; after an approval, the outcome and Prosegui', () => {
      const rejected = renderRenewal({}, recorded('REJECTED'));
      expect(status()).toHaveTextContent(RECOGNITION_COPY.renewal.rejected);
      expect(startButton(RECOGNITION_COPY.restart)).toBeInTheDocument();
      rejected.unmount();
      renderRenewal({}, recorded('APPROVED'));
      expect(status()).toHaveTextContent(RECOGNITION_COPY.renewal.done);
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([STEP_COPY.submit]);
    });

    it('§7 recog/token then recog/documentRenewalStart (never recog/start), then the provider page', async () => {
      window.history.replaceState(null, '', '/?updateDocument=true#/idnowRecognition');
      const { user, api, assign } = renderRenewal();
      await user.click(startButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
      expect(api.calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual([TOKEN, RENEWAL_START]);
      expect(bodyOf(api.callsTo(RENEWAL_START)[0])).toEqual({ token: 'rt-1', returnUrl: `${window.location.origin}/?updateDocument=true#/idnowRecognition` });
    });

    it('§4 DOCUMENT_RENEWAL: back from the provider, the substep advances to DocumentType (1,1) without saving progress', async () => {
      window.history.replaceState(null, '', '/#/idnowRecognition?recogSession=rs-1');
      const { api, instance } = renderRenewal();
      await waitFor(() => expect(currentPath(instance)).toBe('/documentType'));
      expect(positionNow(instance)).toEqual({ step: 1, substep: 1 });
      expect(api.callsTo(PROGRESS)).toEqual([]);
    });
  });

  it('§4 the outcome is read here exactly in the flows without a result step (MINOR and the three upgrades)', () => {
    expect(outcomeMode('CONSUMER')).toBe('later');
    expect(outcomeMode('BUSINESS')).toBe('later');
    for (const flow of ['MINOR', 'UPGRADE_LEVEL_B_A', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const) expect(outcomeMode(flow)).toBe('here');
    expect(outcomeMode('DOCUMENT_RENEWAL')).toBe('renewal');
  });

  // MINOR 5,0 and the upgrades' UserRecognition have no result step (§4): the screen reads the outcome itself.
  describe.each([
    ['MINOR', 'MINOR', 6],
    ['UPGRADE_LEVEL_B_A', 'CONSUMER', 6],
  ] as const)('UserRecognition, %s 5,0 (no result step follows)', (flow: FlowName, registrationFlow, signStep) => {
    const atUserRecognition = registrationFixture({ id: 'reg-1', flow: registrationFlow, status: 'CONSUMER_IN_PROGRESS', currentStep: 5 });
    const SIGNING = flow === 'MINOR' ? 'MinorBankSign' : 'RequestCertificate';
    const answer = (outcome: string) => () => jsonResponse(200, { sessionId: 'rs-1', status: outcome });
    const renderUser = (over: ApiRoutes = {}, registration = atUserRecognition) =>
      renderRecognition(
        { [PROGRESS]: () => jsonResponse(200, { ...atUserRecognition, currentStep: signStep }), ...over },
        { screen: 'UserRecognition', flow, registration },
      );
    const back = () => window.history.replaceState(null, '', '/#/userRecognition?recogSession=rs-1');
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it(`§4 ${flow} recognition: APPROVED at the provider moves on to the signatures (step submit ${signStep},0)`, async () => {
      back();
      const { api, instance } = renderUser({ [CALLBACK]: answer('APPROVED') });
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(SIGNING, instance.providers)));
      expect(positionNow(instance)).toEqual({ step: signStep, substep: 0 });
      expect(api.callsTo(CALLBACK)).toHaveLength(1);
      expect(queryOf(api.callsTo(CALLBACK)[0]!).get('session')).toBe('rs-1');
      expect(bodyOf(api.callsTo(PROGRESS)[0])).toMatchObject({ step: signStep });
      expect(window.location.hash).toBe('#/userRecognition');
    });

    it(`§4/§9 ${flow} recognition: PENDING waits on this screen and asks again with the result step's back-off, then moves on once approved`, async () => {
      vi.useFakeTimers();
      back();
      let pendingAnswers = 2;
      const { api, instance } = renderUser({ [CALLBACK]: () => (pendingAnswers-- > 0 ? answer('PENDING')() : answer('APPROVED')()) });
      await advance(0);
      expect(api.callsTo(CALLBACK)).toHaveLength(1);
      expect(status()).toHaveTextContent(RECOGNITION_OUTCOME_COPY.pending(2));
      for (const paragraph of RECOGNITION_OUTCOME_COPY.pendingParagraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
      expect(api.callsTo(PROGRESS)).toEqual([]);
      await advance(FIRST_POLL_MS - 1);
      expect(api.callsTo(CALLBACK)).toHaveLength(1);
      await advance(1);
      expect(api.callsTo(CALLBACK)).toHaveLength(2);
      expect(status()).toHaveTextContent(RECOGNITION_OUTCOME_COPY.pending(4));
      expect(api.callsTo(PROGRESS)).toEqual([]);
      expect(currentPath(instance)).toBe('/userRecognition');
      await advance(2 * FIRST_POLL_MS);
      // The returned session is asked about once; the polls read the current recognition.
      expect(api.callsTo(CALLBACK).map((call) => queryOf(call).get('session'))).toEqual(['rs-1', null, null]);
      vi.useRealTimers();
      await waitFor(() => expect(currentPath(instance)).toBe(pathOf(SIGNING, instance.providers)));
      expect(api.callsTo(PROGRESS)).toHaveLength(1);
    });

    it(`§4 ${flow} recognition: REJECTED offers to repeat it and never reaches signing`, async () => {
      back();
      const { api, instance, user, assign, container } = renderUser({ [CALLBACK]: answer('REJECTED') });
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_OUTCOME_COPY.rejected));
      for (const paragraph of RECOGNITION_OUTCOME_COPY.rejectedParagraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([RECOGNITION_OUTCOME_COPY.restart, RECOGNITION_OUTCOME_COPY.contact]);
      expect(currentPath(instance)).toBe('/userRecognition');
      expect(positionNow(instance)).toEqual({ step: 5, substep: 0 });
      expect(api.callsTo(PROGRESS)).toEqual([]);
      await expectNoAxeViolations(container);
      await user.click(startButton(RECOGNITION_OUTCOME_COPY.restart));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
      expect(bodyOf(api.callsTo(START)[0])).toEqual({ token: 'rt-1', returnUrl: `${window.location.origin}/#/userRecognition` });
      expect(api.callsTo(PROGRESS)).toEqual([]);
    });

    it(`§4 ${flow} recognition: back without an outcome (STARTED) says so and offers to start again, no step submit`, async () => {
      back();
      const { api, instance } = renderUser({ [CALLBACK]: answer('STARTED') });
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_COPY.cancelled));
      expect(startButton(RECOGNITION_COPY.restart)).toBeEnabled();
      expect(api.callsTo(PROGRESS)).toEqual([]);
      expect(currentPath(instance)).toBe('/userRecognition');
    });

    it(`§4 ${flow} recognition: a reload after a rejection reads it again and still offers only to repeat it`, async () => {
      const { api, instance } = renderUser(
        { [CALLBACK]: answer('REJECTED') },
        { ...atUserRecognition, data: { recognition: { sessionId: 'rs-1', status: 'REJECTED' } } },
      );
      await waitFor(() => expect(status()).toHaveTextContent(RECOGNITION_OUTCOME_COPY.rejected));
      expect(queryOf(api.callsTo(CALLBACK)[0]!).has('session')).toBe(false);
      expect(screen.queryByRole('button', { name: STEP_COPY.submit })).toBeNull();
      expect(api.callsTo(PROGRESS)).toEqual([]);
      expect(currentPath(instance)).toBe('/userRecognition');
    });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../flows';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
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
} from '../../../../test/support/step';
import { STEP_COPY } from '../../../kit/copy';
import RecognitionCheckResult from './RecognitionCheckResult';
import { CHECK_RESULT_COPY } from './copy';
import { backoffMs, RECOGNITION_POLL } from '../../../flows/backoff';

const FIRST_POLL_MS = RECOGNITION_POLL.firstMs;

const RECOG = `${USR_API}/registrations/recog`;
const TOKEN = `POST ${RECOG}/token`;
const START = `POST ${RECOG}/start`;
const CALLBACK = `GET ${RECOG}/callback`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const PROVIDER = 'http://localhost:3000/recognition-provider/?session=rs-2';

const atResult = inProgressRegistration({ id: 'reg-1', currentStep: 6 });
const answer = (status: string) => (): Response => jsonResponse(200, { sessionId: 'rs-1', status });

function renderResult(api: ApiRoutes = {}) {
  const rendered = renderStep({
    screen: 'RecognitionCheckResult',
    Component: RecognitionCheckResult,
    registration: atResult,
    api: {
      [CALLBACK]: answer('APPROVED'),
      [TOKEN]: () => jsonResponse(200, { token: 'rt-2' }),
      [START]: () => jsonResponse(200, { sessionId: 'rs-2', redirectUrl: PROVIDER }),
      [PROGRESS]: () => jsonResponse(200, { ...atResult, currentStep: 7 }),
      ...api,
    },
  });
  const assign = vi.spyOn(rendered.instance.page, 'assign').mockImplementation(() => undefined);
  return { ...rendered, assign };
}

const status = () => screen.getByRole('status');
const button = (name: string) => screen.getByRole('button', { name });
/** Runs pending timers and the answers they wait for. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('RecognitionCheckResult (spec §4 CONSUMER 6,0, §7 recog/callback)', () => {
  it('§2 the route is /<provider>CheckResult (default idnow) and blocks back', () => {
    expect(ROUTES.RecognitionCheckResult).toMatchObject({ backBlocked: true });
    const { instance } = renderResult();
    expect(currentPath(instance)).toBe('/idnowCheckResult');
  });

  it('APPROVED: says so; Prosegui does the step submit to DocumentType (progress 7)', async () => {
    const { user, api, instance } = renderResult();
    await waitFor(() => expect(status()).toHaveTextContent(CHECK_RESULT_COPY.approved));
    expect(api.callsTo(CALLBACK)).toHaveLength(1); // StrictMode: one request
    expect(queryOf(api.callsTo(CALLBACK)[0]!).has('session')).toBe(false);
    await user.click(button(STEP_COPY.submit));
    await waitFor(() => expect(currentPath(instance)).toBe('/documentType'));
    expect(positionNow(instance)).toEqual({ step: 7, substep: 0 });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 7 });
  });

  it('the back-off doubles from 2 s to a 30 s cap', () => {
    const delays = Array.from({ length: 7 }, (_, attempt) => backoffMs(RECOGNITION_POLL, attempt));
    expect(delays).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(RECOGNITION_POLL.maxMs).toBe(30_000);
  });

  it('PENDING: asks again after 2, 4, 8, 16, 30, 30 s, shows the wait in the live region, then the outcome', async () => {
    vi.useFakeTimers();
    let pendingAnswers = 6;
    const { api } = renderResult({ [CALLBACK]: () => (pendingAnswers-- > 0 ? answer('PENDING')() : answer('APPROVED')()) });
    await advance(0);
    expect(api.callsTo(CALLBACK)).toHaveLength(1);
    expect(status()).toHaveTextContent(CHECK_RESULT_COPY.pending(2));
    expect(status()).toHaveAttribute('role', 'status');
    for (const paragraph of CHECK_RESULT_COPY.pendingParagraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    const waits = [2000, 4000, 8000, 16000, 30000, 30000];
    for (const [i, wait] of waits.entries()) {
      await advance(wait - 1);
      expect(api.callsTo(CALLBACK)).toHaveLength(i + 1);
      await advance(1);
      expect(api.callsTo(CALLBACK)).toHaveLength(i + 2);
      if (i + 1 < waits.length) expect(status()).toHaveTextContent(CHECK_RESULT_COPY.pending(waits[i + 1]! / 1000));
    }
    expect(status()).toHaveTextContent(CHECK_RESULT_COPY.approved);
    await advance(120_000);
    expect(api.callsTo(CALLBACK)).toHaveLength(7);
  });

  it('PENDING: leaving the screen stops the polling (timers cleared on unmount)', async () => {
    vi.useFakeTimers();
    const { api, unmount } = renderResult({ [CALLBACK]: answer('PENDING') });
    await advance(0);
    expect(api.callsTo(CALLBACK)).toHaveLength(1);
    unmount();
    await advance(120_000);
    expect(api.callsTo(CALLBACK)).toHaveLength(1);
  });

  it('REJECTED: explains, offers to repeat the recognition (returnUrl this page, same window) and the help contacts', async () => {
    window.history.replaceState(null, '', '/#/idnowCheckResult');
    const { user, api, instance, assign } = renderResult({ [CALLBACK]: answer('REJECTED') });
    await waitFor(() => expect(status()).toHaveTextContent(CHECK_RESULT_COPY.rejected));
    for (const paragraph of CHECK_RESULT_COPY.rejectedParagraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STEP_COPY.submit })).toBeNull();
    await user.click(button(CHECK_RESULT_COPY.contact));
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'contacts' });
    await user.click(button(CHECK_RESULT_COPY.restart));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
    expect(bodyOf(api.callsTo(START)[0])).toEqual({ token: 'rt-2', returnUrl: `${window.location.origin}/#/idnowCheckResult` });
    expect(api.callsTo(PROGRESS)).toEqual([]);
  });

  it('back from a repeated recognition: asks about that session once, removes it from the address, then polls the current one', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/#/idnowCheckResult?recogSession=rs-2');
    let pendingAnswers = 1;
    const { api } = renderResult({ [CALLBACK]: () => (pendingAnswers-- > 0 ? answer('PENDING')() : answer('APPROVED')()) });
    await advance(0);
    expect(window.location.hash).toBe('#/idnowCheckResult');
    await advance(FIRST_POLL_MS);
    expect(api.callsTo(CALLBACK).map((call) => queryOf(call).get('session'))).toEqual(['rs-2', null]);
    expect(status()).toHaveTextContent(CHECK_RESULT_COPY.approved);
  });

  it.each([
    ['left at the provider (STARTED)', answer('STARTED')],
    ['never started (404 USR_RECOG_NOT_FOUND)', () => apiError(404, 'USR_RECOG_NOT_FOUND')],
  ])('no outcome, %s: offers to start it again and the contacts', async (_label, handler) => {
    renderResult({ [CALLBACK]: handler });
    await waitFor(() => expect(status()).toHaveTextContent(CHECK_RESULT_COPY.incomplete));
    expect(button(CHECK_RESULT_COPY.restart)).toBeEnabled();
    expect(button(CHECK_RESULT_COPY.contact)).toBeEnabled();
  });

  it('a failed read says so in the live region and "Riprova" asks again (no dialog)', async () => {
    const { user, api, instance } = renderResult({ [CALLBACK]: () => apiError(500, 'USR_500') });
    await waitFor(() => expect(status()).toHaveTextContent(CHECK_RESULT_COPY.checkFailed));
    expect(instance.store.state.ui.dialog).toBeNull();
    api.routes[CALLBACK] = answer('APPROVED');
    await user.click(button(CHECK_RESULT_COPY.retry));
    await waitFor(() => expect(status()).toHaveTextContent(CHECK_RESULT_COPY.approved));
    expect(api.callsTo(CALLBACK)).toHaveLength(2);
  });

  it.each(['APPROVED', 'PENDING', 'REJECTED'])('has no axe-core violations (%s)', async (outcome) => {
    const { container } = renderResult({ [CALLBACK]: answer(outcome) });
    await waitFor(() => expect(status()).not.toHaveTextContent(CHECK_RESULT_COPY.checking));
    await expectNoAxeViolations(container);
  });
});

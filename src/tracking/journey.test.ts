// @vitest-environment jsdom
/** Tracking through the real instance and wizard: submit and error events, and their delivery (spec §3 body, §7 retry). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { resolveConfig } from '../../element/surface';
import { registrationFixture } from '../../test/support/fixtures';
import { createFetchMock, jsonResponse, type FetchHandler } from '../../test/support/fetch-mock';
import { ApiError } from '../api/errors';
import { createInstance } from '../app/instance';
import { createWizard } from '../app/wizard';
import { writeSession } from '../session/storage';
import { TRACKING_RETRY_DELAY_SECONDS } from '../flows/timings';
import { setErrorReporter, type ErrorReportContext, type ReportedError } from './reporter';
import type { TrackingEvent } from './tracker';

const TRACKING_RETRY_DELAY_MS = TRACKING_RETRY_DELAY_SECONDS * 1000;

function setup(handler: FetchHandler = () => new Response(null, { status: 204 })) {
  const mock = createFetchMock(handler);
  vi.stubGlobal('fetch', mock.fetch);
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(resolveConfig({ routing: 'memory' }), host);
  instance.connect();
  const events: TrackingEvent[] = [];
  host.addEventListener('onboarding-track', (e) => events.push(e.detail));
  const wizard = createWizard(instance);
  return { instance, wizard, events, calls: mock.calls };
}

const settle = () => vi.waitFor(() => undefined);

describe('tracking through the wizard and the instance', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('§4 Step submit: every accepted submit emits the submit event of the screen being left; a repeat within 1 s emits none', async () => {
    const { wizard, events } = setup();
    wizard.goTo({ step: 1, substep: 0 });
    await wizard.submit();
    await wizard.submit(); // within the 1-second window: ignored, so not tracked
    expect(events.filter((e) => e.kind === 'submit')).toEqual([
      { name: 'reg_AgeForm_step1', kind: 'submit', payload: expect.objectContaining({ flow: 'CONSUMER', orderID: null }) },
    ]);
  });

  it('a submit with a registration and a token is posted to registrations/{id}/tracking, without a bearer token in the body', async () => {
    writeSession('at', 'the-access-token');
    const { instance, wizard, calls, events } = setup();
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    wizard.goTo({ step: 1, substep: 0 });
    await wizard.submit();
    await waitForState(() => expect(calls.map((c) => c.url)).toContain('/api/usr/v2/registrations/reg-1/tracking'));
    const post = calls.find((c) => c.url.endsWith('/tracking'));
    // spec §3: the body is the tracking payload itself, the submit event's.
    const submitted = events.find((e) => e.kind === 'submit');
    expect(JSON.parse(post?.body ?? '')).toEqual(submitted?.payload);
    expect(Object.keys(JSON.parse(post?.body ?? '') as object)).toEqual(['flow', 'orderID', 'deviceType', 'inviteCode', 'gender', 'cardId', 'settore', 'professione']);
    expect(post?.body).not.toContain('the-access-token');
  });

  it('without a token nothing is posted (a visitor on the landing page)', async () => {
    const { instance, wizard, calls, events } = setup();
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    wizard.goTo({ step: 1, substep: 0 });
    await wizard.submit();
    await settle();
    expect(events).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('§8 showError emits one messaggio event of type errore, which has no §3 payload to send: no tracking call', async () => {
    writeSession('at', 'tok');
    const { instance, events, calls } = setup();
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    const errors: unknown[] = [];
    instance.host.addEventListener('onboarding-error', (e) => errors.push(e.detail));
    void instance.showError(new ApiError({ kind: 'http', status: 409, code: 'USR_REG_1234', message: 'Conflict' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([
      { name: 'messaggio', kind: 'message', payload: { type: 'errore', code: 'USR_REG_1234', message: 'Conflict' } },
    ]);
    expect(errors).toHaveLength(1);
    expect(calls).toEqual([]);
    expect(instance.store.state.ui.dialog?.title).toBe('Attenzione');
  });

  it("§7 a failing tracking send is retried once, then reported to the host's error reporter (source tracking, no token); no dialog, no messaggio", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeSession('at', 'the-access-token');
    const { instance, wizard, events, calls } = setup(() =>
      jsonResponse(500, { trace: 'tr-track', context: { code: 'TRACK_DOWN', message: 'down for at=the-access-token' } }),
    );
    const reports: [ReportedError, ErrorReportContext][] = [];
    setErrorReporter(instance.host, { captureError: (error: ReportedError, context: ErrorReportContext) => reports.push([error, context]) });
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    wizard.goTo({ step: 1, substep: 0 });
    await wizard.submit();
    await waitForState(() => expect(calls).toHaveLength(1));
    expect(reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS);
    await waitForState(() => expect(reports).toHaveLength(1));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toBe(calls[0]?.body);
    const [error, context] = reports[0]!;
    // The call's status, code and trace; not the server's message (it may echo anything).
    expect(error).toMatchObject({ name: 'ApiError', code: 'TRACK_DOWN', status: 500, trace: 'tr-track', message: 'tracking payload not delivered: its retry failed' });
    expect(context.source).toBe('tracking');
    expect(JSON.stringify(reports)).not.toContain('the-access-token');
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(events.filter((e) => e.kind === 'message')).toEqual([]);
    // Never a third time.
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS * 3);
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it('§8 a maintenance error shows no dialog and is not tracked as a message', async () => {
    const { instance, events } = setup();
    await instance.showError(new ApiError({ kind: 'maintenance', code: 'SYS_MAINTENANCE', message: 'm' }));
    expect(events).toEqual([]);
  });
});

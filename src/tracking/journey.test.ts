// @vitest-environment jsdom
/** Tracking through the real instance and wizard: submit and error events, and their delivery. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { resolveConfig } from '../../element/surface';
import { registrationFixture } from '../../test/support/fixtures';
import { createFetchMock, jsonResponse, type FetchHandler } from '../../test/support/fetch-mock';
import { ApiError } from '../api/errors';
import type { TrackingEvent } from '../api/tracking';
import { createInstance } from '../app/instance';
import { createWizard } from '../app/wizard';
import { writeSession } from '../session/storage';

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
    const { instance, wizard, calls } = setup();
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    wizard.goTo({ step: 1, substep: 0 });
    await wizard.submit();
    await waitForState(() => expect(calls.map((c) => c.url)).toContain('/api/usr/v2/registrations/reg-1/tracking'));
    const post = calls.find((c) => c.url.endsWith('/tracking'));
    expect(JSON.parse(post?.body ?? '')).toMatchObject({ name: 'reg_AgeForm_step1', kind: 'submit' });
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

  it('§8 showError emits one messaggio event of type errore; its failing tracking post opens no dialog and emits nothing more', async () => {
    writeSession('at', 'tok');
    const { instance, events, calls } = setup(() => jsonResponse(500, { context: { code: 'TRACK_DOWN', message: 'no' } }));
    instance.store.actions.setRegistration(registrationFixture({ id: 'reg-1' }));
    const errors: unknown[] = [];
    instance.host.addEventListener('onboarding-error', (e) => errors.push(e.detail));
    void instance.showError(new ApiError({ kind: 'http', status: 409, code: 'USR_REG_1234', message: 'Conflict' }));
    await waitForState(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([
      { name: 'messaggio', kind: 'message', payload: { type: 'errore', code: 'USR_REG_1234', message: 'Conflict' } },
    ]);
    expect(errors).toHaveLength(1);
    expect(calls).toHaveLength(1); // not retried
    expect(instance.store.state.ui.dialog?.title).toBe('Attenzione'); // the one generic dialog, not a second one
  });

  it('§8 a maintenance error shows no dialog and is not tracked as a message', async () => {
    const { instance, events } = setup();
    await instance.showError(new ApiError({ kind: 'maintenance', code: 'SYS_MAINTENANCE', message: 'm' }));
    expect(events).toEqual([]);
  });
});

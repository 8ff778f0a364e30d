// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationFixture } from '../../test/support/fixtures';
import { recordingClient } from '../../test/support/api-client';
import { ApiError } from '../api/errors';
import { postTracking, type TrackingEvent } from '../api/tracking';
import { createStore } from '../state/store';
import { writeSession } from '../session/storage';
import { createTracker, MESSAGE_CODE_MAX, MESSAGE_EVENT_NAME, MESSAGE_TEXT_MAX } from './tracker';

/** spec §3: the tracking payload's keys, exactly. */
const PAYLOAD_KEYS = ['cardId', 'deviceType', 'flow', 'gender', 'inviteCode', 'orderID', 'professione', 'settore'];

function setup(options: { registrationId?: string | null; token?: boolean; post?: typeof postTracking } = {}) {
  const events: TrackingEvent[] = [];
  const post = vi.fn<typeof postTracking>(options.post ?? (() => Promise.resolve()));
  const { api } = recordingClient();
  const tracker = createTracker({
    emit: (event) => events.push(event),
    api,
    registrationId: () => options.registrationId ?? null,
    hasToken: () => options.token ?? false,
    loadDelivery: () => Promise.resolve({ postTracking: post }),
  });
  return { tracker, events, post };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracking events', () => {
  afterEach(() => sessionStorage.clear());

  it('§2 a screen view is reg_<Name>_stepN of the current position, with exactly the §3 payload keys', () => {
    const { state, actions } = createStore();
    actions.setPosition(1, 2);
    const { tracker, events } = setup();
    tracker.view(state);
    expect(events).toHaveLength(1);
    expect(events[0]?.name).toBe('reg_EmailForm_step1');
    expect(events[0]?.kind).toBe('view');
    expect(Object.keys(events[0]?.payload ?? {}).sort()).toEqual(PAYLOAD_KEYS);
  });

  it('§2 a step submit names the screen being left and builds the payload at that moment', () => {
    const { state, actions } = createStore();
    actions.setPosition(3, 0);
    actions.setRegistration(registrationFixture({ id: 'reg-5', prepaidCardResource: { id: 'card-7' } }));
    const { tracker, events } = setup();
    tracker.submit(state);
    actions.setPosition(4, 0);
    expect(events[0]).toEqual({
      name: 'reg_Addresses_step3',
      kind: 'submit',
      payload: expect.objectContaining({ orderID: 'reg-5', cardId: 'card-7', flow: 'CONSUMER' }),
    });
  });

  it('§4 Other states: the payload flow is BUSINESS with the business flags, MINOR for a minor in the data steps', () => {
    const { state, actions } = createStore();
    actions.setPosition(1, 1);
    actions.updateDraft({ birthDate: '01/01/2015' });
    const { tracker, events } = setup();
    tracker.view(state);
    expect(events[0]?.payload.flow).toBe('MINOR');
    writeSession('bizLP', 'true');
    tracker.view(state);
    expect(events[1]?.payload.flow).toBe('BUSINESS');
  });

  it('a position off the flow emits nothing (no reg_undefined event)', () => {
    const { state, actions } = createStore();
    actions.setPosition(42, 0);
    const { tracker, events } = setup();
    tracker.view(state);
    tracker.submit(state);
    expect(events).toEqual([]);
  });

  it('§8 an error is a messaggio of kind message with exactly {type: errore, code, message}, tokens stripped', () => {
    const { tracker, events } = setup();
    tracker.error(new ApiError({ kind: 'http', status: 400, code: 'USR_REG_1', message: 'Bad GET /x?at=secret-token' }));
    expect(events).toEqual([
      {
        name: MESSAGE_EVENT_NAME,
        kind: 'message',
        payload: { type: 'errore', code: 'USR_REG_1', message: 'Bad GET /x?at=[redacted]' },
      },
    ]);
    expect(MESSAGE_EVENT_NAME).toBe('messaggio');
  });

  it('a long code or message is cut to what the tracking API accepts (200 / 1000 characters)', () => {
    const { tracker, events } = setup();
    tracker.error({ code: 'C'.repeat(300), message: 'm'.repeat(5000) });
    expect(events[0]?.payload.code).toBe('C'.repeat(MESSAGE_CODE_MAX));
    expect(events[0]?.payload.message).toBe('m'.repeat(MESSAGE_TEXT_MAX));
  });

  it('§3 no token and no personal data: the payload of a filled-in state carries none of it', () => {
    const { state, actions } = createStore();
    actions.setPosition(1, 4);
    actions.updateDraft({ firstName: 'Maria', lastName: 'Rossi', email: 'm@example.it', phoneNumber: '3331234567', accessCode: '24680' });
    writeSession('at', 'access-token-value');
    writeSession('rt', 'refresh-token-value');
    const { tracker, events } = setup();
    tracker.view(state);
    const text = JSON.stringify(events);
    for (const secret of ['Maria', 'Rossi', 'm@example.it', '3331234567', '24680', 'access-token-value', 'refresh-token-value']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('tracking delivery (POST registrations/{id}/tracking)', () => {
  it('posts every event when the state has a registration id and a token', async () => {
    const { state, actions } = createStore();
    actions.setPosition(3, 0);
    const { tracker, events, post } = setup({ registrationId: 'reg-3', token: true });
    tracker.view(state);
    tracker.error({ code: 'X', message: 'Y' });
    await flush();
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[0]?.[1]).toBe('reg-3');
    expect(post.mock.calls[0]?.[2]).toEqual(events[0]);
    expect(post.mock.calls[1]?.[2]).toEqual(events[1]);
  });

  it('posts nothing without a registration id, or without a token (the event is still emitted)', async () => {
    const { state } = createStore();
    for (const options of [{ registrationId: null, token: true }, { registrationId: 'reg-3', token: false }]) {
      const { tracker, events, post } = setup(options);
      tracker.view(state);
      await flush();
      expect(events).toHaveLength(1);
      expect(post).not.toHaveBeenCalled();
    }
  });

  it('a failed post is swallowed: no rejection escapes, no further event is emitted, nothing is retried', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { state } = createStore();
    const { tracker, events, post } = setup({
      registrationId: 'reg-3',
      token: true,
      post: () => Promise.reject(new ApiError({ kind: 'http', status: 500, message: 'boom' })),
    });
    expect(() => tracker.view(state)).not.toThrow();
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
  });

  it('postTracking sends {name, kind, payload} to registrations/{id}/tracking and never refreshes on 401', async () => {
    const event: TrackingEvent = { name: 'reg_Addresses_step3', kind: 'view', payload: { flow: 'CONSUMER' } };
    const ok = recordingClient(() => new Response(null, { status: 204 }));
    await postTracking(ok.api, 'reg-3', event);
    expect(ok.calls[0]?.url).toBe('/api/usr/v2/registrations/reg-3/tracking');
    expect(ok.calls[0]?.method).toBe('POST');
    expect(JSON.parse(ok.calls[0]?.body ?? '')).toEqual(event);

    const expired = vi.fn();
    const unauthorised = recordingClient(() => new Response(null, { status: 401 }), { onSessionExpired: expired });
    await expect(postTracking(unauthorised.api, 'reg-3', event)).rejects.toMatchObject({ status: 401 });
    expect(unauthorised.calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });
});

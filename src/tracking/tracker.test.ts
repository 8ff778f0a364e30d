// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationFixture } from '../../test/support/fixtures';
import { recordingClient } from '../../test/support/api-client';
import { ApiError } from '../api/errors';
import { createStore } from '../state/store';
import { writeSession } from '../session/storage';
import { createDelivery, type DeliveryDeps } from './delivery';
import type { TrackingPayload } from './payload';
import { createTracker, MESSAGE_CODE_MAX, MESSAGE_EVENT_NAME, MESSAGE_TEXT_MAX, type TrackingEvent } from './tracker';

/** spec §3: the tracking payload's keys, exactly. */
const PAYLOAD_KEYS = ['cardId', 'deviceType', 'flow', 'gender', 'inviteCode', 'orderID', 'professione', 'settore'];

type Send = (registrationId: string, payload: TrackingPayload) => Promise<void>;

function setup(options: { registrationId?: string | null; token?: boolean; send?: Send; loadDelivery?: () => Promise<never> } = {}) {
  const events: TrackingEvent[] = [];
  const send = vi.fn<Send>(options.send ?? (() => Promise.resolve()));
  const reported: unknown[] = [];
  const created: DeliveryDeps[] = [];
  const { api } = recordingClient();
  const tracker = createTracker({
    emit: (event) => events.push(event),
    api,
    registrationId: () => options.registrationId ?? null,
    hasToken: () => options.token ?? false,
    report: (error) => reported.push(error),
    loadDelivery:
      options.loadDelivery ??
      (() =>
        Promise.resolve({
          createDelivery: (deps: DeliveryDeps) => {
            created.push(deps);
            return { ...createDelivery(deps), send };
          },
        })),
  });
  return { tracker, events, send, reported, created };
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

  it('§8 a long code or message is cut to 200 / 1000 characters', () => {
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
  it('§3 a view or a submit sends its §3 payload (the body) with the registration id; one delivery per tracker', async () => {
    const { state, actions } = createStore();
    actions.setPosition(3, 0);
    const { tracker, events, send, created } = setup({ registrationId: 'reg-3', token: true });
    tracker.view(state);
    tracker.submit(state);
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]).toEqual(['reg-3', events[0]?.payload]);
    expect(send.mock.calls[1]).toEqual(['reg-3', events[1]?.payload]);
    expect(Object.keys(send.mock.calls[0]?.[1] ?? {}).sort()).toEqual(PAYLOAD_KEYS);
    expect(created).toHaveLength(1);
  });

  it('§8 a messaggio has no §3 payload: it is emitted, never sent', async () => {
    const { tracker, events, send } = setup({ registrationId: 'reg-3', token: true });
    tracker.error({ code: 'X', message: 'Y' });
    await flush();
    expect(events).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('posts nothing without a registration id, or without a token (the event is still emitted)', async () => {
    const { state } = createStore();
    for (const options of [{ registrationId: null, token: true }, { registrationId: 'reg-3', token: false }]) {
      const { tracker, events, send } = setup(options);
      tracker.view(state);
      await flush();
      expect(events).toHaveLength(1);
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('§7 a failed send throws nowhere, emits nothing more and waits for its retry in the delivery', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { state } = createStore();
    const post = vi.fn(() => Promise.reject(new ApiError({ kind: 'http', status: 500, message: 'boom' })));
    const { api } = recordingClient();
    const events: TrackingEvent[] = [];
    const reported: unknown[] = [];
    let delivery: ReturnType<typeof createDelivery> | undefined;
    const tracker = createTracker({
      emit: (event) => events.push(event),
      api,
      registrationId: () => 'reg-3',
      hasToken: () => true,
      report: (error) => reported.push(error),
      loadDelivery: () => Promise.resolve({ createDelivery: (deps: DeliveryDeps) => (delivery = createDelivery({ ...deps, post })) }),
    });
    expect(() => tracker.view(state)).not.toThrow();
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
    expect(delivery?.waiting).toBe(1);
    expect(reported).toEqual([]);
  });

  it("§7 the delivery's code failing to download reports the lost event; the next event loads it again", async () => {
    const { state } = createStore();
    let fail = true;
    const send = vi.fn<Send>(() => Promise.resolve());
    const chunkError = new Error('Failed to fetch dynamically imported module');
    const { tracker, reported } = setup({
      registrationId: 'reg-3',
      token: true,
      loadDelivery: () =>
        (fail ? Promise.reject(chunkError) : Promise.resolve({ createDelivery: () => ({ send, waiting: 0 }) })) as Promise<never>,
    });
    tracker.view(state);
    await flush();
    expect(reported).toEqual([chunkError]);
    fail = false;
    tracker.view(state);
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

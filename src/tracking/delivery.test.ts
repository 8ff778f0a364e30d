// @vitest-environment jsdom
/** The sending code of tracking: spec §3 body, spec §7 `POST registrations/{id}/tracking`, one retry, then a report. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingClient } from '../../test/support/api-client';
import { ApiError } from '../api/errors';
import { TrackingBodySchema } from '../api/contract-schemas';
import { postTracking, TRACKING_PAYLOAD_KEYS, trackingBody } from '../api/tracking';
import { createStore } from '../state/store';
import { createDelivery, TRACKING_RETRY_LIMIT, undelivered } from './delivery';
import { TRACKING_RETRY_DELAY_SECONDS } from '../flows/timings';
import { trackingPayload, type TrackingPayload } from './payload';

const TRACKING_RETRY_DELAY_MS = TRACKING_RETRY_DELAY_SECONDS * 1000;

/** A spec §3 payload, every key. */
const payload = (orderID: string, over: Partial<TrackingPayload> = {}): TrackingPayload => ({
  flow: 'CONSUMER',
  orderID,
  deviceType: 'desktop',
  inviteCode: null,
  gender: 'F',
  cardId: null,
  settore: null,
  professione: null,
  ...over,
});

const failure = (status = 503) => new ApiError({ kind: 'http', status, code: `HTTP_${status}`, message: `Request failed with status ${status}` });

function setup(options: { token?: () => boolean } = {}) {
  /** Whether the next posts fail; one entry per call, then `otherwise`. */
  const outcomes: boolean[] = [];
  let otherwise = true;
  const sent: { id: string; orderID: unknown }[] = [];
  const post = vi.fn<typeof postTracking>((_api, id, body) => {
    const ok = outcomes.length ? outcomes.shift()! : otherwise;
    if (!ok) return Promise.reject(failure());
    sent.push({ id, orderID: body.orderID });
    return Promise.resolve();
  });
  const reported: unknown[] = [];
  const { api } = recordingClient();
  const delivery = createDelivery({ api, hasToken: options.token ?? (() => true), report: (e) => reported.push(e), post });
  return {
    delivery,
    post,
    sent,
    reported,
    next: (...oks: boolean[]) => outcomes.push(...oks),
    always: (ok: boolean) => (otherwise = ok),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('§3 tracking body', () => {
  it('§3 the body sent is exactly the tracking payload: the eight keys, a missing one as null, any other left out; no token', async () => {
    sessionStorage.setItem('at', 'the-access-token');
    const { api, calls } = recordingClient(() => new Response(null, { status: 204 }));
    const delivery = createDelivery({ api, hasToken: () => true, report: () => undefined });
    await delivery.send('reg-3', { flow: 'CONSUMER', orderID: 'reg-3', deviceType: 'mobile', gender: 'M', extra: 'dropped' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/usr/v2/registrations/reg-3/tracking');
    const body = JSON.parse(calls[0]?.body ?? '') as Record<string, unknown>;
    expect(body).toEqual({
      flow: 'CONSUMER',
      orderID: 'reg-3',
      deviceType: 'mobile',
      inviteCode: null,
      gender: 'M',
      cardId: null,
      settore: null,
      professione: null,
    });
    expect(Object.keys(body)).toEqual(['flow', 'orderID', 'deviceType', 'inviteCode', 'gender', 'cardId', 'settore', 'professione']);
    expect(calls[0]?.body).not.toContain('the-access-token');
    sessionStorage.clear();
  });

  it('§3 the keys sent, the OpenAPI body schema and the payload the tracker builds are the same eight', () => {
    expect(Object.keys(TrackingBodySchema.shape)).toEqual([...TRACKING_PAYLOAD_KEYS]);
    expect(Object.keys(trackingPayload(createStore().state)).sort()).toEqual([...TRACKING_PAYLOAD_KEYS].sort());
    expect(trackingBody({ flow: 'CONSUMER' })).toEqual(TrackingBodySchema.parse(trackingBody({ flow: 'CONSUMER' })));
  });

  it('§7 postTracking never refreshes on 401 (a tracking call never starts the session-expiry procedure)', async () => {
    const expired = vi.fn();
    const unauthorised = recordingClient(() => new Response(null, { status: 401 }), { onSessionExpired: expired });
    await expect(postTracking(unauthorised.api, 'reg-3', payload('reg-3'))).rejects.toMatchObject({ status: 401 });
    expect(unauthorised.calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('§7 tracking delivery: a failed send is retried once, then reported', () => {
  it('§7 a report carries the failed call\'s kind, status, code and trace, never the server\'s message (it may echo a token)', () => {
    const report = undelivered(
      new ApiError({ kind: 'http', status: 500, code: 'X_500', trace: 'tr-1', message: 'echo Bearer eyJhbGciOi at=secret' }),
      'its retry failed',
    );
    expect(report).toMatchObject({ name: 'ApiError', kind: 'http', status: 500, code: 'X_500', trace: 'tr-1', message: 'tracking payload not delivered: its retry failed' });
    expect(`${report.message} ${report.stack ?? ''}`).not.toMatch(/eyJhbGciOi|secret/);
    expect(undelivered(new TypeError('Failed to fetch'), 'its retry failed')).toMatchObject({ kind: 'network' });
  });

  it('§7 a failed send is retried at the next send that succeeds, after it; nothing is reported', async () => {
    const { delivery, post, sent, reported, next } = setup();
    next(false);
    await expect(delivery.send('reg-1', payload('a'))).resolves.toBeUndefined();
    expect(delivery.waiting).toBe(1);
    await delivery.send('reg-1', payload('b'));
    expect(sent).toEqual([
      { id: 'reg-1', orderID: 'b' },
      { id: 'reg-1', orderID: 'a' },
    ]);
    expect(post).toHaveBeenCalledTimes(3);
    expect(delivery.waiting).toBe(0);
    expect(reported).toEqual([]);
  });

  it(`§7 without a later send, the retry goes ${TRACKING_RETRY_DELAY_MS} ms after the failure (one timer for all waiting)`, async () => {
    vi.useFakeTimers();
    const { delivery, post, sent, reported, always } = setup();
    always(false);
    await delivery.send('reg-1', payload('a'));
    await delivery.send('reg-1', payload('b'));
    expect(post).toHaveBeenCalledTimes(2);
    always(true);
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS - 1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.orderID)).toEqual(['a', 'b']);
    expect(reported).toEqual([]);
    // Nothing waits: no further call.
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS * 3);
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('§7 a retry that fails again is reported once (the error of the retry) and never sent a third time', async () => {
    vi.useFakeTimers();
    const { delivery, post, reported, always } = setup();
    always(false);
    await delivery.send('reg-1', payload('a'));
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS);
    expect(post).toHaveBeenCalledTimes(2);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(ApiError);
    expect(reported[0]).toMatchObject({ status: 503, code: 'HTTP_503', message: 'tracking payload not delivered: its retry failed' });
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS * 5);
    expect(post).toHaveBeenCalledTimes(2);
    expect(delivery.waiting).toBe(0);
  });

  it(`§7 at most ${TRACKING_RETRY_LIMIT} wait: the oldest is pushed out and reported, the rest retried`, async () => {
    vi.useFakeTimers();
    const { delivery, sent, reported, always } = setup();
    always(false);
    for (let i = 0; i < TRACKING_RETRY_LIMIT + 2; i++) await delivery.send('reg-1', payload(`e${i}`));
    expect(delivery.waiting).toBe(TRACKING_RETRY_LIMIT);
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatchObject({ message: 'tracking payload not delivered: more failed sends waiting than the retry queue holds' });
    always(true);
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS);
    expect(sent.map((s) => s.orderID)).toEqual(Array.from({ length: TRACKING_RETRY_LIMIT }, (_, i) => `e${i + 2}`));
    expect(reported).toHaveLength(2);
  });

  it('§4 Session: a retry due after the session ended is not sent, and is reported', async () => {
    vi.useFakeTimers();
    let token = true;
    const { delivery, post, reported, next } = setup({ token: () => token });
    next(false);
    await delivery.send('reg-1', payload('a'));
    token = false;
    await vi.advanceTimersByTimeAsync(TRACKING_RETRY_DELAY_MS);
    expect(post).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([expect.objectContaining({ status: 503, message: 'tracking payload not delivered: the session ended before its retry' })]);
  });

  it('§7 sends go one at a time, in order: two identical bodies are never in flight together (one idempotency key would merge them)', async () => {
    const { api, calls } = recordingClient(() => new Response(null, { status: 204 }));
    let inFlight = 0;
    let most = 0;
    const post = vi.fn<typeof postTracking>(async (...args) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await postTracking(...args);
      inFlight -= 1;
    });
    const delivery = createDelivery({ api, hasToken: () => true, report: () => undefined, post });
    await Promise.all([delivery.send('reg-1', payload('same')), delivery.send('reg-1', payload('same')), delivery.send('reg-1', payload('other'))]);
    expect(most).toBe(1);
    expect(calls.map((c) => (JSON.parse(c.body ?? '') as { orderID: string }).orderID)).toEqual(['same', 'same', 'other']);
    // Each identical body is its own operation: a key of its own.
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
  });

  it('§7 the retry keeps the registration id of its first send', async () => {
    const { delivery, sent, next } = setup();
    next(false);
    await delivery.send('reg-old', payload('a'));
    await delivery.send('reg-new', payload('b'));
    expect(sent).toEqual([
      { id: 'reg-new', orderID: 'b' },
      { id: 'reg-old', orderID: 'a' },
    ]);
  });
});

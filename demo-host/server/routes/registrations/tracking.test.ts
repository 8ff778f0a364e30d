// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_ID } from '../../seed';
import type { ErrorJson } from '../../testing';
import { adminGet, adminPost, api, json, setupSandbox } from '../../testing';
import type { TrackingEvent } from '../../tracking';
import { recordTrackingEvent, TRACKING_EVENTS_PER_REGISTRATION } from '../../tracking';
import type { App } from './fixtures';
import { demoToken } from './fixtures';

const track = (app: App, token: string | undefined, body: unknown, id = DEMO_REGISTRATION_ID) =>
  api(app, `/registrations/${id}/tracking`, { ...(token ? { token } : {}), method: 'POST', body });

async function events(app: App, id = DEMO_REGISTRATION_ID): Promise<TrackingEvent[]> {
  return (await json<{ events: TrackingEvent[] }>(await adminGet(app, `/registrations/${id}/tracking`))).events;
}

/** A §3 payload with every key. */
const PAYLOAD = {
  flow: 'CONSUMER',
  orderID: null,
  deviceType: 'desktop',
  inviteCode: 'AMICO2026',
  gender: 'F',
  cardId: 2,
  settore: 'K',
  professione: null,
};

const other = { ...PAYLOAD, flow: 'MINOR', orderID: DEMO_REGISTRATION_ID, inviteCode: null, cardId: 'CARD_VIRTUAL', settore: null };

describe('§7 Registrations: tracking', () => {
  it('§3 the body is the tracking payload itself -> 204; the admin surface lists what arrived, in arrival order', async () => {
    const { app } = setupSandbox();
    const t = await demoToken(app);
    const res = await track(app, t, PAYLOAD);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await track(app, t, other, 'me')).status).toBe(204);
    const stored = await events(app);
    expect(stored.map(({ payload }) => payload)).toEqual([PAYLOAD, other]);
    for (const event of stored) {
      expect(Object.keys(event)).toEqual(['payload', 'at']);
      expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    }
  });

  const { professione: _professione, ...withoutProfessione } = PAYLOAD;
  it.each([
    ['an event envelope {name, kind, payload}', { name: 'reg_Citizenship_step1', kind: 'view', payload: PAYLOAD }],
    ['an error message {type, code, message}', { type: 'errore', code: 'INTERNAL_ERROR', message: 'Errore' }],
    ['an event name next to the payload', { ...PAYLOAD, name: 'reg_Citizenship_step1' }],
    ['a fiscal code in the payload', { ...PAYLOAD, fiscalCode: 'RSSMRA80A01H501U' }],
    ['a token in the payload', { ...PAYLOAD, access_token: 'eyJ...' }],
    ['a §3 key missing', withoutProfessione],
    ['an empty body', {}],
    ['a nested object as a value', { ...PAYLOAD, flow: { name: 'Mario' } }],
    ['a value longer than 200', { ...PAYLOAD, inviteCode: 'x'.repeat(201) }],
  ])('refuses %s (400 BAD_REQUEST), stores nothing', async (_label, body) => {
    const { app } = setupSandbox();
    const res = await track(app, await demoToken(app), body);
    expect(res.status).toBe(400);
    const { context } = await json<ErrorJson>(res);
    expect(context.code).toBe('BAD_REQUEST');
    expect(context.errors?.length).toBeGreaterThan(0);
    expect(await events(app)).toEqual([]);
  });

  it("needs a token (401) and the caller's own registration (404); the admin view of an unknown one is 404", async () => {
    const { app } = setupSandbox();
    expect((await track(app, undefined, PAYLOAD)).status).toBe(401);
    expect((await track(app, await demoToken(app), PAYLOAD, 'reg-p01')).status).toBe(404);
    expect(await events(app, 'reg-p01')).toEqual([]);
    expect((await adminGet(app, '/registrations/nope/tracking')).status).toBe(404);
  });

  it(`keeps the last ${TRACKING_EVENTS_PER_REGISTRATION} events of a registration; reset clears them`, async () => {
    const { app, db } = setupSandbox();
    for (let i = 0; i < TRACKING_EVENTS_PER_REGISTRATION; i++) {
      recordTrackingEvent(db.sql, DEMO_REGISTRATION_ID, { ...PAYLOAD, cardId: i });
    }
    expect((await track(app, await demoToken(app), { ...PAYLOAD, cardId: 'last' })).status).toBe(204);
    const stored = await events(app);
    expect(stored).toHaveLength(TRACKING_EVENTS_PER_REGISTRATION);
    expect(stored[0]?.payload.cardId).toBe(1);
    expect(stored.at(-1)?.payload.cardId).toBe('last');
    await adminPost(app, '/reset');
    expect(await events(app)).toEqual([]);
  });
});

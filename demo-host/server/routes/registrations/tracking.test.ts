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

const view = { name: 'reg_Citizenship_step1', kind: 'view', payload: PAYLOAD };
const error = { name: 'messaggio', kind: 'message', payload: { type: 'errore', code: 'INTERNAL_ERROR', message: 'Errore' } };

describe('§7 Registrations: tracking', () => {
  it('§3 stores view, submit and message events -> 204; the admin surface lists them in arrival order', async () => {
    const { app } = setupSandbox();
    const t = await demoToken(app);
    const res = await track(app, t, view);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await track(app, t, { name: 'reg_Citizenship_step1', kind: 'submit', payload: { flow: 'CONSUMER' } }, 'me')).status).toBe(204);
    expect((await track(app, t, error)).status).toBe(204);
    const stored = await events(app);
    expect(stored.map(({ name, kind, payload }) => ({ name, kind, payload }))).toEqual([
      view,
      { name: 'reg_Citizenship_step1', kind: 'submit', payload: { flow: 'CONSUMER' } },
      error,
    ]);
    for (const event of stored) expect(Number.isNaN(Date.parse(event.at))).toBe(false);
  });

  it.each([
    ['a fiscal code in the payload', { ...view, payload: { ...PAYLOAD, fiscalCode: 'RSSMRA80A01H501U' } }],
    ['a token in the payload', { ...view, payload: { flow: 'CONSUMER', access_token: 'eyJ...' } }],
    ['a token next to the event', { ...view, access_token: 'eyJ...' }],
    ['an e-mail in an error message', { ...error, payload: { ...error.payload, email: 'demo@example.it' } }],
    ['the §3 payload on a message event', { ...error, payload: PAYLOAD }],
    ['an error payload on a view event', { ...view, payload: error.payload }],
    ['a nested object as a payload value', { ...view, payload: { flow: { name: 'Mario' } } }],
    ['an unknown kind', { ...view, kind: 'click' }],
    ['an empty name', { ...view, name: '' }],
    ['a name longer than 120', { ...view, name: 'x'.repeat(121) }],
    ['no payload', { name: 'reg_Citizenship_step1', kind: 'view' }],
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
    expect((await track(app, undefined, view)).status).toBe(401);
    expect((await track(app, await demoToken(app), view, 'reg-p01')).status).toBe(404);
    expect(await events(app, 'reg-p01')).toEqual([]);
    expect((await adminGet(app, '/registrations/nope/tracking')).status).toBe(404);
  });

  it(`keeps the last ${TRACKING_EVENTS_PER_REGISTRATION} events of a registration; reset clears them`, async () => {
    const { app, db } = setupSandbox();
    for (let i = 0; i < TRACKING_EVENTS_PER_REGISTRATION; i++) {
      recordTrackingEvent(db.sql, DEMO_REGISTRATION_ID, { name: `e${i}`, kind: 'view', payload: {} });
    }
    expect((await track(app, await demoToken(app), { ...view, name: 'last' })).status).toBe(204);
    const stored = await events(app);
    expect(stored).toHaveLength(TRACKING_EVENTS_PER_REGISTRATION);
    expect(stored[0]?.name).toBe('e1');
    expect(stored.at(-1)?.name).toBe('last');
    await adminPost(app, '/reset');
    expect(await events(app)).toEqual([]);
  });
});

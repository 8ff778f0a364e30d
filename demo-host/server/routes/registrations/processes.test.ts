// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from '../../seed';
import { insertRegistration } from '../../store';
import type { Registration } from '../../store';
import type { ErrorJson } from '../../testing';
import { api, json, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken, newPerson, preRegister } from './fixtures';

describe('§4 Start-up rules: me/start-* processes', () => {
  const START_BODY = { level: 'A', profile: 'CONSUMER' };
  const start = async (app: App, action: string, body: unknown = START_BODY, token?: string) =>
    api(app, `/registrations/me/${action}`, { token: token ?? (await demoToken(app)), method: 'POST', body });
  /** What every start process creates: in progress (not PREREGISTERED), step 1, phone certified. */
  const STARTED = { status: 'CONSUMER_IN_PROGRESS', currentStep: 1, phoneNumberStatus: 'CERTIFIED', closed: false };
  const B_TO_A = {
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    ...STARTED,
    startLevel: 'B',
    targetLevel: 'A',
    startProfile: 'CONSUMER',
    targetProfile: 'CONSUMER',
    isUpgrade: true,
    upgradeFromBConsumerToAConsumer: true,
  };
  const MINOR_TO_MAJOR = {
    flow: 'CONSUMER',
    type: 'REGISTRATION',
    ...STARTED,
    startLevel: 'A',
    targetLevel: 'A',
    startProfile: 'MINOR',
    targetProfile: 'CONSUMER',
    isUpgrade: true,
    upgradeFromBConsumerToAConsumer: false,
  };

  it('§4 Start-up rules (upgrade flag): start-upgrade-b-to-a creates a B to A upgrade, CONSUMER_IN_PROGRESS at step 1', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade-b-to-a');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(B_TO_A);
  });

  it('§4 Start-up rules (upgrade flag): start-upgrade for an adult consumer creates the B to A upgrade', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(B_TO_A);
  });

  it('§4 Start-up rules (minor-upgrade flag): start-upgrade for a minor creates the MINOR to CONSUMER upgrade', async () => {
    const { app } = setupSandbox();
    const year = new Date().getFullYear() - 10;
    const minor = await json<{ access_token: string }>(
      await preRegister(app, { ...newPerson, birthDate: `${year}-01-01`, flow: 'MINOR' }),
    );
    const res = await start(app, 'start-upgrade', START_BODY, minor.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(MINOR_TO_MAJOR);
  });

  it('§4 Start-up rules (minor-upgrade flag): start-upgrade for someone with a MINOR registration creates the MINOR to CONSUMER upgrade', async () => {
    const { app, db } = setupSandbox();
    insertRegistration(db.sql, {
      userId: DEMO_USER_ID,
      flow: 'MINOR',
      type: 'REGISTRATION',
      status: 'COMPLETED',
      closed: true,
      phoneNumberStatus: 'CERTIFIED',
      currentStep: 10,
    });
    expect(await (await start(app, 'start-upgrade')).json()).toMatchObject(MINOR_TO_MAJOR);
  });

  it('§4 Start-up rules (corporate flag): start-add-wallet creates a CONSUMER registration that becomes my latest', async () => {
    const { app } = setupSandbox();
    const created = await json<Registration>(await start(app, 'start-add-wallet'));
    expect(created).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      ...STARTED,
      startLevel: null,
      targetLevel: 'A',
      targetProfile: 'CONSUMER',
      isUpgrade: false,
    });
    const me = await json<{ registrations: Registration[]; lastRegistration: Registration }>(
      await api(app, '/registrations/me', { token: await demoToken(app) }),
    );
    expect(me.registrations).toHaveLength(2);
    expect(me.lastRegistration.id).toBe(created.id);
  });

  it('§4 Start-up rules (updateDocument flag): start-document-renewal creates flow and type DOCUMENT_RENEWAL, no body needed', async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/registrations/me/start-document-renewal', { token: await demoToken(app), method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', ...STARTED });
  });

  it.each(['start-upgrade', 'start-upgrade-b-to-a', 'start-add-wallet', 'start-document-renewal'])(
    '%s is idempotent: a second call returns the open registration instead of a duplicate',
    async (action) => {
      const { app } = setupSandbox();
      const token = await demoToken(app);
      const body = action === 'start-document-renewal' ? undefined : START_BODY;
      const first = await json<Registration>(await start(app, action, body, token));
      const second = await start(app, action, body, token);
      expect(second.status).toBe(200);
      expect((await json<Registration>(second)).id).toBe(first.id);
      const list = await json<{ _embedded: { registrations: Registration[] } }>(await api(app, '/registrations', { token }));
      expect(list._embedded.registrations.map((r) => r.id)).toEqual([DEMO_REGISTRATION_ID, first.id]);
    },
  );

  it('start-upgrade and start-upgrade-b-to-a share the one open B to A upgrade', async () => {
    const { app } = setupSandbox();
    const token = await demoToken(app);
    const first = await json<Registration>(await start(app, 'start-upgrade', START_BODY, token));
    const second = await json<Registration>(await start(app, 'start-upgrade-b-to-a', START_BODY, token));
    expect(second.id).toBe(first.id);
  });

  it('a start call creates a new registration when the earlier one of its kind is closed or CANCELED', async () => {
    const { app, db } = setupSandbox();
    const token = await demoToken(app);
    const first = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    db.sql.prepare("UPDATE registrations SET status = 'CANCELED' WHERE id = ?").run(first.id);
    const second = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    expect(second.id).not.toBe(first.id);
    db.sql.prepare("UPDATE registrations SET status = 'COMPLETED', closed = 1 WHERE id = ?").run(second.id);
    const third = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    expect([first.id, second.id]).not.toContain(third.id);
  });

  it('rejects a body other than { level: "A", profile: "CONSUMER" } with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    for (const action of ['start-upgrade', 'start-upgrade-b-to-a', 'start-add-wallet']) {
      const res = await start(app, action, { level: 'B', profile: 'CONSUMER' });
      expect(res.status).toBe(400);
      expect((await json<ErrorJson>(res)).context.errors?.[0]?.field).toBe('level');
    }
  });
});

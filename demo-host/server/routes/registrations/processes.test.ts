// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
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

  /** The token of persona `33310000nn` (README personas table). */
  const tokenOf = async (app: App, n: string) => (await login(app, { username: `+3933310000${n}` })).access_token;
  const LEVEL_B = '22';
  const FORMER_MINOR = '23';
  const CORPORATE = '07';
  /** The registrations listed for the caller, oldest first. */
  const idsOf = async (app: App, token: string) =>
    (await json<{ _embedded: { registrations: Registration[] } }>(await api(app, '/registrations', { token })))._embedded.registrations.map((r) => r.id);

  it('§4 Start-up rules (upgrade flag): start-upgrade-b-to-a for a level-B customer creates a B to A upgrade at step 1 with the wallet\'s prepaid card', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade-b-to-a', START_BODY, await tokenOf(app, LEVEL_B));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...B_TO_A, prepaidCardResource: { id: 'CARD_VIRTUAL' }, user: { id: 'usr-p22' } });
  });

  it('§4 Start-up rules (upgrade flag): start-upgrade for a level-B customer (not a former minor) creates the B to A upgrade', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade', START_BODY, await tokenOf(app, LEVEL_B));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(B_TO_A);
  });

  it('§4 Start-up rules (minor-upgrade flag): start-upgrade for a former minor now 18 creates the MINOR to CONSUMER upgrade with the known document type and the wallet\'s card', async () => {
    const { app } = setupSandbox();
    const res = await start(app, 'start-upgrade', START_BODY, await tokenOf(app, FORMER_MINOR));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ...MINOR_TO_MAJOR,
      prepaidCardResource: { id: 'CARD_VIRTUAL' },
      data: { documentType: 'CARTA_IDENTITA_ELETTRONICA' },
    });
  });

  it('start-upgrade for someone with a MINOR registration (no formerMinor in the profile) is the minor upgrade too', async () => {
    const { app, db } = setupSandbox();
    db.sql.prepare(`UPDATE users SET profile = json_remove(profile, '$.formerMinor') WHERE id = 'usr-p23'`).run();
    expect(await (await start(app, 'start-upgrade', START_BODY, await tokenOf(app, FORMER_MINOR))).json()).toMatchObject(MINOR_TO_MAJOR);
  });

  it('start-upgrade for a minor who is not 18 yet: 409 USR_UPGRADE_NOT_ADULT and no registration', async () => {
    const { app } = setupSandbox();
    const year = new Date().getFullYear() - 10;
    const minor = await json<{ access_token: string; registration: Registration }>(
      await preRegister(app, { ...newPerson, birthDate: `${year}-01-01`, flow: 'MINOR' }),
    );
    const res = await start(app, 'start-upgrade', START_BODY, minor.access_token);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_UPGRADE_NOT_ADULT');
    expect(await idsOf(app, minor.access_token)).toEqual([minor.registration.id]);
  });

  it('§4 Start-up rules (corporate flag): start-add-wallet for a corporate wallet holder creates a CONSUMER registration that becomes their latest', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, CORPORATE);
    const created = await json<Registration>(await start(app, 'start-add-wallet', START_BODY, token));
    expect(created).toMatchObject({
      flow: 'CONSUMER',
      type: 'REGISTRATION',
      ...STARTED,
      startLevel: null,
      targetLevel: 'A',
      targetProfile: 'CONSUMER',
      isUpgrade: false,
      prepaidCardResource: null,
    });
    const me = await json<{ registrations: Registration[]; lastRegistration: Registration }>(await api(app, '/registrations/me', { token }));
    expect(me.registrations).toHaveLength(1);
    expect(me.lastRegistration.id).toBe(created.id);
  });

  it.each([
    ['start-upgrade-b-to-a', 'a level-A customer (former minor)', FORMER_MINOR, 'USR_UPGRADE_NOT_LEVEL_B'],
    ['start-upgrade-b-to-a', 'a corporate wallet holder (level A)', CORPORATE, 'USR_UPGRADE_NOT_LEVEL_B'],
    ['start-upgrade-b-to-a', 'a level-A consumer without a profile', '05', 'USR_UPGRADE_NOT_LEVEL_B'],
    ['start-upgrade', 'a level-A corporate customer', CORPORATE, 'USR_UPGRADE_NOT_LEVEL_B'],
    ['start-upgrade', 'someone who is not a customer', '01', 'USR_UPGRADE_NOT_LEVEL_B'],
    ['start-add-wallet', 'a consumer customer', LEVEL_B, 'USR_ADD_WALLET_NOT_CORPORATE'],
    ['start-add-wallet', 'someone who is not a customer', '01', 'USR_ADD_WALLET_NOT_CORPORATE'],
  ])('%s for %s: 409 %s, nothing created', async (action, _who, n, code) => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, n);
    const before = await idsOf(app, token);
    const res = await start(app, action, START_BODY, token);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe(code);
    expect(await idsOf(app, token)).toEqual(before);
  });

  it('a level upgrade without an enabled prepaid card in the wallet: 409 USR_UPGRADE_NO_PREPAID_CARD', async () => {
    const { app, db } = setupSandbox();
    db.sql.prepare(`UPDATE users SET wallet_instruments = json_set(wallet_instruments, '$[0].walletInstrumentResource.state', 'DISABLED') WHERE id = 'usr-p22'`).run();
    const res = await start(app, 'start-upgrade-b-to-a', START_BODY, await tokenOf(app, LEVEL_B));
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_UPGRADE_NO_PREPAID_CARD');
  });

  it.each([
    ['start-upgrade', LEVEL_B],
    ['start-upgrade', FORMER_MINOR],
    ['start-upgrade-b-to-a', LEVEL_B],
    ['start-add-wallet', CORPORATE],
    ['start-document-renewal', '24'],
  ])('%s is idempotent (persona 33310000%s): a second call returns the open registration instead of a duplicate', async (action, n) => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, n);
    const before = await idsOf(app, token);
    const body = action === 'start-document-renewal' ? undefined : START_BODY;
    const first = await json<Registration>(await start(app, action, body, token));
    const second = await start(app, action, body, token);
    expect(second.status).toBe(200);
    expect((await json<Registration>(second)).id).toBe(first.id);
    expect(await idsOf(app, token)).toEqual([...before, first.id]);
  });

  it('start-upgrade and start-upgrade-b-to-a share the one open B to A upgrade', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, LEVEL_B);
    const first = await json<Registration>(await start(app, 'start-upgrade', START_BODY, token));
    const second = await json<Registration>(await start(app, 'start-upgrade-b-to-a', START_BODY, token));
    expect(second.id).toBe(first.id);
  });

  it('a start call creates a new registration when the earlier one of its kind is closed or CANCELED', async () => {
    const { app, db } = setupSandbox();
    const token = await tokenOf(app, CORPORATE);
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

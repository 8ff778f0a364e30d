// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARD_MSG } from '../../registrations/cards';
import { ADDRESS_MESSAGE, POSTAL_CODE_MESSAGE } from '../../registrations/declarations';
import { MSG } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID } from '../../seed';
import { requiredAccountDocuments } from '../../staticContracts';
import { findRegistration, updateRegistration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { demoToken, fieldErrors, newPerson, preRegister } from './fixtures';

const post = (app: App, token: string, action: string, body?: unknown, id = DEMO_REGISTRATION_ID) =>
  api(app, `/registrations/${id}/${action}`, { token, method: 'POST', body });

const ACCOUNT_DOCS = ['CONTRATTO_CONTO', 'FOGLIO_INFORMATIVO_CONTO', 'DOCUMENTO_SINTESI', 'INF_PCU1', 'GUIDA_ABF', 'SERVIZI_PAGAMENTO'];
const RESIDENCE = { address: 'VIA ROMA', houseNumber: '12/B', city: 'MILANO', postalCode: '20121', province: 'MI' };

type Reg = { id: string; prepaidCardResource: { id: string } | null; data: Record<string, unknown> };

async function setup() {
  const { app, db } = setupSandbox();
  return { app, db, token: await demoToken(app) };
}

describe('§7 Registrations: POST registrations/{id}/terms', () => {
  it('scope ACCOUNT (default): all the listed static contracts accepted -> data.documentsAccepted', async () => {
    const { app, db, token } = await setup();
    expect(requiredAccountDocuments('REG_CONS')).toEqual(ACCOUNT_DOCS);
    const res = await post(app, token, 'terms', { accepted: [...ACCOUNT_DOCS].reverse() });
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).data.documentsAccepted).toEqual(ACCOUNT_DOCS);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.documentsAccepted).toEqual(ACCOUNT_DOCS);
  });

  it('a missing document -> 400 on accepted; an unknown or filtered-out one -> 400 on accepted; nothing stored', async () => {
    const { app, db, token } = await setup();
    const missing = await post(app, token, 'terms', { accepted: ACCOUNT_DOCS.slice(1) });
    expect(missing.status).toBe(400);
    expect(await fieldErrors(missing)).toEqual({ accepted: CARD_MSG.documentsRequired });
    const unknown = await post(app, token, 'terms', { accepted: [...ACCOUNT_DOCS, 'REGOLAMENTO_PROMO'] });
    expect(await fieldErrors(unknown)).toEqual({ accepted: CARD_MSG.documentUnknown });
    const noBody = await post(app, token, 'terms');
    expect(noBody.status).toBe(400);
    expect(Object.keys(await fieldErrors(noBody))).toEqual(['accepted']);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.documentsAccepted).toBeUndefined();
  });

  it("scope CARD: the chosen card's documents -> data.cardDocumentsAccepted {cardId, documentIds}; without a card 409", async () => {
    const { app, token } = await setup();
    const early = await post(app, token, 'terms', { scope: 'CARD', accepted: ['CARTA_CONTRATTO'] });
    expect(early.status).toBe(409);
    expect((await json<ErrorJson>(early)).context.code).toBe('USR_REG_CARD_MISSING');
    await post(app, token, 'select-card', { cardId: 'CARD_CLASSIC' });
    const partial = await post(app, token, 'terms', { scope: 'CARD', accepted: ['CARTA_CONTRATTO'] });
    expect(await fieldErrors(partial)).toEqual({ accepted: CARD_MSG.documentsRequired });
    const res = await post(app, token, 'terms', { scope: 'CARD', accepted: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] });
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).data.cardDocumentsAccepted).toEqual({
      cardId: 'CARD_CLASSIC',
      documentIds: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'],
    });
  });

  it('needs a session and the caller’s own registration', async () => {
    const { app, token } = await setup();
    expect((await api(app, `/registrations/${DEMO_REGISTRATION_ID}/terms`, { method: 'POST', body: { accepted: [] } })).status).toBe(401);
    expect((await post(app, token, 'terms', { accepted: ACCOUNT_DOCS }, 'someone-else')).status).toBe(404);
  });
});

describe('§7 Registrations: POST registrations/{id}/select-card', () => {
  it('a known card becomes prepaidCardResource {id} (the lookup returns it)', async () => {
    const { app, token } = await setup();
    const res = await post(app, token, 'select-card', { cardId: 'CARD_VIRTUAL' });
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).prepaidCardResource).toEqual({ id: 'CARD_VIRTUAL' });
    const lookup = await json<{ registration: Reg }>(await api(app, `/registrations/${DEMO_REGISTRATION_ID}`, { token }));
    expect(lookup.registration.prepaidCardResource).toEqual({ id: 'CARD_VIRTUAL' });
  });

  it('an unknown card -> 400 on cardId; a missing one -> 400 required on cardId', async () => {
    const { app, db, token } = await setup();
    const unknown = await post(app, token, 'select-card', { cardId: 'CARD_GOLD' });
    expect(unknown.status).toBe(400);
    expect(await fieldErrors(unknown)).toEqual({ cardId: CARD_MSG.cardUnknown });
    expect(await fieldErrors(await post(app, token, 'select-card', {}))).toEqual({ cardId: MSG.required });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.prepaidCardResource).toBeNull();
  });

  it("changing the card drops the previous card's accepted documents and delivery", async () => {
    const { app, db, token } = await setup();
    await post(app, token, 'select-card', { cardId: 'CARD_CLASSIC' });
    await post(app, token, 'terms', { scope: 'CARD', accepted: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] });
    await post(app, token, 'shipment', { to: 'OTHER', address: RESIDENCE });
    await post(app, token, 'select-card', { cardId: 'CARD_CLASSIC' });
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.shipment).toEqual({ to: 'OTHER', address: RESIDENCE });
    await post(app, token, 'select-card', { cardId: 'CARD_PLUS' });
    const data = findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data;
    expect(data?.cardDocumentsAccepted).toBeNull();
    expect(data?.shipment).toBeNull();
  });
});

describe('spec §4: select-card refuses a physical card where the flow has no Shipment step', () => {
  const START_BODY = { level: 'A', profile: 'CONSUMER' };
  const minorBirth = `${new Date().getFullYear() - 15}-01-01`;

  /** A new registration of `flow` (pre-register): its id and the access token pre-register answers. */
  async function preRegistered(app: App, body: Record<string, unknown>) {
    const res = await preRegister(app, { ...newPerson, ...body });
    expect(res.status).toBe(200);
    const created = await json<{ registration: { id: string }; access_token: string }>(res);
    return { id: created.registration.id, token: created.access_token };
  }

  /** A seeded persona's upgrade started with `action` (`registrations/me/<action>`): its id and token. */
  async function upgrade(app: App, phone: string, action: string) {
    const { access_token: token } = await login(app, { username: phone });
    const res = await api(app, `/registrations/me/${action}`, { token, method: 'POST', body: START_BODY });
    expect(res.status).toBe(200);
    return { id: (await json<{ id: string }>(res)).id, token };
  }

  const choose = (app: App, { id, token }: { id: string; token: string }, cardId: string) => post(app, token, 'select-card', { cardId }, id);

  it('MINOR and the minor-to-major and corporate upgrades: a physical card -> 400 on cardId, nothing stored; the virtual card is chosen', async () => {
    const { app, db } = setupSandbox();
    const cases = [
      await preRegistered(app, { flow: 'MINOR', birthDate: minorBirth }),
      await upgrade(app, '+393331000023', 'start-upgrade'),
      await upgrade(app, '+393331000007', 'start-add-wallet'),
    ];
    for (const reg of cases) {
      const before = findRegistration(db.sql, reg.id)?.prepaidCardResource ?? null;
      for (const cardId of ['CARD_CLASSIC', 'CARD_PLUS']) {
        const refused = await choose(app, reg, cardId);
        expect(refused.status).toBe(400);
        expect((await json<ErrorJson>(refused)).context.code).toBe('BAD_REQUEST');
        expect(await fieldErrors(await choose(app, reg, cardId))).toEqual({ cardId: CARD_MSG.notShipped });
      }
      expect(findRegistration(db.sql, reg.id)?.prepaidCardResource ?? null).toEqual(before);
      const res = await choose(app, reg, 'CARD_VIRTUAL');
      expect(res.status).toBe(200);
      expect((await json<Reg>(res)).prepaidCardResource).toEqual({ id: 'CARD_VIRTUAL' });
    }
  });

  it('CONSUMER and BUSINESS ship cards: a physical card is chosen', async () => {
    const { app, token } = await setup();
    expect((await post(app, token, 'select-card', { cardId: 'CARD_PLUS' })).status).toBe(200);
    const business = await preRegistered(app, {
      flow: 'BUSINESS',
      phoneNumber: '3479876543',
      email: 'ferri@example.it',
      business: { companyType: 'DI', businessName: 'Ferri Impianti', vatNumber: '01234560017' },
    });
    const res = await choose(app, business, 'CARD_CLASSIC');
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).prepaidCardResource).toEqual({ id: 'CARD_CLASSIC' });
  });
});

describe('POST registrations/{id}/shipment (the sandbox’s call: spec §7 shows none)', () => {
  it('RESIDENCE with a saved residence -> data.shipment {to: RESIDENCE}', async () => {
    const { app, db, token } = await setup();
    updateRegistration(db.sql, DEMO_REGISTRATION_ID, { data: { addresses: { residence: RESIDENCE } } });
    await post(app, token, 'select-card', { cardId: 'CARD_CLASSIC' });
    const res = await post(app, token, 'shipment', { to: 'RESIDENCE' });
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).data.shipment).toEqual({ to: 'RESIDENCE' });
  });

  it('RESIDENCE without a residence -> 400 on to; OTHER stores the address normalised, as addresses does', async () => {
    const { app, token } = await setup();
    await post(app, token, 'select-card', { cardId: 'CARD_PLUS' });
    expect(await fieldErrors(await post(app, token, 'shipment', { to: 'RESIDENCE' }))).toEqual({ to: CARD_MSG.residenceMissing });
    const typed = { address: ' via  Niccolò Tommaseo', houseNumber: '12/b', city: 'Forlì', postalCode: '47121', province: 'FC' };
    const res = await post(app, token, 'shipment', { to: 'OTHER', address: typed });
    expect(res.status).toBe(200);
    expect((await json<Reg>(res)).data.shipment).toEqual({
      to: 'OTHER',
      address: { address: "VIA NICCOLO' TOMMASEO", houseNumber: '12/B', city: "FORLI'", postalCode: '47121', province: 'FC' },
    });
  });

  it('§5 ADDRESS, CITY, HOUSE_NUMBER, the CAP and the province: the rules and messages of addresses, under address.*', async () => {
    const { app, token } = await setup();
    await post(app, token, 'select-card', { cardId: 'CARD_CLASSIC' });
    const res = await post(app, token, 'shipment', {
      to: 'OTHER',
      address: { address: 'Via #1', houseNumber: '12*', city: 'Milano 2', postalCode: '2012', province: 'MIL' },
    });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({
      'address.address': ADDRESS_MESSAGE,
      'address.houseNumber': MSG.invalid,
      'address.city': MSG.invalid,
      'address.postalCode': POSTAL_CODE_MESSAGE,
      'address.province': MSG.invalid,
    });
    const empty = await post(app, token, 'shipment', { to: 'OTHER', address: { postalCode: '2O121', province: 'mi' } });
    expect(await fieldErrors(empty)).toEqual({
      'address.address': MSG.required,
      'address.houseNumber': MSG.required,
      'address.city': MSG.required,
      'address.postalCode': MSG.numeric,
      'address.province': MSG.invalid,
    });
  });

  it('no card -> 409 USR_REG_CARD_MISSING; a virtual card -> 409 USR_REG_CARD_NOT_PHYSICAL', async () => {
    const { app, token } = await setup();
    const none = await post(app, token, 'shipment', { to: 'OTHER', address: RESIDENCE });
    expect((await json<ErrorJson>(none)).context.code).toBe('USR_REG_CARD_MISSING');
    await post(app, token, 'select-card', { cardId: 'CARD_VIRTUAL' });
    const virtual = await post(app, token, 'shipment', { to: 'OTHER', address: RESIDENCE });
    expect(virtual.status).toBe(409);
    expect((await json<ErrorJson>(virtual)).context.code).toBe('USR_REG_CARD_NOT_PHYSICAL');
  });
});

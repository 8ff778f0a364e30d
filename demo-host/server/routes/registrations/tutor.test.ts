// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../fiscalCode';
import { MSG } from '../../registrations/messages';
import {
  TUTOR_MSG,
  tutorInvitationEmailText,
  tutorInvitationLink,
  tutorInvitationSmsText,
} from '../../registrations/tutor';
import { DEMO_PHONE, DEMO_REGISTRATION_ID } from '../../seed';
import { findRegistration, updateRegistration } from '../../repositories/registrations';
import type { Registration } from '../../repositories/registrations';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';
import { fieldErrors, newPerson, preRegister } from './fixtures';

/** `app.request` answers on this origin; the invitation link points back at it. */
const ORIGIN = 'http://localhost';

/** The minor: `newPerson` (Lucia D'Amico Verdi, phone 3471234567) aged 15. */
const MINOR = { ...newPerson, birthDate: `${new Date().getFullYear() - 15}-01-01`, flow: 'MINOR' };
const MINOR_NAME = `${newPerson.firstName} ${newPerson.lastName}`;

/** The guardian: the demo persona (phone +393330000000, Mario Rossi). */
const TUTOR = {
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'rssmra85t10a562s',
  phoneNumber: DEMO_PHONE.slice(3),
  email: 'Demo@Example.it',
};

/** Persona 3331000016's own fiscal code (saved in its registration), with another phone. */
const TUTOR_BY_FISCAL_CODE = { ...TUTOR, firstName: 'Andrea', lastName: 'Rinaldi', fiscalCode: 'RNLNDR86D17D612G', phoneNumber: '3479999999', email: 'andrea@example.it' };

/** A well-formed fiscal code of someone born on 1 January `year`. */
function fiscalCodeBornIn(year: number): string {
  const first15 = `RSSMRA${String(year % 100).padStart(2, '0')}A01F205`;
  return first15 + checkCharacter(first15);
}

interface Invited {
  sent: true;
  tutor: Record<string, unknown>;
  link: string;
  registration: Registration;
}

interface Lookup {
  registrations: Registration[];
  lastRegistration: Registration | null;
  user: { id: string; phoneNumber: string };
  business: unknown;
}

interface Message {
  channel: string;
  to: string;
  code: string;
  text: string;
}

/** Pre-registers the minor: its id and token. */
async function minor(app: App): Promise<{ id: string; token: string }> {
  const res = await preRegister(app, MINOR);
  expect(res.status).toBe(200);
  const body = await json<{ registration: Registration; access_token: string }>(res);
  return { id: body.registration.id, token: body.access_token };
}

const setTutor = (app: App, token: string, id: string, body: unknown) =>
  api(app, `/registrations/${id}/set-tutor`, { token, method: 'POST', body });

async function asTutor(app: App, username: string): Promise<Lookup> {
  const { access_token } = await login(app, { username });
  const res = await api(app, '/registrations/as-tutor', { token: access_token });
  expect(res.status).toBe(200);
  return json<Lookup>(res);
}

async function outbox(app: App): Promise<Message[]> {
  return (await json<{ messages: Message[] }>(await app.request('/__sandbox/outbox'))).messages;
}

describe('§7 Registrations: set-tutor', () => {
  it("§7 set-tutor stores the guardian in the minor's data.tutor and answers the invitation link", async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    const res = await setTutor(app, token, id, TUTOR);
    expect(res.status).toBe(200);
    const body = await json<Invited>(res);
    const link = `${ORIGIN}/?idRegistration=${id}`;
    expect(tutorInvitationLink(ORIGIN, id)).toBe(link);
    const stored = {
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA85T10A562S',
      phoneNumber: '3330000000',
      email: 'demo@example.it',
      invitations: 1,
      invitedAt: expect.any(String) as unknown,
      link,
    };
    expect(body).toMatchObject({ sent: true, link, tutor: stored, registration: { id, flow: 'MINOR' } });
    expect(findRegistration(db.sql, id)?.data.tutor).toEqual(stored);
  });

  it('§2/§6 the guardian gets one e-mail and one SMS whose text carries <origin>/?idRegistration=<minor registration>', async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    const link = `${ORIGIN}/?idRegistration=${id}`;
    expect(await outbox(app)).toEqual([
      { channel: 'email', to: 'demo@example.it', code: '', text: tutorInvitationEmailText('Mario', MINOR_NAME, link), at: expect.any(String) as unknown },
      { channel: 'sms', to: DEMO_PHONE, code: '', text: tutorInvitationSmsText(MINOR_NAME, link), at: expect.any(String) as unknown },
    ]);
    const sms = await json<{ messages: Message[] }>(await app.request(`/__sandbox/outbox?to=${encodeURIComponent(DEMO_PHONE)}`));
    expect(sms.messages.map((m) => m.text)).toEqual([expect.stringContaining(link)]);
  });

  it('§5 refuses the guardian with the field errors of the spec rules (names, fiscal code, phone, e-mail)', async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    const res = await setTutor(app, token, id, { firstName: 'M', lastName: 'R0ssi', fiscalCode: 'RSSMRA85T10A562X', phoneNumber: '+393330000000', email: 'demo@' });
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({
      firstName: MSG.minLength(2),
      lastName: MSG.name,
      fiscalCode: MSG.fiscalCode,
      phoneNumber: MSG.phonePrefix,
      email: MSG.email,
    });
    const missing = await setTutor(app, token, id, {});
    expect(await fieldErrors(missing)).toEqual({
      firstName: MSG.required,
      lastName: MSG.required,
      fiscalCode: MSG.required,
      phoneNumber: MSG.required,
      email: MSG.required,
    });
    const shortPhone = await setTutor(app, token, id, { ...TUTOR, phoneNumber: '12345' });
    expect(await fieldErrors(shortPhone)).toEqual({ phoneNumber: MSG.phone });
    expect(findRegistration(db.sql, id)?.data.tutor).toBeUndefined();
    expect(await outbox(app)).toEqual([]);
  });

  it('refuses a guardian under 18 or one who is the minor (own phone, own fiscal code)', async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    const young = await setTutor(app, token, id, { ...TUTOR, fiscalCode: fiscalCodeBornIn(new Date().getFullYear() - 10) });
    expect(young.status).toBe(400);
    expect(await fieldErrors(young)).toEqual({ fiscalCode: TUTOR_MSG.tutorIsMinor });
    const self = await setTutor(app, token, id, { ...TUTOR, phoneNumber: newPerson.phoneNumber });
    expect(await fieldErrors(self)).toEqual({ phoneNumber: TUTOR_MSG.samePhone });
    updateRegistration(db.sql, id, { data: { fiscalCode: 'RSSMRA85T10A562S' } });
    const sameCode = await setTutor(app, token, id, TUTOR);
    expect(await fieldErrors(sameCode)).toEqual({ fiscalCode: TUTOR_MSG.sameFiscalCode });
    expect(await outbox(app)).toEqual([]);
  });

  it('§1 refuses a registration that is not MINOR (409 USR_REG_NOT_MINOR) and someone else\'s (404)', async () => {
    const { app } = setupSandbox();
    const demo = (await login(app)).access_token;
    const res = await setTutor(app, demo, DEMO_REGISTRATION_ID, TUTOR_BY_FISCAL_CODE);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_NOT_MINOR');
    const { id } = await minor(app);
    expect((await setTutor(app, demo, id, TUTOR_BY_FISCAL_CODE)).status).toBe(404);
    expect((await api(app, `/registrations/${id}/set-tutor`, { method: 'POST', body: TUTOR })).status).toBe(401);
    expect(await outbox(app)).toEqual([]);
  });

  it('a repeated set-tutor resends the invitation; it may name another guardian, who then replaces the first', async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    const again = await json<Invited>(await setTutor(app, token, id, TUTOR));
    expect(again.tutor.invitations).toBe(2);
    expect((await outbox(app)).filter((m) => m.to === DEMO_PHONE)).toHaveLength(2);

    const other = await json<Invited>(await setTutor(app, token, id, TUTOR_BY_FISCAL_CODE));
    expect(other.tutor).toMatchObject({ fiscalCode: 'RNLNDR86D17D612G', invitations: 3 });
    expect((await outbox(app)).filter((m) => m.to === '+393479999999')).toHaveLength(1);
    expect((await asTutor(app, DEMO_PHONE)).registrations).toEqual([]);
    expect((findRegistration(db.sql, id)?.data.tutor as { phoneNumber: string }).phoneNumber).toBe('3479999999');
  });
  it('refuses a closed MINOR registration (409 USR_REG_CLOSED)', async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    db.sql.prepare('UPDATE registrations SET closed = 1 WHERE id = ?').run(id);
    const res = await setTutor(app, token, id, TUTOR);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_CLOSED');
    expect(await outbox(app)).toEqual([]);
  });

  it("resends to the same guardian when the stored data.tutor is sent back as it is (MinorWaitingTutorConfirm's resend)", async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    const stored = findRegistration(db.sql, id)?.data.tutor;
    const res = await setTutor(app, token, id, stored);
    expect(res.status).toBe(200);
    expect((await json<Invited>(res)).tutor).toMatchObject({ phoneNumber: '3330000000', invitations: 2 });
    expect((await outbox(app)).map((m) => m.to)).toEqual(['demo@example.it', DEMO_PHONE, 'demo@example.it', DEMO_PHONE]);
  });
});

describe('§7 Registrations: as-tutor', () => {
  it("§7 as-tutor answers the minor's registration to the guardian matched by phone, in the lookup shape of registrations/me", async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    const body = await asTutor(app, DEMO_PHONE);
    expect(body.registrations.map((r) => [r.id, r.flow])).toEqual([[id, 'MINOR']]);
    expect(body.lastRegistration?.id).toBe(id);
    expect(body.user.phoneNumber).toBe(DEMO_PHONE);
    expect(body.business).toBeNull();
  });

  it("§7 as-tutor matches the guardian by the fiscal code of the guardian's own registration", async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR_BY_FISCAL_CODE);
    expect((await asTutor(app, '+393331000016')).registrations.map((r) => r.id)).toEqual([id]);
  });

  it('§7 as-tutor answers an empty list to another user, and to the minor itself', async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    expect(await asTutor(app, '+393331000003')).toMatchObject({ registrations: [], lastRegistration: null });
    const own = await json<Lookup>(await api(app, '/registrations/as-tutor', { token }));
    expect(own.registrations).toEqual([]);
    expect((await api(app, '/registrations/as-tutor')).status).toBe(401);
  });
});

describe('the registration JSON carries tutor', () => {
  /** The registration as the three owner lookups serve it: by id, `me`, and the list. */
  async function ownerViews(app: App, token: string, id: string): Promise<Registration[]> {
    const byId = await json<{ registration: Registration }>(await api(app, `/registrations/${id}`, { token }));
    const me = await json<Lookup>(await api(app, '/registrations/me', { token }));
    const list = await json<{ _embedded: { registrations: Registration[] } }>(await api(app, '/registrations', { token }));
    return [byId.registration, me.lastRegistration, ...list._embedded.registrations.filter((r) => r.id === id)].filter(
      (r): r is Registration => r !== null && r.id === id,
    );
  }

  it('tutor is null before set-tutor (and on a consumer registration)', async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    const views = await ownerViews(app, token, id);
    expect(views).toHaveLength(3);
    for (const view of views) expect(view.tutor).toBeNull();
    const demo = (await login(app)).access_token;
    expect((await ownerViews(app, demo, DEMO_REGISTRATION_ID)).map((r) => r.tutor)).toEqual([null, null, null]);
  });

  it("after set-tutor every owner lookup serves data.tutor's fields without the link; a resend counts; the guardian sees it too", async () => {
    const { app, db } = setupSandbox();
    const { id, token } = await minor(app);
    await setTutor(app, token, id, TUTOR);
    const stored = findRegistration(db.sql, id)?.data.tutor as Record<string, unknown>;
    const served = {
      firstName: 'Mario',
      lastName: 'Rossi',
      fiscalCode: 'RSSMRA85T10A562S',
      phoneNumber: '3330000000',
      email: 'demo@example.it',
      invitedAt: stored.invitedAt,
      invitations: 1,
    };
    expect(typeof served.invitedAt).toBe('string');
    for (const view of await ownerViews(app, token, id)) {
      expect(view.tutor).toEqual(served);
      expect(view.tutor).not.toHaveProperty('link');
    }
    // MinorWaitingTutorConfirm's resend: the five fields served, sent back.
    const { firstName, lastName, fiscalCode, phoneNumber, email } = served;
    expect((await setTutor(app, token, id, { firstName, lastName, fiscalCode, phoneNumber, email })).status).toBe(200);
    expect((await ownerViews(app, token, id)).map((r) => r.tutor?.invitations)).toEqual([2, 2, 2]);
    const guardian = (await login(app, { username: DEMO_PHONE })).access_token;
    const asGuardian = await json<{ registration: Registration }>(await api(app, `/registrations/${id}`, { token: guardian }));
    expect(asGuardian.registration.tutor).toMatchObject({ phoneNumber: '3330000000', invitations: 2 });
  });
});

describe('admin: tutor-invitation', () => {
  it('GET /__sandbox/registrations/{id}/tutor-invitation answers the guardian, the link and the invitation messages', async () => {
    const { app } = setupSandbox();
    const { id, token } = await minor(app);
    expect((await app.request(`/__sandbox/registrations/${id}/tutor-invitation`)).status).toBe(404);
    await setTutor(app, token, id, TUTOR);
    const res = await app.request(`/__sandbox/registrations/${id}/tutor-invitation`);
    expect(res.status).toBe(200);
    const body = await json<{ tutor: Record<string, unknown>; link: string; messages: Message[] }>(res);
    expect(body.link).toBe(`${ORIGIN}/?idRegistration=${id}`);
    expect(body.tutor).toMatchObject({ phoneNumber: '3330000000', invitations: 1 });
    expect(body.messages.map((m) => [m.channel, m.to])).toEqual([
      ['email', 'demo@example.it'],
      ['sms', DEMO_PHONE],
    ]);
  });
});

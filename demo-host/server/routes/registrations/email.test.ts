// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CODE_PARAM,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  SANDBOX_OTP_CODE,
  SANDBOX_REJECTED_OTP_CODE,
} from '../../constants';
import { emailConfirmationLink } from '../../registrations/emailConfirmation';
import { emailConfirmationText, MSG } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID, DEMO_USER_ID } from '../../seed';
import type { Registration } from '../../repositories/registrations';
import { findOtpChallenge } from '../../repositories/codes';
import { findRegistration } from '../../repositories/registrations';
import { findUserEmail } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';

type Db = ReturnType<typeof setupSandbox>['db'];

/** The demo persona: CONSUMER registration, e-mail demo@example.it. */
const EMAIL = 'demo@example.it';
/** `app.request` answers on this origin; the link in the e-mail points back at it. */
const ORIGIN = 'http://localhost';
/** Past both the send window and the code's lifetime. */
const ELEVEN_MINUTES = Math.max(OTP_SEND_WINDOW_MS, OTP_TTL_MS) + 60 * 1000;

async function token(app: App, username?: string): Promise<string> {
  return (await login(app, username ? { username } : {})).access_token;
}

const post = (app: App, token: string | undefined, action: string, body?: unknown, id = DEMO_REGISTRATION_ID) =>
  api(app, `/registrations/${id}/${action}`, { ...(token ? { token } : {}), method: 'POST', body });

const send = (app: App, t: string, id?: string) => post(app, t, 'send-confirmation-email', undefined, id);
const verify = (app: App, t: string, code: unknown, id?: string) => post(app, t, 'verify-email', { code }, id);
const modify = (app: App, t: string, email: unknown, id?: string) => post(app, t, 'modify-email', { email }, id);

async function outbox(app: App): Promise<{ channel: string; to: string; code: string; text: string }[]> {
  return (await json<{ messages: { channel: string; to: string; code: string; text: string }[] }>(await app.request('/__sandbox/outbox'))).messages;
}

/** Moves every e-mail send and the pending e-mail challenge `ms` into the past. */
function age(db: Db, ms: number, id = DEMO_REGISTRATION_ID): void {
  db.sql.prepare("UPDATE one_time_code_sends SET at = at - ? WHERE registration_id = ? AND channel = 'email'").run(ms, id);
  db.sql.prepare("UPDATE one_time_codes SET created_at = created_at - ? WHERE registration_id = ? AND channel = 'email'").run(ms, id);
}

describe('§7 Registrations: send-confirmation-email', () => {
  it('sends 123456 by e-mail with a link back into the wizard (#/confirmEmail?emailCode=123456)', async () => {
    const { app, db } = setupSandbox();
    const res = await send(app, await token(app));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, email: EMAIL });
    const link = `${ORIGIN}/#/confirmEmail?${EMAIL_CODE_PARAM}=${SANDBOX_OTP_CODE}`;
    expect(emailConfirmationLink(ORIGIN, SANDBOX_OTP_CODE)).toBe(link);
    expect(await outbox(app)).toEqual([
      { channel: 'email', to: EMAIL, code: SANDBOX_OTP_CODE, text: emailConfirmationText(SANDBOX_OTP_CODE, link), at: expect.any(String) as unknown },
    ]);
    expect((await outbox(app))[0]?.text).toContain(link);
    expect(findOtpChallenge(db.sql, DEMO_REGISTRATION_ID, 'email')).toEqual({ code: SANDBOX_OTP_CODE, attempts: 0, createdAt: expect.any(Number) as unknown });
    // The phone's code is another channel.
    expect(findOtpChallenge(db.sql, DEMO_REGISTRATION_ID)).toBeUndefined();
  });

  it("works with id 'me'", async () => {
    const { app } = setupSandbox();
    expect((await send(app, await token(app), 'me')).status).toBe(200);
  });

  it('at most 5 sends in 10 minutes: the 6th is 429 USR_REG_OTP_TOO_MANY without field errors', async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    for (let i = 0; i < OTP_MAX_SENDS; i++) expect((await send(app, t)).status).toBe(200);
    const res = await send(app, t);
    expect(res.status).toBe(429);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_OTP_TOO_MANY');
    expect(body.context.errors).toBeUndefined();
    expect(await outbox(app)).toHaveLength(OTP_MAX_SENDS);
    age(db, ELEVEN_MINUTES);
    expect((await send(app, t)).status).toBe(200);
  });

  it('an already confirmed address is 409 USR_REG_EMAIL_ALREADY_CONFIRMED and nothing is sent', async () => {
    const { app } = setupSandbox();
    const t = await token(app);
    await send(app, t);
    await verify(app, t, SANDBOX_OTP_CODE);
    const res = await send(app, t);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_EMAIL_ALREADY_CONFIRMED');
    expect(await outbox(app)).toHaveLength(1);
  });

  it("needs a token (401) and the caller's own registration (404)", async () => {
    const { app } = setupSandbox();
    expect((await post(app, undefined, 'send-confirmation-email')).status).toBe(401);
    expect((await send(app, await token(app), 'reg-p01')).status).toBe(404);
  });
});

describe('§7 Registrations: verify-email (the sandbox confirmation call)', () => {
  it('the sent code confirms the address: 200 with the registration (data.emailConfirmed), challenge gone', async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    await send(app, t);
    const res = await verify(app, t, SANDBOX_OTP_CODE);
    expect(res.status).toBe(200);
    expect(await json<Registration>(res)).toMatchObject({ id: DEMO_REGISTRATION_ID, data: { email: EMAIL, emailConfirmed: true } });
    expect(findOtpChallenge(db.sql, DEMO_REGISTRATION_ID, 'email')).toBeUndefined();
    // Idempotent once confirmed.
    expect((await verify(app, t, SANDBOX_REJECTED_OTP_CODE)).status).toBe(200);
  });

  it("a wrong code (000000 always) is 400 USR_REG_OTP_INVALID on 'code': 'Il codice inserito non è corretto'", async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    await send(app, t);
    const res = await verify(app, t, SANDBOX_REJECTED_OTP_CODE);
    expect(res.status).toBe(400);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_OTP_INVALID');
    expect(body.context.errors).toEqual([{ field: 'code', message: MSG.otpInvalid }]);
    expect(MSG.otpInvalid).toBe('Il codice inserito non è corretto');
    expect(findOtpChallenge(db.sql, DEMO_REGISTRATION_ID, 'email')?.attempts).toBe(1);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.emailConfirmed).toBeUndefined();
  });

  it('the 5th wrong code throws the code away (USR_REG_OTP_EXPIRED), and an old code is expired', async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    await send(app, t);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await verify(app, t, SANDBOX_REJECTED_OTP_CODE);
    const fifth = await json<ErrorJson>(await verify(app, t, SANDBOX_REJECTED_OTP_CODE));
    expect(fifth.context).toMatchObject({ code: 'USR_REG_OTP_EXPIRED', errors: [{ field: 'code', message: MSG.otpLocked }] });
    expect(findOtpChallenge(db.sql, DEMO_REGISTRATION_ID, 'email')).toBeUndefined();

    await send(app, t);
    age(db, ELEVEN_MINUTES);
    const old = await json<ErrorJson>(await verify(app, t, SANDBOX_OTP_CODE));
    expect(old.context).toMatchObject({ code: 'USR_REG_OTP_EXPIRED', errors: [{ field: 'code', message: MSG.otpExpired }] });
  });

  it("without a sent code it is 409 USR_REG_OTP_NOT_SENT on 'code'", async () => {
    const { app } = setupSandbox();
    const res = await verify(app, await token(app), SANDBOX_OTP_CODE);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.errors).toEqual([{ field: 'code', message: MSG.otpNotSent }]);
  });

  it.each([undefined, '12345', '12a456', 123456])('a code that is not 6 digits (%j) is 400 BAD_REQUEST on code', async (code) => {
    const { app } = setupSandbox();
    const t = await token(app);
    await send(app, t);
    const body = await json<ErrorJson>(await verify(app, t, code));
    expect(body.context).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'code', message: MSG.otpShape }] });
  });
});

describe('§7 Registrations: modify-email', () => {
  const NEW = 'Mario.Nuovo@Example.it';

  it('changes the user and registration address (not confirmed) and sends a new code there', async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    const res = await modify(app, t, NEW);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, email: NEW.toLowerCase() });
    expect(findUserEmail(db.sql, DEMO_USER_ID)).toBe(NEW.toLowerCase());
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data).toMatchObject({ email: NEW, emailConfirmed: false });
    expect(await outbox(app)).toEqual([expect.objectContaining({ channel: 'email', to: NEW.toLowerCase(), code: SANDBOX_OTP_CODE })]);
    // The new code confirms the new address.
    expect(await json<Registration>(await verify(app, t, SANDBOX_OTP_CODE))).toMatchObject({ data: { email: NEW, emailConfirmed: true } });
  });

  it("§5 EMAIL: a malformed or missing address is 400 on 'email' with 'L'email inserita non è valida' / required", async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    const bad = await json<ErrorJson>(await modify(app, t, 'mario@'));
    expect(bad.context).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'email', message: MSG.email }] });
    expect(MSG.email).toBe("L'email inserita non è valida");
    const missing = await json<ErrorJson>(await post(app, t, 'modify-email'));
    expect(missing.context.errors).toEqual([{ field: 'email', message: MSG.required }]);
    expect(findUserEmail(db.sql, DEMO_USER_ID)).toBe(EMAIL);
    expect(await outbox(app)).toEqual([]);
  });

  it("an address another user has is 409 USR_REG_EMAIL_EXISTS on 'email'; the caller's own is accepted", async () => {
    const { app, db } = setupSandbox();
    const persona = await token(app, '+393331000001');
    const res = await modify(app, persona, EMAIL.toUpperCase(), 'me');
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context).toMatchObject({ code: 'USR_REG_EMAIL_EXISTS', errors: [{ field: 'email', message: MSG.emailExists }] });
    expect(await outbox(app)).toEqual([]);
    expect((await modify(app, await token(app), EMAIL)).status).toBe(200);
    expect(findUserEmail(db.sql, DEMO_USER_ID)).toBe(EMAIL);
  });

  it('over the send limit it is 429 and the address is not changed', async () => {
    const { app, db } = setupSandbox();
    const t = await token(app);
    for (let i = 0; i < OTP_MAX_SENDS; i++) await send(app, t);
    const res = await modify(app, t, NEW);
    expect(res.status).toBe(429);
    expect(findUserEmail(db.sql, DEMO_USER_ID)).toBe(EMAIL);
    expect(findRegistration(db.sql, DEMO_REGISTRATION_ID)?.data.email).toBe(EMAIL);
  });

  it('a reset clears pending e-mail codes and sends', async () => {
    const { app, db } = setupSandbox();
    await send(app, await token(app));
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE channel = 'email'").get()).toEqual({ n: 0 });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_code_sends WHERE channel = 'email'").get()).toEqual({ n: 0 });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  SANDBOX_OTP_CODE,
  SANDBOX_REJECTED_OTP_CODE,
} from '../../constants';
import { MSG, otpSmsText } from '../../registrations/messages';
import { DEMO_REGISTRATION_ID } from '../../seed';
import type { Registration } from '../../repositories/registrations';
import { findOtpChallenge } from '../../repositories/codes';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import type { App } from './fixtures';

type Db = ReturnType<typeof setupSandbox>['db'];

/** Persona 3331000001: pre-registered, phone NOT_CERTIFIED (lands on ConfirmSms). */
const PHONE = '+393331000001';
const REGISTRATION_ID = 'reg-p01';
/** Past both the send window and the code's lifetime. */
const ELEVEN_MINUTES = Math.max(OTP_SEND_WINDOW_MS, OTP_TTL_MS) + 60 * 1000;

async function personaToken(app: App): Promise<string> {
  return (await login(app, { username: PHONE })).access_token;
}

function send(app: App, token: string, id = REGISTRATION_ID, body?: unknown) {
  return api(app, `/registrations/${id}/send-phone-number-otp`, { token, method: 'POST', body });
}

function verify(app: App, token: string, otp: unknown, id = REGISTRATION_ID) {
  return api(app, `/registrations/${id}/verify-phone-number-otp`, { token, method: 'POST', body: { otp } });
}

async function outbox(app: App): Promise<{ channel: string; to: string; code: string; text: string }[]> {
  return (await json<{ messages: { channel: string; to: string; code: string; text: string }[] }>(await app.request('/__sandbox/outbox'))).messages;
}

/** Moves every send and the pending challenge of a registration `ms` into the past. */
function age(db: Db, ms: number, id = REGISTRATION_ID): void {
  db.sql.prepare("UPDATE one_time_code_sends SET at = at - ? WHERE registration_id = ? AND channel = 'sms'").run(ms, id);
  db.sql.prepare("UPDATE one_time_codes SET created_at = created_at - ? WHERE registration_id = ? AND channel = 'sms'").run(ms, id);
}

describe('§7 Registrations: send-phone-number-otp', () => {
  it('§7 send-phone-number-otp: sends 123456 by SMS to the user and answers the masked number', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    const res = await send(app, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, phoneNumber: '+39 333 ***0001' });
    expect(await outbox(app)).toEqual([
      { channel: 'sms', to: PHONE, code: SANDBOX_OTP_CODE, text: otpSmsText(SANDBOX_OTP_CODE), at: expect.any(String) as unknown },
    ]);
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)).toEqual({ code: SANDBOX_OTP_CODE, attempts: 0, createdAt: expect.any(Number) as unknown });
  });

  it("works with id 'me' and an empty object body", async () => {
    const { app } = setupSandbox();
    const token = await personaToken(app);
    expect((await send(app, token, 'me', {})).status).toBe(200);
  });

  it('a new send replaces the pending challenge (attempts back to 0)', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    await verify(app, token, SANDBOX_REJECTED_OTP_CODE);
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)?.attempts).toBe(1);
    await send(app, token);
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)?.attempts).toBe(0);
    expect(await outbox(app)).toHaveLength(2);
  });

  it('at most 5 sends per registration in 10 minutes: the 6th is 429 USR_REG_OTP_TOO_MANY without field errors', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    for (let i = 0; i < OTP_MAX_SENDS; i++) expect((await send(app, token)).status).toBe(200);
    const res = await send(app, token);
    expect(res.status).toBe(429);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_OTP_TOO_MANY');
    expect(body.context.message).toBeTruthy();
    expect(body.context.errors).toBeUndefined();
    expect(await outbox(app)).toHaveLength(OTP_MAX_SENDS);

    // Once the sends are older than 10 minutes a new one goes out.
    age(db, ELEVEN_MINUTES);
    expect((await send(app, token)).status).toBe(200);
  });

  it('the send limit survives the challenge being thrown away (5 wrong codes)', async () => {
    const { app } = setupSandbox();
    const token = await personaToken(app);
    for (let i = 0; i < OTP_MAX_SENDS; i++) {
      expect((await send(app, token)).status).toBe(200);
      for (let j = 0; j < OTP_MAX_ATTEMPTS; j++) await verify(app, token, SANDBOX_REJECTED_OTP_CODE);
    }
    expect((await send(app, token)).status).toBe(429);
  });

  it('an already CERTIFIED phone is 409 USR_REG_PHONE_ALREADY_CERTIFIED and nothing is sent', async () => {
    const { app } = setupSandbox();
    const res = await send(app, (await login(app)).access_token, DEMO_REGISTRATION_ID);
    expect(res.status).toBe(409);
    expect((await json<ErrorJson>(res)).context.code).toBe('USR_REG_PHONE_ALREADY_CERTIFIED');
    expect(await outbox(app)).toEqual([]);
  });

  it("needs a token (401) and the caller's own registration (404)", async () => {
    const { app } = setupSandbox();
    expect((await api(app, `/registrations/${REGISTRATION_ID}/send-phone-number-otp`, { method: 'POST' })).status).toBe(401);
    const demo = (await login(app)).access_token;
    const res = await send(app, demo, REGISTRATION_ID);
    expect(res.status).toBe(404);
    expect((await json<ErrorJson>(res)).context.code).toBe('NOT_FOUND');
  });

  it('rejects a body that is not an object with 400 BAD_REQUEST', async () => {
    const { app } = setupSandbox();
    const res = await send(app, await personaToken(app), REGISTRATION_ID, '"text"');
    expect(res.status).toBe(400);
  });
});

describe('§7 Registrations: verify-phone-number-otp (the sandbox verification call)', () => {
  it('the sent code certifies the phone: 200 with the registration, challenge gone', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    const res = await verify(app, token, SANDBOX_OTP_CODE);
    expect(res.status).toBe(200);
    expect(await json<Registration>(res)).toMatchObject({ id: REGISTRATION_ID, phoneNumberStatus: 'CERTIFIED' });
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)).toBeUndefined();
    // §2 Navigation rules: a reload now places the user on Citizenship (phone CERTIFIED).
    const me = await json<{ lastRegistration: Registration }>(await api(app, '/registrations/me', { token }));
    expect(me.lastRegistration.phoneNumberStatus).toBe('CERTIFIED');
  });

  it('is idempotent: an already CERTIFIED phone answers 200 with the registration', async () => {
    const { app } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    await verify(app, token, SANDBOX_OTP_CODE);
    const again = await verify(app, token, SANDBOX_OTP_CODE, 'me');
    expect(again.status).toBe(200);
    expect(await json<Registration>(again)).toMatchObject({ id: REGISTRATION_ID, phoneNumberStatus: 'CERTIFIED' });
  });

  it('without a sent code it is 409 USR_REG_OTP_NOT_SENT on otp', async () => {
    const { app } = setupSandbox();
    const res = await verify(app, await personaToken(app), SANDBOX_OTP_CODE);
    expect(res.status).toBe(409);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_OTP_NOT_SENT');
    expect(body.context.errors).toEqual([{ field: 'otp', message: MSG.otpNotSent }]);
  });

  it('a wrong code (000000 always) is 400 USR_REG_OTP_INVALID and counts an attempt', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    for (const otp of [SANDBOX_REJECTED_OTP_CODE, '654321']) {
      const res = await verify(app, token, otp);
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('USR_REG_OTP_INVALID');
      expect(body.context.errors).toEqual([{ field: 'otp', message: MSG.otpInvalid }]);
    }
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)?.attempts).toBe(2);
  });

  it('the 5th wrong code throws the challenge away: 400 USR_REG_OTP_EXPIRED, then even the right code needs a new send', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) expect((await json<ErrorJson>(await verify(app, token, SANDBOX_REJECTED_OTP_CODE))).context.code).toBe('USR_REG_OTP_INVALID');
    const fifth = await verify(app, token, SANDBOX_REJECTED_OTP_CODE);
    expect(fifth.status).toBe(400);
    const body = await json<ErrorJson>(fifth);
    expect(body.context.code).toBe('USR_REG_OTP_EXPIRED');
    expect(body.context.errors).toEqual([{ field: 'otp', message: MSG.otpLocked }]);
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)).toBeUndefined();

    expect((await json<ErrorJson>(await verify(app, token, SANDBOX_OTP_CODE))).context.code).toBe('USR_REG_OTP_NOT_SENT');
    await send(app, token);
    expect((await verify(app, token, SANDBOX_OTP_CODE)).status).toBe(200);
  });

  it('a code older than 10 minutes is 400 USR_REG_OTP_EXPIRED, even the right one', async () => {
    const { app, db } = setupSandbox();
    const token = await personaToken(app);
    await send(app, token);
    age(db, ELEVEN_MINUTES);
    const res = await verify(app, token, SANDBOX_OTP_CODE);
    expect(res.status).toBe(400);
    const body = await json<ErrorJson>(res);
    expect(body.context.code).toBe('USR_REG_OTP_EXPIRED');
    expect(body.context.errors).toEqual([{ field: 'otp', message: MSG.otpExpired }]);
    expect(findOtpChallenge(db.sql, REGISTRATION_ID)).toBeUndefined();
  });

  it.each([undefined, '', '12345', '1234567', '12a456', ' 123456', 123456, null])(
    'a code that is not exactly 6 digits (%j) is 400 BAD_REQUEST on otp',
    async (otp) => {
      const { app, db } = setupSandbox();
      const token = await personaToken(app);
      await send(app, token);
      const res = await verify(app, token, otp);
      expect(res.status).toBe(400);
      const body = await json<ErrorJson>(res);
      expect(body.context.code).toBe('BAD_REQUEST');
      expect(body.context.errors).toEqual([{ field: 'otp', message: MSG.otpShape }]);
      // A malformed code is not an attempt.
      expect(findOtpChallenge(db.sql, REGISTRATION_ID)?.attempts).toBe(0);
    },
  );

  it('a missing body is reported on otp too', async () => {
    const { app } = setupSandbox();
    const res = await api(app, `/registrations/${REGISTRATION_ID}/verify-phone-number-otp`, {
      token: await personaToken(app),
      method: 'POST',
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorJson>(res)).context.errors?.[0]?.field).toBe('otp');
  });

  it("needs a token (401) and the caller's own registration (404)", async () => {
    const { app } = setupSandbox();
    const anonymous = await api(app, `/registrations/${REGISTRATION_ID}/verify-phone-number-otp`, {
      method: 'POST',
      body: { otp: SANDBOX_OTP_CODE },
    });
    expect(anonymous.status).toBe(401);
    expect((await verify(app, (await login(app)).access_token, SANDBOX_OTP_CODE)).status).toBe(404);
  });

  it('a reset clears pending codes and sends', async () => {
    const { app, db } = setupSandbox();
    await send(app, await personaToken(app));
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_codes WHERE channel = 'sms'").get()).toEqual({ n: 0 });
    expect(db.sql.prepare("SELECT COUNT(*) AS n FROM one_time_code_sends WHERE channel = 'sms'").get()).toEqual({ n: 0 });
  });
});

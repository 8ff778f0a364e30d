// @vitest-environment node
/**
 * The end of CONSUMER step 8 and the completion: verify-access-code (the code chosen at
 * pre-registration), the mobile token, complete-registration (the user ENABLED: the next login hands off to
 * online banking, spec §4 Login flow).
 */
import { describe, expect, it } from 'vitest';
import { loginOutcome } from '../../../../src/startup/login';
import { ACCESS_CODE_MAX_ATTEMPTS, SANDBOX_OTP_CODE, SANDBOX_REJECTED_OTP_CODE } from '../../constants';
import { COMPLETION_MSG } from '../../registrations/completion';
import { MSG } from '../../registrations/messages';
import { PERSONA_ACCESS_CODE } from '../../seed';
import type { Registration } from '../../repositories/registrations';
import type { User } from '../../repositories/users';
import type { ErrorJson } from '../../testing';
import { api, json, login, setupSandbox } from '../../testing';
import { fieldErrors, newPerson, preRegister } from './fixtures';
import { P16, post, signEverything, tokenOf } from './step8-fixtures';

const code = async (res: Response) => (await json<ErrorJson>(res)).context.code;

describe('registrations/{id}/verify-access-code', () => {
  it('accepts the access code chosen at pre-registration', async () => {
    const { app } = setupSandbox();
    const created = await json<{ registration: Registration }>(await preRegister(app, newPerson));
    const { access_token: token } = await login(app, { username: `+39${newPerson.phoneNumber}`, password: newPerson.accessCode });
    const { id } = created.registration;
    const wrong = await post(app, token, 'verify-access-code', { accessCode: PERSONA_ACCESS_CODE }, id);
    expect(wrong.status).toBe(400);
    const ok = await post(app, token, 'verify-access-code', { accessCode: newPerson.accessCode }, id);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ verified: true });
  });

  it('§5 access code: a wrong one is 400 USR_REG_ACCESS_CODE_INVALID on accessCode, the 5th is 423 USR_REG_ACCESS_CODE_LOCKED for good', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const shape = await post(app, token, 'verify-access-code', { accessCode: '123' });
    expect(await fieldErrors(shape)).toEqual({ accessCode: COMPLETION_MSG.accessCodeShape });
    for (let i = 1; i < ACCESS_CODE_MAX_ATTEMPTS; i++) {
      const wrong = await post(app, token, 'verify-access-code', { accessCode: '24680' });
      expect(wrong.status).toBe(400);
      expect(await json<ErrorJson>(wrong)).toMatchObject({
        context: { code: 'USR_REG_ACCESS_CODE_INVALID', errors: [{ field: 'accessCode', message: 'Il codice di accesso non è corretto' }] },
      });
    }
    const locked = await post(app, token, 'verify-access-code', { accessCode: '24680' });
    expect(locked.status).toBe(423);
    const body = await json<ErrorJson>(locked);
    expect(body.context.code).toBe('USR_REG_ACCESS_CODE_LOCKED');
    expect(body.context.errors).toBeUndefined();
    expect((await post(app, token, 'verify-access-code', { accessCode: PERSONA_ACCESS_CODE })).status).toBe(423);
  });
});

describe('registrations/{id}/mobile-token', () => {
  it('§4 Start-up rules: activation needs both contracts signed (409 USR_REG_NOT_SIGNED), so CONTRACTS_SIGNED never skips 8,4-8,5', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await post(app, token, 'mobile-token/send-otp');
    const early = await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('USR_REG_NOT_SIGNED');
  });

  it('send-otp sends 123456 by SMS; activate checks it on field otp, sets data.mobileTokenActive and ends step 8 (CONTRACTS_SIGNED)', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await signEverything(app, token);
    const notSent = await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    expect(notSent.status).toBe(409);
    expect(await code(notSent)).toBe('USR_REG_OTP_NOT_SENT');
    const sent = await post(app, token, 'mobile-token/send-otp');
    expect(await json(sent)).toEqual({ sent: true, phoneNumber: '+39 333 ***0016' });
    const wrong = await post(app, token, 'mobile-token/activate', { otp: SANDBOX_REJECTED_OTP_CODE });
    expect(await fieldErrors(wrong)).toEqual({ otp: MSG.otpInvalid });
    const ok = await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    expect(ok.status).toBe(200);
    expect(await json<Registration>(ok)).toMatchObject({ status: 'CONTRACTS_SIGNED', data: { mobileTokenActive: true } });
    // Already active: the registration as it is.
    expect((await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE })).status).toBe(200);
  });
});

describe('registrations/{id}/complete-registration', () => {
  it('§4 wizard completed: a DOUBLEDOC WIZARD_COMPLETED registration (persona 3331000010) is answered as it is, the user unchanged', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app, '+393331000010');
    const answer = await post(app, token, 'complete-registration', {}, 'reg-p10');
    expect(answer.status).toBe(200);
    expect(await json<Registration>(answer)).toMatchObject({ id: 'reg-p10', status: 'WIZARD_COMPLETED', closed: false, user: { status: 'PENDING' } });
  });

  it('409 USR_REG_NOT_SIGNED before the contracts are signed and the mobile token active', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    const early = await post(app, token, 'complete-registration');
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('USR_REG_NOT_SIGNED');
    await signEverything(app, token);
    expect(await code(await post(app, token, 'complete-registration'))).toBe('USR_REG_NOT_SIGNED');
  });

  it('§4 Login flow: COMPLETED and closed, the user ENABLED, so login + users/me hand off to online banking; idempotent', async () => {
    const { app } = setupSandbox();
    const token = await tokenOf(app);
    await signEverything(app, token);
    await post(app, token, 'mobile-token/send-otp');
    await post(app, token, 'mobile-token/activate', { otp: SANDBOX_OTP_CODE });
    const done = await post(app, token, 'complete-registration');
    expect(done.status).toBe(200);
    const registration = await json<Registration>(done);
    expect(registration).toMatchObject({ id: P16.registrationId, status: 'COMPLETED', closed: true, user: { id: P16.userId, status: 'ENABLED' } });
    expect(await json(await post(app, token, 'complete-registration'))).toEqual(registration);

    const fresh = await tokenOf(app);
    const me = await json<User>(await api(app, '/users/me', { token: fresh }));
    expect(me).toMatchObject({ id: P16.userId, status: 'ENABLED', defaultWallet: { type: 'CONSUMER' } });
    expect(loginOutcome(me)).toEqual({ kind: 'online-banking' });
  });
});

/**
 * Fixtures shared by the registration route tests (not a test file itself): a new person to
 * pre-register, the pre-register call, the demo persona's token and field errors by field.
 */
import { RECAPTCHA_HEADER, SANDBOX_MGM_CODE } from '../../constants';
import type { ErrorJson } from '../../testing';
import type { setupSandbox } from '../../testing';
import { api, json, login } from '../../testing';

/** A recaptcha header the sandbox accepts (any value but RECAPTCHA_FAIL_VALUE). */
const RECAPTCHA = { [RECAPTCHA_HEADER]: 'ok' };

/** A valid pre-register body for someone not registered yet (an adult, with the documented promo code in lower case). */
export const newPerson = {
  firstName: "Lucia D'Amico",
  lastName: 'Verdi',
  birthDate: '1990-04-02',
  email: 'lucia.verdi@example.it',
  phoneNumber: '3471234567',
  accessCode: '24681',
  mgmCode: SANDBOX_MGM_CODE.toLowerCase(),
  consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS', 'MARKETING'],
};

export type App = ReturnType<typeof setupSandbox>['app'];

export function preRegister(app: App, body: unknown, headers: Record<string, string> = RECAPTCHA) {
  return api(app, '/registrations/pre-register', { method: 'POST', body, headers });
}

export async function demoToken(app: App): Promise<string> {
  return (await login(app)).access_token;
}

/** The field errors of an error body as `{ field: message }`. */
export async function fieldErrors(res: Response): Promise<Record<string, string>> {
  return Object.fromEntries(((await json<ErrorJson>(res)).context.errors ?? []).map((e) => [e.field, e.message]));
}

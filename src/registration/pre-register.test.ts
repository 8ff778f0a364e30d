// @vitest-environment jsdom
import { BUSINESS_FIELDS_EMPTY } from './draft';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../test/support/wait';
import { resolveConfig } from '../../element/surface';
import { createFetchMock, fakeJwt, jsonResponse, type RecordedCall } from '../../test/support/fetch-mock';
import { ApiError } from '../api/errors';
import { registrationFixture } from '../../test/support/fixtures';
import { createInstance } from '../app/instance';
import { BotProtectionError } from './bot-protection';
import type { RegistrationDraft } from './draft';
import { placeFieldError, runPreRegistration } from './pre-register';

const AT = fakeJwt({ client_id: 'webapp', user_id: 'u-42' });
const RT = 'refresh-token-42';
const RECAPTCHA_TOKEN = 'recaptcha-token-1';

const draft: RegistrationDraft = {
  birthDate: '15/03/1990',
  firstName: ' Mario ',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phoneNumber: '3331234567',
  mgmCode: '',
  consents: ['privacy'],
  accessCode: '13579',
  ...BUSINESS_FIELDS_EMPTY,
};

const registered = registrationFixture({ id: 'reg-42', user: { id: 'u-42' }, data: { firstName: 'Mario' } });

interface Options {
  siteKey?: string;
  execute?: () => Promise<string>;
}

function setup(handler: (call: RecordedCall) => Response, options: Options = {}) {
  const mock = createFetchMock(handler);
  vi.stubGlobal('fetch', mock.fetch);
  const execute = vi.fn(options.execute ?? (() => Promise.resolve(RECAPTCHA_TOKEN)));
  vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
  const host = document.createElement('div');
  document.body.append(host);
  const instance = createInstance(
    resolveConfig({
      routing: 'memory',
      botProtectionSiteKey: options.siteKey ?? 'k',
      botProtectionScriptUrl: '/recaptcha/api.js',
    }),
    host,
  );
  instance.connect();
  instance.store.actions.updateDraft({ ...draft, consents: [...draft.consents] });
  const bridge: { type: string; payload: unknown }[] = [];
  host.addEventListener('onboarding-bridge-message', (e) => {
    const detail = (e as CustomEvent<{ type: string; payload: unknown }>).detail;
    bridge.push({ type: detail.type, payload: detail.payload });
  });
  return { instance, calls: mock.calls, bridge, execute };
}

/** Starts pre-registration and lets the challenge script "load" (jsdom does not fetch scripts). */
function run(instance: ReturnType<typeof setup>['instance'], flow: 'CONSUMER' | 'MINOR' = 'CONSUMER') {
  const pending = runPreRegistration(instance, flow);
  for (const script of document.head.querySelectorAll('script')) script.dispatchEvent(new Event('load'));
  return pending;
}

const ok = () => jsonResponse(200, { registration: registered, access_token: AT, refresh_token: RT });

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  document.body.replaceChildren();
});

describe('runPreRegistration', () => {
  it('§7 Registrations: POSTs pre-register once with the bot-protection token header and the draft body', async () => {
    const { instance, calls, execute } = setup(ok);
    const result = await run(instance);
    expect(result).toEqual({ kind: 'registered', registration: expect.objectContaining({ id: 'reg-42' }) });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method.toUpperCase()).toBe('POST');
    expect(new URL(call?.url ?? '', 'http://x').pathname).toBe('/api/usr/v2/registrations/pre-register');
    expect(call?.headers['x-recaptcha-response-token']).toBe(RECAPTCHA_TOKEN);
    expect(JSON.parse(call?.body ?? 'null')).toEqual({
      flow: 'CONSUMER',
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1990-03-15',
      email: 'mario.rossi@example.it',
      phoneNumber: '3331234567',
      accessCode: '13579',
      mgmCode: null,
      consents: ['privacy'],
    });
    expect(execute).toHaveBeenCalledExactlyOnceWith('k', { action: 'preregister' });
  });

  it('§7 Registrations: the MINOR flow is sent as the body flow', async () => {
    const { instance, calls } = setup(ok);
    await run(instance, 'MINOR');
    expect(JSON.parse(calls[0]?.body ?? 'null')).toMatchObject({ flow: 'MINOR' });
  });

  it('§4 Session: the tokens of the answer are stored in session storage (at, rt) and the token data in state', async () => {
    const { instance } = setup(ok);
    await run(instance);
    expect(window.sessionStorage.getItem('at')).toBe(AT);
    expect(window.sessionStorage.getItem('rt')).toBe(RT);
    expect(instance.store.state.tokenData).toEqual({ client_id: 'webapp', user_id: 'u-42' });
  });

  it('§3 the registration becomes current (state and currentRegistrationId) and the draft is forgotten', async () => {
    const { instance } = setup(ok);
    expect(instance.store.state.draft.accessCode).toBe('13579');
    await run(instance);
    expect(instance.store.state.registrations).toMatchObject({ id: 'reg-42' });
    expect(window.sessionStorage.getItem('currentRegistrationId')).toBe('reg-42');
    expect(instance.store.state.draft.accessCode).toBe('');
    expect(instance.store.state.draft.firstName).toBe('');
    expect(instance.store.state.draft.consents).toEqual([]);
  });

  it('§7 Other: the host app is paired with the user id, and no token travels on the bridge', async () => {
    const { instance, bridge } = setup(ok);
    await run(instance);
    await waitForState(() => expect(bridge.map((m) => m.type)).toContain('pairUser'));
    expect(bridge.filter((m) => m.type === 'pairUser')).toEqual([{ type: 'pairUser', payload: { userId: 'u-42' } }]);
    const everything = JSON.stringify(bridge);
    for (const secret of [AT, RT, RECAPTCHA_TOKEN, '13579']) expect(everything).not.toContain(secret);
  });

  it('§7 Other: without a user id in the token, the registration user id is used for pairUser', async () => {
    const { instance, bridge } = setup(() =>
      jsonResponse(200, { registration: registered, access_token: 'opaque-token', refresh_token: RT }),
    );
    await run(instance);
    expect(instance.store.state.tokenData).toBeNull();
    await waitForState(() => expect(bridge.filter((m) => m.type === 'pairUser')).toEqual([{ type: 'pairUser', payload: { userId: 'u-42' } }]));
    // The new session is announced (sessionRefreshed, no token), then the user paired.
    expect(bridge.map((m) => m.type)).toEqual(['sessionRefreshed', 'pairUser']);
    expect(JSON.stringify(bridge)).not.toContain('opaque-token');
  });

  it('the loader is held while the call runs and released after', async () => {
    let loaderDuringCall = -1;
    const { instance } = setup(() => {
      loaderDuringCall = instance.store.state.ui.loader;
      return ok();
    });
    const pending = run(instance);
    expect(instance.store.state.ui.loader).toBe(1);
    await pending;
    expect(loaderDuringCall).toBe(1);
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('§5 a server error on a field is placed on the screen that owns it (409 on email -> EmailForm)', async () => {
    const message = "L'email è già registrata";
    const { instance } = setup(() =>
      jsonResponse(409, { context: { code: 'USR_REG_1001', message: 'conflict', errors: [{ field: 'email', message }] } }),
    );
    const result = await run(instance);
    expect(result).toEqual({ kind: 'field-error', error: { screen: 'EmailForm', field: 'email', message } });
    expect(instance.store.state.ui.loader).toBe(0);
    // Nothing was registered: the draft stays so the user can correct it.
    expect(instance.store.state.registrations).toBeNull();
    expect(instance.store.state.draft.accessCode).toBe('13579');
    expect(window.sessionStorage.getItem('currentRegistrationId')).toBeNull();
  });

  it('§5 a dotted field name is placed by its last segment', async () => {
    const { instance } = setup(() =>
      jsonResponse(400, { context: { code: 'X', message: 'bad', errors: [{ field: 'data.phoneNumber', message: 'Numero già in uso' }] } }),
    );
    expect(await run(instance)).toEqual({
      kind: 'field-error',
      error: { screen: 'EmailForm', field: 'phoneNumber', message: 'Numero già in uso' },
    });
  });

  it('a field error on a field the data steps do not have is a generic failure', async () => {
    const { instance } = setup(() =>
      jsonResponse(400, { context: { code: 'X', message: 'bad', errors: [{ field: 'nickname', message: 'no' }] } }),
    );
    const result = await run(instance);
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' ? result.error : undefined).toBeInstanceOf(ApiError);
    expect(instance.store.state.ui.loader).toBe(0);
  });

  it('a server failure (500) is a generic failure carrying the API error', async () => {
    const { instance, bridge } = setup(() => jsonResponse(500, { trace: 'tr-1', context: { code: 'BOOM', message: 'boom' } }));
    const result = await run(instance);
    expect(result).toEqual({ kind: 'failed', error: expect.objectContaining({ status: 500, code: 'BOOM', trace: 'tr-1' }) });
    expect(instance.store.state.registrations).toBeNull();
    expect(window.sessionStorage.getItem('at')).toBeNull();
    expect(instance.store.state.ui.loader).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(bridge).toEqual([]);
  });

  it('§7 Registrations: a rejected challenge fails with a BotProtectionError and sends no request', async () => {
    const { instance, calls } = setup(ok, { execute: () => Promise.reject(new Error('nope')) });
    const result = await run(instance);
    expect(result.kind).toBe('failed');
    const error = result.kind === 'failed' ? result.error : undefined;
    expect(error).toBeInstanceOf(BotProtectionError);
    expect(error).toMatchObject({ reason: 'rejected' });
    expect(calls).toHaveLength(0);
    expect(instance.store.state.ui.loader).toBe(0);
    expect(instance.store.state.draft.accessCode).toBe('13579');
  });

  it('§7 Other: without a site key it fails with a BotProtectionError and sends no request', async () => {
    const { instance, calls, execute } = setup(ok, { siteKey: '' });
    const result = await run(instance);
    expect(result).toEqual({ kind: 'failed', error: expect.any(BotProtectionError) });
    expect(result.kind === 'failed' ? result.error : undefined).toMatchObject({ reason: 'not-configured' });
    expect(calls).toHaveLength(0);
    expect(execute).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(instance.store.state.ui.loader).toBe(0);
  });
});

describe('placeFieldError', () => {
  const apiError = (fieldErrors: { field: string; message: string }[]) =>
    new ApiError({ kind: 'http', status: 400, message: 'bad', fieldErrors });

  it('§5 the first server error that names a data-step field is placed on its screen', () => {
    expect(
      placeFieldError(
        apiError([
          { field: 'unknown', message: 'ignored' },
          { field: 'birthDate', message: 'Data non valida' },
          { field: 'email', message: 'second' },
        ]),
      ),
    ).toEqual({ screen: 'AgeForm', field: 'birthDate', message: 'Data non valida' });
  });

  it('§5 each draft field maps to its screen, also behind a dotted path', () => {
    expect(placeFieldError(apiError([{ field: 'lastName', message: 'm' }]))?.screen).toBe('NameForm');
    expect(placeFieldError(apiError([{ field: 'mgmCode', message: 'm' }]))?.screen).toBe('EmailForm');
    expect(placeFieldError(apiError([{ field: 'request.data.accessCode', message: 'm' }]))).toEqual({
      screen: 'CodeForm',
      field: 'accessCode',
      message: 'm',
    });
    expect(placeFieldError(apiError([{ field: 'consents', message: 'm' }]))?.screen).toBe('PrivacyForm');
  });

  it('no field errors, unknown fields, empty messages or inherited property names give null', () => {
    expect(placeFieldError(apiError([]))).toBeNull();
    expect(placeFieldError(apiError([{ field: 'nickname', message: 'm' }]))).toBeNull();
    expect(placeFieldError(apiError([{ field: 'email', message: '' }]))).toBeNull();
    expect(placeFieldError(apiError([{ field: 'toString', message: 'm' }]))).toBeNull();
    expect(placeFieldError(apiError([{ field: '', message: 'm' }]))).toBeNull();
    expect(placeFieldError(apiError([{ field: 'data.', message: 'm' }]))).toBeNull();
  });
});

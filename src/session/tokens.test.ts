import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/support/fetch-mock';
import { createSafeStorage, readFlag, readSession, writeSession } from './storage';
import { decodeTokenData } from './token-data';
import { persistStartup, readUrlStartup, takeUrlTokens } from './tokens';

describe('token data', () => {
  it('§3 token data holds the client_id and user id decoded from the access token', () => {
    const at = fakeJwt({ sub: 'u1', user_id: 'u1', client_id: 'webapp', typ: 'access', exp: 1, jti: 'j' });
    expect(decodeTokenData(at)).toEqual({ client_id: 'webapp', user_id: 'u1' });
    expect(decodeTokenData(fakeJwt({ sub: 'u2', client_id: 'web' }))).toEqual({ client_id: 'web', user_id: 'u2' });
  });

  it('§3 decodeTokenData is null for garbage', () => {
    expect(decodeTokenData(null)).toBeNull();
    expect(decodeTokenData('')).toBeNull();
    expect(decodeTokenData('not-a-jwt')).toBeNull();
    expect(decodeTokenData('a.%%%.c')).toBeNull();
    expect(decodeTokenData(`a.${btoa('not json')}.c`)).toBeNull();
    expect(decodeTokenData(fakeJwt({ user_id: 'u1', client_id: 'mobile' }))).toBeNull();
    expect(decodeTokenData(fakeJwt({ client_id: 'web' }))).toBeNull();
  });

  it('§3 base64url payloads with - and _ decode', () => {
    // '?>' and '~~~' produce '_' and '-' in base64url.
    const at = fakeJwt({ user_id: '?>~~~', client_id: 'web' });
    expect(at.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenData(at)).toEqual({ client_id: 'web', user_id: '?>~~~' });
  });
});

describe('start-up URL', () => {
  it('§4 Start-up rules reads every start-up query parameter', () => {
    const url = new URL(
      'https://x.it/onb/?fromApp=true&idRegistration=r9&upgrade=true&bizLP=true&bizDI=false&upgradeMinor=1' +
        '&corporate=true&updateDocument=true&cookieConsents=stat,mkt&access_token=A&refresh_token=R#/nameForm',
    );
    const result = readUrlStartup(url);
    expect(result.flags).toEqual({
      fromApp: true,
      idRegistration: 'r9',
      upgrade: true,
      bizLP: true,
      bizDI: false,
      upgradeMinor: true,
      corporate: true,
      updateDocument: true,
      cookieConsents: 'stat,mkt',
    });
    expect(result.tokens).toEqual({ accessToken: 'A', refreshToken: 'R' });
  });

  it('§4 tokens are removed from the URL, everything else (including the hash) is kept', () => {
    const result = readUrlStartup(
      new URL('https://x.it/onb/?fromApp=true&access_token=A&x=a%20b&refresh_token=R#/citizenship?SERVICE=true'),
    );
    expect(result.cleanedUrl).toBe('https://x.it/onb/?fromApp=true&x=a%20b#/citizenship?SERVICE=true');
    expect(result.changed).toBe(true);

    const only = readUrlStartup(new URL('https://x.it/?access_token=A&refresh_token=R#/'));
    expect(only.cleanedUrl).toBe('https://x.it/#/');
  });

  it('§4 tokens inside the hash query (hash routing) are read and removed too', () => {
    const result = readUrlStartup(new URL('https://x.it/#/?fromApp=true&access_token=A&refresh_token=R&corporate=true'));
    expect(result.tokens).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect(result.flags.corporate).toBe(true);
    expect(result.cleanedUrl).toBe('https://x.it/#/?fromApp=true&corporate=true');
  });

  it('§4 a URL without tokens is unchanged and absent flags stay undefined', () => {
    const href = 'https://x.it/?a=1#/home';
    const result = readUrlStartup(new URL(href));
    expect(result.changed).toBe(false);
    expect(result.cleanedUrl).toBe(href);
    expect(result.flags).toEqual({ idRegistration: null, cookieConsents: null });
    expect(result.tokens).toEqual({ accessToken: null, refreshToken: null });
  });

  it('§4 §6 persistStartup keeps flags, the tutor registration and tokens in session storage', () => {
    const store = createSafeStorage(() => window.sessionStorage);
    writeSession('bizDI', 'true', store);
    writeSession('upgrade', 'true', store);
    persistStartup(
      readUrlStartup(
        new URL('https://x.it/?fromApp=true&bizDI=false&idRegistration=r9&cookieConsents=all&access_token=A&refresh_token=R'),
      ),
      store,
    );
    expect(readFlag('fromApp', store)).toBe(true);
    expect(readSession('bizDI', store)).toBeNull();
    expect(readFlag('upgrade', store)).toBe(true); // absent from the URL: kept from an earlier load
    expect(readSession('currentRegistrationId', store)).toBe('r9');
    expect(readFlag('isTutor', store)).toBe(true);
    expect(readSession('cookieConsents', store)).toBe('all');
    expect(readSession('at', store)).toBe('A');
    expect(readSession('rt', store)).toBe('R');
  });

  it('§4 persistStartup without tutor id or tokens writes neither', () => {
    persistStartup(readUrlStartup(new URL('https://x.it/?fromApp=true')));
    expect(readSession('isTutor')).toBeNull();
    expect(readSession('currentRegistrationId')).toBeNull();
    expect(readSession('at')).toBeNull();
  });
});

describe('takeUrlTokens (DESIGN §3: tokens found in the URL are removed from the address bar)', () => {
  const fakeWindow = (href: string) => {
    const win = {
      location: { href },
      history: {
        state: { kept: true },
        replaceState: (_state: unknown, _title: string, url: string) => {
          win.location.href = url;
        },
      },
    };
    return win as unknown as Pick<Window, 'location' | 'history'> & { location: { href: string } };
  };

  it('moves both tokens into session storage and strips them from the address, every other part kept', () => {
    const store = createSafeStorage(() => window.sessionStorage);
    store.removeItem('at');
    store.removeItem('rt');
    const win = fakeWindow('https://bank.example/app?fromApp=true&access_token=A.B.C&refresh_token=R.S.T#/');
    takeUrlTokens(win, store);
    expect(win.location.href).toBe('https://bank.example/app?fromApp=true#/');
    expect(readSession('at', store)).toBe('A.B.C');
    expect(readSession('rt', store)).toBe('R.S.T');
  });

  it('leaves an address without tokens alone', () => {
    const win = fakeWindow('https://bank.example/app?fromApp=true#/ageForm');
    const store = createSafeStorage(() => window.sessionStorage);
    store.removeItem('at');
    takeUrlTokens(win, store);
    expect(win.location.href).toBe('https://bank.example/app?fromApp=true#/ageForm');
    expect(readSession('at', store)).toBeNull();
  });
});

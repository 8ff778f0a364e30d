// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_TOKEN_KEYS,
  SESSION_KEYS,
  clearSession,
  createSafeStorage,
  handOffTokensToLocal,
  readFlag,
  readSession,
  removeSession,
  writeSession,
} from './storage';

/** A Storage whose every method throws, like Safari private mode's setItem. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('QuotaExceededError', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('session storage', () => {
  it('§3 every copy of this module on the page (the loader\'s, the element\'s) uses one wrapper and its fallback', async () => {
    const first = await import('./storage');
    vi.resetModules();
    const second = await import('./storage');
    expect(second).not.toBe(first);
    expect(second.sessionStore()).toBe(first.sessionStore());
  });

  it('§3 the session-storage keys are exactly the spec list', () => {
    expect([...SESSION_KEYS]).toEqual([
      'at',
      'rt',
      'fromApp',
      'currentRegistrationId',
      'isTutor',
      'bizDI',
      'bizLP',
      'upgrade',
      'upgradeMinor',
      'corporate',
      'updateDocument',
      'bookAssistance',
      'cookieConsents',
    ]);
    expect(LOCAL_TOKEN_KEYS).toEqual({ access: 'access_token', refresh: 'refresh_token' });
  });

  it('§3 read, write, remove and flags use the page session storage by default', () => {
    writeSession('currentRegistrationId', 'r1');
    expect(window.sessionStorage.getItem('currentRegistrationId')).toBe('r1');
    expect(readSession('currentRegistrationId')).toBe('r1');
    removeSession('currentRegistrationId');
    expect(readSession('currentRegistrationId')).toBeNull();

    writeSession('fromApp', 'true');
    writeSession('upgrade', 'false');
    expect(readFlag('fromApp')).toBe(true);
    expect(readFlag('upgrade')).toBe(false);
    expect(readFlag('bizDI')).toBe(false);
  });

  it('§4 Session clearSession removes every session key and nothing else', () => {
    for (const key of SESSION_KEYS) writeSession(key, 'x');
    window.sessionStorage.setItem('hostKey', 'keep');
    clearSession();
    for (const key of SESSION_KEYS) expect(readSession(key)).toBeNull();
    expect(window.sessionStorage.getItem('hostKey')).toBe('keep');
  });

  it('§3 a storage that throws falls back to an in-memory map', () => {
    const store = createSafeStorage(throwingStorage);
    expect(store.usingFallback).toBe(false);
    writeSession('at', 'token', store);
    expect(store.usingFallback).toBe(true);
    expect(readSession('at', store)).toBe('token');
    expect(readFlag('fromApp', store)).toBe(false);
    writeSession('fromApp', 'true', store);
    expect(readFlag('fromApp', store)).toBe(true);
    clearSession(store);
    expect(readSession('at', store)).toBeNull();
  });

  it('§3 a storage whose getter throws (sandboxed iframe) also falls back', () => {
    const store = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readSession('rt', store)).toBeNull();
    writeSession('rt', 'r', store);
    expect(readSession('rt', store)).toBe('r');
    const missing = createSafeStorage(() => undefined);
    writeSession('rt', 'm', missing);
    expect(readSession('rt', missing)).toBe('m');
  });

  it('§4 Login flow step 2 hands the tokens off from session to local storage', () => {
    writeSession('at', 'a');
    writeSession('rt', 'r');
    writeSession('fromApp', 'true');
    handOffTokensToLocal('a', 'r');
    expect(readSession('at')).toBeNull();
    expect(readSession('rt')).toBeNull();
    expect(readSession('fromApp')).toBe('true');
    expect(window.localStorage.getItem('access_token')).toBe('a');
    expect(window.localStorage.getItem('refresh_token')).toBe('r');
  });
});

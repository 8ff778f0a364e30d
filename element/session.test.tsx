/**
 * The session hand-over on the element itself (spec §4 Session): `setSession` before and after the start-up,
 * `getSession`, and what a bad argument does. The start-up's own placement is session-start's (mocked here).
 */
import { act, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/support/fetch-mock';
import { clearSession, readSession } from '../src/session/storage';
import { defineBankOnboarding, TAG_NAME } from './define';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));
const startSession = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../src/app/session-start', () => ({ startSession }));

const at = fakeJwt({ client_id: 'webapp', user_id: 'usr-9' });
const rt = fakeJwt({ typ: 'refresh' });

async function mount(before?: (el: HTMLElementTagNameMap['bank-onboarding']) => void) {
  const el = document.createElement(TAG_NAME);
  el.setAttribute('routing', 'memory');
  before?.(el);
  const messages: string[] = [];
  el.addEventListener('onboarding-bridge-message', (event) => messages.push(event.detail.type));
  await act(async () => {
    document.body.append(el);
  });
  await waitFor(() => expect(el.shadowRoot?.querySelector('.root')).toBeTruthy());
  return { el, messages };
}

describe('<bank-onboarding> session hand-over', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });
  beforeEach(() => {
    clearSession();
    startSession.mockClear();
  });

  it('setSession before the element connects: the start-up uses the pair as it would a start-up URL\'s', async () => {
    const { el, messages } = await mount((element) => element.setSession({ accessToken: at, refreshToken: rt }));
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(messages).toContain('pairUser'));
    expect(el.getSession()).toEqual({ accessToken: at, refreshToken: rt });
    expect(window.location.href).not.toContain(at);
    el.remove();
  });

  it('setSession after the start-up: the start-up runs again for the new session; getSession is null before', async () => {
    const { el, messages } = await mount();
    await waitFor(() => expect(messages).toContain('appIsReady'));
    expect(el.getSession()).toBeNull();
    expect(startSession).not.toHaveBeenCalled();
    await act(async () => {
      el.setSession({ accessToken: at, refreshToken: rt });
    });
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
    expect(readSession('at')).toBe(at);
    expect(readSession('rt')).toBe(rt);
    el.remove();
  });

  it('setSession rejects anything but two JWT-shaped strings with a TypeError naming no value, and stores nothing', async () => {
    const { el } = await mount();
    const bad = [
      { accessToken: at },
      { access_token: at, refresh_token: rt },
      { accessToken: at, refreshToken: 'opaque' },
      null,
    ] as unknown as Parameters<typeof el.setSession>[0][];
    for (const value of bad) {
      expect(() => el.setSession(value)).toThrow(TypeError);
      try {
        el.setSession(value);
      } catch (error) {
        expect(String(error)).not.toContain(at);
      }
    }
    expect(el.getSession()).toBeNull();
    expect(readSession('at')).toBeNull();
    el.remove();
  });
});

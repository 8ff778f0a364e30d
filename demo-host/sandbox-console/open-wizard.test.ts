/**
 * "Apri" with a session: the tab the console opened gets the session through its session storage (browser) or
 * the simulated app's hand-over (webview), and its address never holds a token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HAND_OVER_WAIT, poll, showWizard, type WizardTab } from './open-wizard';

const tokens = { access_token: 'a.b+c', refresh_token: 'r/1' };

/** A blank tab as window.open('', '_blank') gives it: its session storage, its address, no simulated app yet. */
function blankTab() {
  const stored = new Map<string, string>();
  const tab: WizardTab & { closed: boolean; stored: Map<string, string> } = {
    location: { href: 'about:blank' },
    sessionStorage: { setItem: (key: string, value: string) => void stored.set(key, value) },
    closed: false,
    stored,
  };
  return tab;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('showWizard: the session reaches the tab, never through its address', () => {
  it('browser: the tokens go into the blank tab\'s session storage (at, rt) before it loads the page without them', async () => {
    const tab = blankTab();
    let href = 'about:blank';
    let storedWhenLeaving: Record<string, string> = {};
    tab.location = {
      get href() {
        return href;
      },
      set href(url: string) {
        storedWhenLeaving = Object.fromEntries(tab.stored);
        href = url;
      },
    };
    expect(await showWizard(tab, 'browser', tokens, { flags: { upgrade: true } })).toBe(true);
    expect(tab.location.href).toBe('/?upgrade=true');
    expect(storedWhenLeaving).toEqual({ at: 'a.b+c', rt: 'r/1' });
  });

  it('a new visitor: the page, no session', async () => {
    const tab = blankTab();
    expect(await showWizard(tab, 'browser', undefined, { flags: {} })).toBe(true);
    expect(tab.location.href).toBe('/');
    expect(tab.stored.size).toBe(0);
  });

  it('webview: the simulator loads without tokens, then its app signs in with the session (as the native harnesses hand it over)', async () => {
    vi.useFakeTimers();
    const tab = blankTab();
    const signIn = vi.fn();
    const shown = showWizard(tab, 'android', tokens, { flags: {} });
    expect(tab.location.href).toBe('/webview.html?platform=android&fromApp=true');
    await vi.advanceTimersByTimeAsync(200);
    expect(signIn).not.toHaveBeenCalled();
    tab.__nativeApp = { signIn }; // the simulator's page has loaded
    await vi.advanceTimersByTimeAsync(50);
    expect(await shown).toBe(true);
    expect(signIn).toHaveBeenCalledExactlyOnceWith({ accessToken: 'a.b+c', refreshToken: 'r/1' });
    expect(tab.stored.size).toBe(0);
  });

  it('webview: a simulator that never appears (or a tab closed meanwhile) ends the wait, reported as false', async () => {
    vi.useFakeTimers();
    const never = blankTab();
    const shown = showWizard(never, 'ios', tokens, { flags: {} });
    await vi.advanceTimersByTimeAsync(HAND_OVER_WAIT.timeoutMs + 100);
    expect(await shown).toBe(false);

    const closed = blankTab();
    const gone = showWizard(closed, 'ios', tokens, { flags: {} });
    closed.closed = true;
    await vi.advanceTimersByTimeAsync(50);
    expect(await gone).toBe(false);
  });
});

describe('poll', () => {
  it('a read that throws (the tab between two documents) is nothing yet', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const found = poll(() => {
      calls += 1;
      if (calls < 3) throw new Error('navigating');
      return 'ready';
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(await found).toBe('ready');
    expect(calls).toBe(3);
  });
});

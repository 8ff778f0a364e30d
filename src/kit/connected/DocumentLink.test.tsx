/**
 * DocumentLink: spec §6 token as `at`, spec §9 duplicate open on Android ignored within 5 seconds, spec §7 a
 * dynamic document's call before it opens.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { clickGoesThrough, renderOnPlatform } from '../../../test/support/fields';
import { ApiError } from '../../api/errors';
import { writeSession } from '../../session/storage';
import { DocumentLink } from './DocumentLink';

const DOC = 'https://api.example.test/usr/v2/documents/terms/7';

afterEach(() => {
  vi.useRealTimers();
});

describe('§6 documents open with the access token as at', () => {
  it('§6 appends the access token as query at when a session exists', () => {
    writeSession('at', 'tok en');
    renderOnPlatform(<DocumentLink href={DOC} />, 'desktop');
    const link = screen.getByRole('link', { name: /^Leggi il documento/ });
    expect(link).toHaveAttribute('href', `${DOC}?at=tok%20en`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('§6 leaves the address alone without a session', () => {
    renderOnPlatform(<DocumentLink href={`${DOC}?x=1`} />, 'desktop');
    expect(screen.getByRole('link')).toHaveAttribute('href', `${DOC}?x=1`);
  });

  it('names the document and the new window for screen readers, and passes axe', async () => {
    const { container } = renderOnPlatform(<DocumentLink href={DOC} about="Informativa privacy" />, 'desktop');
    expect(screen.getByRole('link')).toHaveAccessibleName('Leggi il documento: Informativa privacy (si apre in una nuova finestra)');
    await expectNoAxeViolations(container);
  });

  it('takes its own text', () => {
    renderOnPlatform(<DocumentLink href={DOC}>Condizioni</DocumentLink>, 'desktop');
    expect(screen.getByRole('link', { name: /^Condizioni/ })).toBeInTheDocument();
  });
});

describe('§9 duplicate document open on Android ignored within 5 seconds', () => {
  it('§9 on Android a second click within 5 s is ignored, and goes through again at 5 s', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOnPlatform(<DocumentLink href={DOC} />, 'android');
    const link = screen.getByRole('link');
    expect(clickGoesThrough(link)).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(clickGoesThrough(link)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(clickGoesThrough(link)).toBe(true);
  });

  it('§9 on Android the guard is shared by the links of one element (same document twice on a screen)', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOnPlatform(
      <>
        <DocumentLink href={DOC}>Uno</DocumentLink>
        <DocumentLink href={DOC}>Due</DocumentLink>
        <DocumentLink href={`${DOC}/other`}>Altro</DocumentLink>
      </>,
      'android',
    );
    expect(clickGoesThrough(screen.getByRole('link', { name: /^Uno/ }))).toBe(true);
    expect(clickGoesThrough(screen.getByRole('link', { name: /^Due/ }))).toBe(false);
    expect(clickGoesThrough(screen.getByRole('link', { name: /^Altro/ }))).toBe(true);
  });

  it('§9 two elements do not share a guard', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOnPlatform(<DocumentLink href={DOC}>Uno</DocumentLink>, 'android');
    renderOnPlatform(<DocumentLink href={DOC}>Due</DocumentLink>, 'android');
    expect(clickGoesThrough(screen.getByRole('link', { name: /^Uno/ }))).toBe(true);
    expect(clickGoesThrough(screen.getByRole('link', { name: /^Due/ }))).toBe(true);
  });

  it.each(['ios', 'desktop'] as const)('§9 on %s every click goes through', (platform) => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderOnPlatform(<DocumentLink href={DOC} />, platform);
    const link = screen.getByRole('link');
    expect(clickGoesThrough(link)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(clickGoesThrough(link)).toBe(true);
  });

  it("runs the caller's onClick", () => {
    const onClick = vi.fn();
    renderOnPlatform(<DocumentLink href={DOC} onClick={onClick} />, 'android');
    clickGoesThrough(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('§7 a dynamic document: a call before it opens (beforeOpen)', () => {
  /** The opens (clicks on the link nothing prevented); every link click is stopped so jsdom does not navigate. */
  function recordOpens() {
    const opens: string[] = [];
    const record = (event: MouseEvent) => {
      if (!(event.target as Element).closest('a')) return;
      if (!event.defaultPrevented) opens.push((event.target as Element).closest('a')!.getAttribute('href') ?? '');
      event.preventDefault();
    };
    window.addEventListener('click', record);
    onTestFinished(() => window.removeEventListener('click', record));
    return opens;
  }
  const click = (element: Element) => act(() => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));

  it("§7 the call answers first, then the link opens; the caller's onClick runs once per click", async () => {
    const opens = recordOpens();
    const beforeOpen = vi.fn(() => Promise.resolve({}));
    const onClick = vi.fn();
    renderOnPlatform(<DocumentLink href={DOC} beforeOpen={beforeOpen} onClick={onClick} />, 'desktop');
    await click(screen.getByRole('link'));
    await waitFor(() => expect(opens).toEqual([DOC]));
    expect(beforeOpen).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('§4 Session: a call that refreshed the tokens opens the document with the new access token', async () => {
    writeSession('at', 'old-token');
    const opens = recordOpens();
    const beforeOpen = vi.fn(() => {
      writeSession('at', 'new-token');
      return Promise.resolve({});
    });
    renderOnPlatform(<DocumentLink href={DOC} beforeOpen={beforeOpen} />, 'desktop');
    expect(screen.getByRole('link')).toHaveAttribute('href', `${DOC}?at=old-token`);
    await click(screen.getByRole('link'));
    await waitFor(() => expect(opens).toEqual([`${DOC}?at=new-token`]));
  });

  it('§9 on Android a repeat within 5 s after an open makes no call; a click whose call failed did not count as an open', async () => {
    vi.useFakeTimers({ now: 1_000_000, shouldAdvanceTime: true });
    const opens = recordOpens();
    let fail = true;
    const beforeOpen = vi.fn(() => (fail ? Promise.reject(new ApiError({ kind: 'network', message: 'offline' })) : Promise.resolve({})));
    const { instance } = renderOnPlatform(<DocumentLink href={DOC} beforeOpen={beforeOpen} />, 'android');
    await click(screen.getByRole('link'));
    await waitFor(() => expect(instance.store.state.ui.dialog).not.toBeNull());
    await act(async () => instance.store.actions.closeDialog('close'));
    fail = false;
    await click(screen.getByRole('link'));
    await waitFor(() => expect(opens).toEqual([DOC]));
    await click(screen.getByRole('link'));
    expect(beforeOpen).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    await click(screen.getByRole('link'));
    await waitFor(() => expect(opens).toEqual([DOC, DOC]));
    expect(beforeOpen).toHaveBeenCalledTimes(3);
  });

  it('§4 Session: an expired session (its own procedure already ran) adds no error dialog and opens nothing', async () => {
    const opens = recordOpens();
    const beforeOpen = vi.fn(() => Promise.reject(new ApiError({ kind: 'session-expired', message: 'expired' })));
    const { instance } = renderOnPlatform(<DocumentLink href={DOC} beforeOpen={beforeOpen} />, 'desktop');
    await click(screen.getByRole('link'));
    await waitFor(() => expect(beforeOpen).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(opens).toEqual([]);
    // Not stuck: the next click calls again.
    await click(screen.getByRole('link'));
    expect(beforeOpen).toHaveBeenCalledTimes(2);
  });
});

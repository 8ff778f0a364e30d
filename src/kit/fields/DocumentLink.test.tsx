/** DocumentLink: spec §6 token as `at`, spec §9 duplicate open on Android ignored within 5 seconds. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/support/axe';
import { clickGoesThrough, renderOnPlatform } from '../../../test/support/fields';
import { writeSession } from '../../session/storage';
import { DocumentLink } from '.';

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

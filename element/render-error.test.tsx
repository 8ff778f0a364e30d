/** A screen that fails to render, on the real element: reported, tracked, and explained to the user. */
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorReporter, TrackDetail } from './surface';
import { defineBankOnboarding, TAG_NAME } from './define';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));
vi.mock('../src/screens/landing/Home/Home', () => ({
  default: () => {
    throw new TypeError('landing broke at /doc?at=SECRET');
  },
}));

describe('<bank-onboarding> render errors (spec §7 Other, §8)', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });

  it('a screen that throws reaches the reporter (source render), is tracked as messaggio, and the generic text shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const captureError = vi.fn<ErrorReporter['captureError']>();
    const events: TrackDetail[] = [];
    const el = document.createElement(TAG_NAME);
    el.setAttribute('routing', 'memory');
    el.errorReporter = { captureError };
    el.addEventListener('onboarding-track', (e) => events.push(e.detail));
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(el.shadowRoot?.querySelector('section.main [role="alert"]')).toBeTruthy());
    expect(el.shadowRoot!.querySelector('section.main [role="alert"]')?.textContent).toContain('Si è verificato un errore');
    expect(captureError).toHaveBeenCalledTimes(1);
    const [error, context] = captureError.mock.calls[0]!;
    expect(error).toMatchObject({ name: 'TypeError', message: 'landing broke at /doc?at=[redacted]' });
    expect(context).toMatchObject({ source: 'render', step: 0, substep: 0, path: '/' });
    expect(events).toContainEqual({
      name: 'messaggio',
      kind: 'message',
      payload: { type: 'errore', code: 'TypeError', message: 'landing broke at /doc?at=[redacted]' },
    });
    expect(JSON.stringify([captureError.mock.calls, events])).not.toContain('SECRET');
    el.remove();
  });
});

/** `onboarding-ready` once per connection, and the cancelable events' flag (element/surface.ts CANCELABLE_EVENTS). */
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineBankOnboarding, TAG_NAME } from './define';
import { emit } from './events';
import { CANCELABLE_EVENTS, EVENT_NAMES, type OnboardingEventMap } from './surface';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));

describe('<bank-onboarding> lifecycle events', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });

  it('onboarding-ready: once per connection, when the landing heading is rendered; resumed false without a session', async () => {
    const ready: OnboardingEventMap['onboarding-ready'][] = [];
    const el = document.createElement(TAG_NAME);
    el.setAttribute('routing', 'memory');
    el.addEventListener('onboarding-ready', (e) => ready.push(e));
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0]!.detail).toEqual({ screen: 'Home', resumed: false });
    expect(el.shadowRoot!.querySelector('[data-step-heading]')).toBeTruthy();
    // A later step change is not a new ready.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ready).toHaveLength(1);
    // A new connection is: the element starts afresh.
    await act(async () => el.remove());
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(ready).toHaveLength(2));
    el.remove();
  });

  it('only onboarding-exit and onboarding-complete are cancelable', () => {
    const target = new EventTarget();
    for (const name of EVENT_NAMES) {
      const event = emit(target, name, {} as never);
      expect([name, event.cancelable]).toEqual([name, (CANCELABLE_EVENTS as readonly string[]).includes(name)]);
    }
    expect([...CANCELABLE_EVENTS]).toEqual(['onboarding-exit', 'onboarding-complete']);
  });
});

/** The error reporter and the tracking events on the real element: what a host's reporter and listeners receive. */
import { act, waitFor } from '@testing-library/react';
import r2wc from '@r2wc/react-to-web-component';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackDetail } from './surface';
import { DEFAULT_ERROR_REPORTER_SETTINGS, type ErrorReporter } from './surface';
import { defineBankOnboarding, TAG_NAME, type BankOnboardingElement } from './define';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));

const reporter = () => ({
  init: vi.fn<NonNullable<ErrorReporter['init']>>(),
  captureError: vi.fn<ErrorReporter['captureError']>(),
  captureTrace: vi.fn<NonNullable<ErrorReporter['captureTrace']>>(),
});

async function mount(setup: (el: BankOnboardingElement) => void) {
  const el = document.createElement(TAG_NAME);
  el.setAttribute('routing', 'memory');
  setup(el);
  await act(async () => {
    document.body.append(el);
  });
  await waitFor(() => expect(el.shadowRoot?.querySelector('section.main h1')).toBeTruthy());
  return el;
}

describe('<bank-onboarding> error reporter and tracking', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });

  it("r2wc's 'json' kind would drop the reporter's methods: it round-trips a property through an attribute as JSON", () => {
    const Probe = r2wc(() => null, { props: { reporter: 'json' } });
    customElements.define('reporter-json-probe', Probe);
    const probe = document.createElement('reporter-json-probe') as HTMLElement & { reporter: unknown };
    probe.reporter = { captureError: () => undefined };
    expect(probe.getAttribute('reporter')).toBe('{}');
  });

  it('a reporter set as a JS property keeps its methods: init gets the §7 settings, every screen view is a trace', async () => {
    const r = reporter();
    const el = await mount((element) => {
      element.errorReporter = r;
    });
    expect(el.errorReporter).toBe(r);
    await waitFor(() => expect(r.captureTrace).toHaveBeenCalledWith('onboarding.view', expect.objectContaining({ screen: 'Home', step: 0 })));
    expect(r.init).toHaveBeenCalledExactlyOnceWith(DEFAULT_ERROR_REPORTER_SETTINGS);
    el.remove();
  });

  it('error-reporter-settings overrides the defaults; a reporter set after mount is initialised then', async () => {
    const el = await mount((element) => element.setAttribute('error-reporter-settings', '{"environment":"staging"}'));
    const r = reporter();
    el.errorReporter = r;
    expect(r.init).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_ERROR_REPORTER_SETTINGS, environment: 'staging' });
    el.errorReporter = null;
    expect(el.errorReporter).toBeNull();
    el.remove();
  });

  it('§2 the landing view is tracked on the host page as reg_Home_step0, kind view, with the §3 payload', async () => {
    const events: TrackDetail[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<TrackDetail>).detail);
    document.addEventListener('onboarding-track', listener);
    const el = await mount(() => undefined);
    await waitFor(() => expect(events.map((e) => e.name)).toContain('reg_Home_step0'));
    const view = events.find((e) => e.name === 'reg_Home_step0');
    expect(view?.kind).toBe('view');
    expect(Object.keys(view?.payload ?? {}).sort()).toEqual(
      ['cardId', 'deviceType', 'flow', 'gender', 'inviteCode', 'orderID', 'professione', 'settore'],
    );
    document.removeEventListener('onboarding-track', listener);
    el.remove();
  });

  it('the first view is tracked once its screen has shown (after onboarding-ready), not while its chunk loads', async () => {
    const order: string[] = [];
    const onTrack = (e: Event) => order.push((e as CustomEvent<TrackDetail>).detail.name);
    document.addEventListener('onboarding-track', onTrack);
    const el = await mount((element) => element.addEventListener('onboarding-ready', () => order.push('ready')));
    await waitFor(() => expect(order).toContain('reg_Home_step0'));
    expect(order.indexOf('ready')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('ready')).toBeLessThan(order.indexOf('reg_Home_step0'));
    document.removeEventListener('onboarding-track', onTrack);
    el.remove();
  });
});

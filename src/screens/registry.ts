/**
 * Built screens, each its own lazy chunk (the bench checks every chunk against the 15 KB gz budget).
 * A screen of spec §2 that is not listed here is not built yet: its route renders the visible
 * "non ancora disponibile" notice (issue 2), never a fake screen. Later issues add entries.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlowName, ScreenId } from '../flows';

export interface ScreenProps {
  screen: ScreenId;
}

type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;

export const SCREEN_LOADERS: Partial<Record<ScreenId, ScreenLoader>> = {
  Home: () => import('./Home/Home'),
  // spec §4 CONSUMER step 1, the data steps (issue 4), and the two explanation pages of §2.
  AgeForm: () => import('./data/AgeForm'),
  MinorInfo: () => import('./data/MinorInfo'),
  NameForm: () => import('./data/NameForm'),
  EmailForm: () => import('./data/EmailForm'),
  PromoCodeInfo: () => import('./data/PromoCodeInfo'),
  PrivacyForm: () => import('./data/PrivacyForm'),
  CodeForm: () => import('./data/CodeForm'),
  ConfirmCodeForm: () => import('./data/ConfirmCodeForm'),
  ConfirmSms: () => import('./data/ConfirmSms'),
  Citizenship: () => import('./data/Citizenship'),
};

/**
 * Screens built for some flows only. The data steps before ConfirmSms end in pre-registration, which
 * opens a CONSUMER or MINOR registration: the business and upgrade flows that pass through them save
 * their data differently and are built by later issues, so there these routes show the "not available"
 * notice rather than a form that would send the wrong call.
 */
const PRE_REGISTRATION_FLOWS: readonly FlowName[] = ['CONSUMER', 'MINOR'];
export const BUILT_FOR_FLOWS: Partial<Record<ScreenId, readonly FlowName[]>> = {
  AgeForm: PRE_REGISTRATION_FLOWS,
  MinorInfo: PRE_REGISTRATION_FLOWS,
  NameForm: PRE_REGISTRATION_FLOWS,
  EmailForm: PRE_REGISTRATION_FLOWS,
  PromoCodeInfo: PRE_REGISTRATION_FLOWS,
  PrivacyForm: PRE_REGISTRATION_FLOWS,
  CodeForm: PRE_REGISTRATION_FLOWS,
  ConfirmCodeForm: PRE_REGISTRATION_FLOWS,
  ConfirmSms: PRE_REGISTRATION_FLOWS,
};

/** Whether `screen` is built for `flow` (a screen without a restriction is built for every flow). */
export function isBuiltFor(screen: ScreenId, flow: FlowName): boolean {
  const flows = BUILT_FOR_FLOWS[screen];
  return !flows || flows.includes(flow);
}

const lazyCache = new Map<ScreenLoader, LazyExoticComponent<ComponentType<ScreenProps>>>();
const preloaded = new Map<ScreenLoader, Promise<ScreenModule>>();

/** The lazy component of a built screen, or undefined when the screen is not built yet. */
export function lazyScreen(
  screen: ScreenId,
  loaders: Partial<Record<ScreenId, ScreenLoader>> = SCREEN_LOADERS,
): LazyExoticComponent<ComponentType<ScreenProps>> | undefined {
  const load = loaders[screen];
  if (!load) return undefined;
  let component = lazyCache.get(load);
  if (!component) {
    component = lazy(() => preloaded.get(load) ?? load());
    lazyCache.set(load, component);
  }
  return component;
}

/**
 * Starts downloading a screen's chunk ahead of time (spec §2: "The step after the target is preloaded").
 * Returns the pending import, or undefined for a screen that is not built. Failures are swallowed here:
 * the real render retries and shows the error then.
 */
export function preloadScreen(
  screen: ScreenId,
  loaders: Partial<Record<ScreenId, ScreenLoader>> = SCREEN_LOADERS,
): Promise<ScreenModule> | undefined {
  const load = loaders[screen];
  if (!load) return undefined;
  let pending = preloaded.get(load);
  if (!pending) {
    pending = load();
    pending.catch(() => preloaded.delete(load));
    preloaded.set(load, pending);
  }
  return pending;
}

/** The layout: header, the routed screen, desktop footer, help panel, global modal and loader. */
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { asApiError } from '../api/errors';
import { retryableLazy, type ChunkLoadError } from '../kit/chunks';
import { nextScreenToPreload, pathOf, SCREENS, screenOfPath } from '../flows';
import { PAGE_FADE_MS } from '../flows/timings';
import { preloadScreen, ScreenHost } from '../screens';
import { SHELL_COPY } from './copy';
import { useInstance, useOnboardingState } from '../kit/hooks';
import type { Instance } from './instance';
import { useMountedOnceOpen } from '../kit/dialogs';
import { Footer } from './Footer';
import { Header } from './Header';
import { Loader } from './Loader';
import { usePrerenderCover } from './prerender';
import { ScreenBoundary } from './ScreenBoundary';
import { Styles } from '../kit/styles';

// The global modal and the help panel are only needed once opened: their own chunk keeps the entry small.
// Both are preloaded once the first screen has shown (nothing the screen does not need competes with it on a slow
// phone), so an error dialog still shows when the network is gone later.
// A failed download is retried by the boundary around them ("Riprova", or the host's `retry`).
const loadGlobalModal = () => import('./GlobalModal');
const loadHelpPanel = () => import('./HelpPanel');
const globalModal = retryableLazy(() => loadGlobalModal().then((m) => ({ default: m.GlobalModal })));
const helpPanel = retryableLazy(() => loadHelpPanel().then((m) => ({ default: m.HelpPanel })));

/** `onboarding-load-error` of a part that failed to download; `retry` is the boundary's "Riprova". */
const reportChunkError = (instance: Instance) => (error: ChunkLoadError, retry: () => void) => {
  instance.emit('onboarding-load-error', { kind: 'chunk', message: error.message, retry });
};

/**
 * spec §9 page fade: the CSS animation of the routed screen reads its duration here (styles.css). A rule of
 * its own (a constructable stylesheet), not a `style` attribute: the prerendered HTML carries no inline style,
 * which a strict Content-Security-Policy would block.
 */
const PAGE_FADE_CSS = `.main { --bo-page-fade: ${PAGE_FADE_MS}ms; }`;

export function Shell() {
  const { instance, wizard } = useInstance();
  const [location] = useLocation();
  const { started, ui } = useOnboardingState();
  const dialogMounted = useMountedOnceOpen(ui.dialog !== null);
  const helpMounted = useMountedOnceOpen(ui.help.open);
  const rootRef = useRef<HTMLDivElement>(null);
  const shown = useReadyEvent(rootRef, started);
  useEffect(() => {
    if (!shown) return;
    void loadGlobalModal().catch(() => undefined);
    void loadHelpPanel().catch(() => undefined);
  }, [shown]);
  usePrerenderCover(instance.host.shadowRoot, rootRef);
  // spec §2: a route the guard refuses (a later step typed in the address bar) never renders; what shows in
  // its place does, while the wizard replaces the address (useRouteEffects).
  const routed = started ? wizard.routeFor(location) : location;
  const screen = screenOfPath(routed, instance.providers);
  const stepLocation = useStepLocation(routed, screen === 'PremiumFeatures');
  useRouteEffects(location, started, shown);
  const onLoadError = reportChunkError(instance);
  const HelpPanel = helpPanel();
  const GlobalModal = globalModal();
  // A screen that failed to render: reported, and tracked as a spec §8 'messaggio' (code: the error's name).
  const onRenderError = (error: unknown) => {
    instance.reporting.captureError(error, 'render');
    instance.tracker.error(error instanceof Error ? { code: error.name, message: error.message } : asApiError(error));
  };

  return (
    <div part="root" className="root" ref={rootRef}>
      <Styles css={PAGE_FADE_CSS} />
      <Header screen={screen} />
      {/* A labelled region, not <main>: host pages (CMS, webviews) own the page's main landmark. */}
      <section part="main" className="main" aria-label={SHELL_COPY.region}>
        {/* Until the start-up rules (spec §4) have placed the wizard, the loader shows instead of a route. */}
        {started && (
          <Switch location={stepLocation}>
            {SCREENS.map((id) => (
              <Route key={id} path={pathOf(id, instance.providers)}>
                {/*
                  One page a step, the §9 page fade's box: it plays when the step changes, not again when the screen
                  swaps its loading frame for its form (RequestCertificate's clauses), which would fade the loaded
                  content in from transparent a second time.
                */}
                <div className="page">
                  {/* Keyed: each step mounts fresh, so its heading takes focus (DESIGN §4). */}
                  <ScreenBoundary key={id} onError={onRenderError} onLoadError={onLoadError}>
                    <ScreenHost screen={id} />
                  </ScreenBoundary>
                </div>
              </Route>
            ))}
            {/* Unknown path: the wizard opens the "Ops!" dialog and restores the current route. */}
            <Route>{null}</Route>
          </Switch>
        )}
      </section>
      <Footer />
      <ScreenBoundary onError={onRenderError} onLoadError={onLoadError}>
        <Suspense fallback={null}>
          {helpMounted && <HelpPanel />}
          {dialogMounted && <GlobalModal />}
        </Suspense>
      </ScreenBoundary>
      <Loader />
    </div>
  );
}

/**
 * The location the routes render. The named route PremiumFeatures (spec §2) opens the help panel's premium
 * section over the current step and the wizard puts the step's address back: meanwhile the step stays
 * mounted as it was, so nothing typed in it is lost (a derived state kept during render, as React allows).
 */
function useStepLocation(location: string, overlay: boolean): string {
  const [stepLocation, setStepLocation] = useState(location);
  if (!overlay && stepLocation !== location) setStepLocation(location);
  return overlay ? stepLocation : location;
}

/**
 * What happens on every route change (spec §2 Navigation rules, DESIGN §4), once the start-up rules have
 * placed the wizard: the placement itself is the first load, not a move.
 */
function useRouteEffects(location: string, started: boolean, shown: boolean) {
  const { instance, wizard } = useInstance();
  const initial = useRef<string | null>(null);
  /** A step change whose tracking and next-step preload wait until the first screen has shown. */
  const pending = useRef<string | null>(null);

  // Layout effect: runs before the new heading's focus effect, so that heading knows a move happened.
  useLayoutEffect(() => {
    if (!started) return;
    initial.current ??= location;
    if (location !== initial.current) instance.store.actions.markNavigated();
  }, [location, instance, started]);

  useEffect(() => {
    if (!started) return;
    // A replaced route (unknown, refused by the route guard, PremiumFeatures: the help panel over the current
    // step) is no step change: the route put in its place is.
    if (!wizard.onExternalRoute(location)) return;
    const screen = screenOfPath(location, instance.providers);
    if (!screen) return;
    const { state } = instance.store;
    if (state.ui.navigated) scrollToTop(instance.host);
    const position = { step: state.currentStep, substep: state.currentSubstep };
    instance.emit('onboarding-step-change', { flow: state.flow, ...position, screen, path: location });
    instance.reporting.captureTrace('onboarding.view', { flow: state.flow, ...position, screen });
    pending.current = location;
  }, [location, instance, wizard, started]);

  // The view's tracking call and the next step's chunk: at once on a step change, but on the first screen only
  // once it has shown, so that on a slow phone neither competes with the screen a returning customer waits for.
  useEffect(() => {
    if (!shown || pending.current !== location) return;
    pending.current = null;
    const { state } = instance.store;
    instance.tracker.view(state);
    const next = nextScreenToPreload(state.flow, { step: state.currentStep, substep: state.currentSubstep });
    if (next) void preloadScreen(next);
  }, [location, shown, instance]);
}

 /**
 * `onboarding-ready`: once the start-up has placed the wizard and the first screen's heading is rendered
 * (a lazy screen renders it after its chunk arrives, hence the observer), the instance announces it once.
 * @returns whether the first screen has shown.
 */
function useReadyEvent(rootRef: RefObject<HTMLDivElement | null>, started: boolean): boolean {
  const { instance } = useInstance();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!started || !root) return;
    const check = () => {
      if (!root.querySelector('.page [data-step-heading]')) return false;
      const screen = screenOfPath(instance.router.currentPath(), instance.providers);
      if (screen) instance.announceReady(screen);
      setShown(true);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [rootRef, started, instance]);
  return shown;
}

/** spec §2: "The page scrolls to top on every change" — to the top of the element when embedded. */
function scrollToTop(host: HTMLElement) {
  const top = host.getBoundingClientRect().top + window.scrollY;
  if (window.scrollY > top) window.scrollTo({ top, behavior: 'instant' });
}

/**
 * The loader a page with a prerendered landing uses instead of the bundle itself
 * (`<script type="module" src=".../bank-onboarding-boot.js" fetchpriority="low">`). It starts downloading the
 * element only once the browser has painted a frame, so on a slow network the bytes go to the HTML (the
 * prerendered landing) first and the landing shows before any JavaScript has arrived. A tab in the background
 * paints nothing: a timer starts the download there too.
 *
 * Until the element has taken the prerender over, a click on one of its buttons is kept (PENDING_CLICK, the
 * button's position) and the element clicks the same button once it is live (src/app/prerender.ts), so a
 * quick user or a test script loses nothing. Links work on their own.
 *
 * The build bundles it on its own (scripts/vite-boot-preload.ts): it imports no chunk, so the entry's download and
 * the session's first call start as soon as this one file has arrived. Its copy of the session-storage module
 * shares its state with the element's (src/session/storage.ts).
 */
import { readFlag, readSession } from '../src/session/storage';
import { handOverSession, sessionOfInbound } from '../src/session/handover';
import { envelope } from '../bridge/envelope';
import { markAppReadySent, takeAppReadySent } from '../bridge/early-ready';
import { takeUrlTokens } from '../src/session/tokens';
import { detectTransport, isNativeApp } from '../bridge/transports';
import { PENDING_CLICK, prerenderButtonIndex } from './prerender-click';
import { sendStartCall, type StartCall } from '../src/api/start-call';

// Start-up tokens leave the address bar here, as this module script runs before DOMContentLoaded,
// not once the element's own script has arrived after the first paint (a load-event handler or an analytics
// tag of the page would see them). They wait in session storage, where the element's start-up reads them.
takeUrlTokens();

const entry = new URL('./bank-onboarding.js', import.meta.url).href;

/**
 * The chunks the entry imports statically, written here by the build (scripts/vite-boot-preload.ts): fetched
 * together with the entry instead of after it, so the landing's scripts are one round trip deep.
 */
const ENTRY_IMPORTS: readonly string[] = ['__ENTRY_IMPORTS__'].filter((file) => file !== '__ENTRY_IMPORTS__');

/**
 * The chunks a start-up with a session needs (session-start.ts, the token data, the API client, the session
 * hooks, the bridge's message schemas that check a session a native app hands over, with their static imports),
 * written here by the build like ENTRY_IMPORTS: a page opened with a session
 * (or inside a native app, which hands one over) fetches them with the entry, not one import level after another
 * once the entry has run.
 */
const SESSION_IMPORTS: readonly string[] = ['__SESSION_IMPORTS__'].filter((file) => file !== '__SESSION_IMPORTS__');

const preload = (files: readonly string[]) => {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // (Not `new URL(\`./${file}\`, import.meta.url)`: Vite would read that as an asset glob.)
    link.href = import.meta.url.replace(/[^/]*$/, file);
    document.head.append(link);
  }
};


/**
 * The early start (element/early-start.ts, bundled on its own with the map of each screen's files, its name written
 * here by the build): imported only with a session, while the entry downloads.
 */
const EARLY_START: readonly string[] = ['__EARLY_START__'].filter((file) => file !== '__EARLY_START__');

/**
 * spec §4 Start-up rules: with a token, the current registration is loaded first (`registrations/me`; a
 * guardian's start-up checks the invitation first, so not for them). The call starts here, while the entry
 * downloads, and the API client takes its response for the start-up's own `GET registrations/me` with the same
 * address and token (src/api/start-call.ts): the decisions still run in the element, in their order; only the
 * request leaves earlier. A host that configures another API base by property, not by the `api-base` attribute,
 * makes its own call (this one is then never read). When it has answered, the early start sends the lookup by id
 * and preloads the files of the screen the start-up rules place the registration on, all at once.
 */
const startWithSession = (token: string) => {
  const me = startCallApplies() ? sendStartCall('/usr/v2/registrations/me', token) : undefined;
  // The entry next: the longest download of a resume (each preload link costs the page a moment to add).
  load();
  const file = EARLY_START[0];
  // Not in a tab where the element has run before (a reload, the return from the recognition provider): the
  // chunks it loaded are in the browser's cache, and the early start would only add its own bytes.
  if (!me || !file || readSession('currentRegistrationId')) return;
  // The screen's files once the entry's chunk is in: until then they would share the bandwidth with it, and the
  // start-up needs them only once the entry has run.
  const preloadAfterEntry = (files: readonly string[]) => void entryArrived().then(() => preload(files));
  import(/* @vite-ignore */ import.meta.url.replace(/[^/]*$/, file))
    .then((early: { default: (call: StartCall, preloadFiles: (files: readonly string[]) => void) => Promise<void> }) => early.default(me, preloadAfterEntry))
    .catch(() => undefined); // the start-up loads what it needs itself
};

/** Resolves once the entry's own chunk (the first of ENTRY_IMPORTS) has downloaded: its resource timing entry. */
const entryArrived = (): Promise<void> =>
  new Promise((resolve) => {
    const chunk = ENTRY_IMPORTS[0];
    if (!chunk || typeof PerformanceObserver !== 'function') return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name.endsWith(`/${chunk}`))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });

/** The start-up's first call applies: not for a guardian (the invitation is checked first, spec §4). */
const startCallApplies = () => !readFlag('isTutor') && !new URLSearchParams(window.location.search).has('idRegistration');

let token = readSession('at');

/**
 * A native app without a session yet hands one over when the element says `appIsReady` (docs/native-hosts.md).
 * Said here, as soon as the loader runs, the session arrives while the entry downloads: it is kept as any session
 * handed over before the start-up (src/session/handover.ts), and the start-up's first call leaves at once. Until
 * the element's bridge takes `window.bankOnboarding` over, this hook takes only a valid `session` message (the
 * bridge's rules, `sessionOfInbound`); afterwards the bridge delivers everything itself. Not where the page has a
 * `window.bankOnboarding` of its own.
 */
const awaitHandOver = () => {
  const transport = detectTransport(window);
  if (!isNativeApp(transport.kind) || window.bankOnboarding !== undefined) return;
  const hook = {
    receive(message: unknown): boolean {
      const tokens = window.bankOnboarding === hook && !token ? sessionOfInbound(message) : null;
      if (!tokens) return false;
      token = tokens.accessToken;
      // Before any start-up has read a session, handing one over only stores it.
      handOverSession(document, tokens);
      startWithSession(token);
      return true;
    },
  };
  window.bankOnboarding = hook;
  markAppReadySent();
  try {
    transport.send(envelope('appIsReady', {}));
  } catch {
    // The app failed to take it: the element's start-up sends its own.
    takeAppReadySent();
  }
  // The page has been parsed (a module script runs after it): nothing of it waits for bandwidth, and the app's
  // answer comes after at least one frame of the page, so the entry starts now rather than after that frame.
  load();
};

let started = false;
const load = () => {
  if (started) return;
  started = true;
  // A native app's bridge (DESIGN §5, detected as the element's bridge does): the app hands a session over once
  // the element says appIsReady.
  const session = Boolean(token) || isNativeApp(detectTransport(window).kind);
  preload(session ? [...ENTRY_IMPORTS, ...SESSION_IMPORTS] : ENTRY_IMPORTS);
  void import(/* @vite-ignore */ entry);
};

document.addEventListener(
  'click',
  (event) => {
    const found = prerenderButtonIndex(event);
    if (!found) return;
    event.preventDefault();
    event.stopPropagation();
    (found.host as unknown as Record<symbol, number>)[PENDING_CLICK] = found.index;
    found.button.setAttribute('aria-busy', 'true');
  },
  true,
);

// A page opened with a session shows no prerendered landing (it is dropped at once): nothing to paint first.
if (token) startWithSession(token);
else awaitHandOver();
requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 250);

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
 */
import { takeUrlTokens } from '../src/session/tokens';
import { PENDING_CLICK, prerenderButtonIndex } from './prerender-click';

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

let started = false;
const load = () => {
  if (started) return;
  started = true;
  for (const file of ENTRY_IMPORTS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // (Not `new URL(\`./${file}\`, import.meta.url)`: Vite would read that as an asset glob.)
    link.href = import.meta.url.replace(/[^/]*$/, file);
    document.head.append(link);
  }
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

requestAnimationFrame(() => setTimeout(load, 0));
setTimeout(load, 250);

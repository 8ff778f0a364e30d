/**
 * A strict Content-Security-Policy: `/csp.html` (the landing page `/` without its prerender) and
 * `/webview.html` (the simulated native host) are served with
 * `default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`.
 * The element runs there with no violation: its styles are constructable stylesheets (src/kit/styles.tsx),
 * no style attribute, no eval (src/validation/jitless.ts). csp-report.js records every violation in
 * `window.__cspViolations`; `onScreen` (support.ts) fails on any, on every screen of every flow journey that
 * runs on these pages. This spec checks the header, that the recorder does catch a violation, and that the
 * element is styled there (computed styles) through the landing, its carousel, the login modal, the help
 * panel, the registration start and the card carousel.
 */
import { $, browser, expect } from '@wdio/globals';
import { SHELL_COPY } from '../../src/app/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { CARD_CAROUSEL_COPY } from '../../src/screens/consumer/CardCarousel/copy';
import { PERSONAS } from '../../demo-host/server/seed';
import { acceptAll, ageFormToConfirmEmail, newVisitor } from './journey';
import {
  baseUrl,
  cspViolations,
  expectNoCspViolations,
  failOnCspViolations,
  inElement,
  loginModal,
  onScreen,
  open,
  openLoginModal,
  press,
  prosegui,
  sandbox,
  STRICT_PAGE,
  waitForBridgeMessage,
  waitForElement,
} from './support';

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** A computed style property of the first element matching `selector` in the element's shadow root. */
const computed = (selector: string, property: string) =>
  browser.execute(
    (sel, prop) => {
      const node = document.querySelector('bank-onboarding')?.shadowRoot?.querySelector(sel);
      return node ? getComputedStyle(node).getPropertyValue(prop) : null;
    },
    selector,
    property,
  );

/** Waits until a computed style of `selector` is `expected` (styles apply as soon as the node renders). */
async function styled(selector: string, property: string, expected: string) {
  await browser.waitUntil(async () => (await computed(selector, property)) === expected, {
    timeoutMsg: `${selector} ${property}: expected ${expected}, got ${await computed(selector, property)}`,
  });
}

describe('a strict Content-Security-Policy', () => {
  before(async () => {
    await sandbox('POST', 'reset');
  });

  it('the demo host sends exactly the policy with /csp.html and /webview.html (no prerender there); / keeps its prerender and no policy', async () => {
    for (const path of ['/csp.html', '/csp.html?bizDI=true', '/webview.html?platform=android&fromApp=true']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      const page = (await response.text()).replace(/<!--[\s\S]*?-->/g, ''); // the markup, not its comments
      expect(page).not.toContain('shadowrootmode');
      expect(page).not.toMatch(/<style[\s>]|\sstyle=|<script>|\son[a-z]+=/i);
    }
    const landing = await fetch(`${baseUrl()}/`);
    expect(landing.headers.get('content-security-policy')).toBeNull();
    expect(await landing.text()).toContain('shadowrootmode="open"');
  });

  it('the recorder cannot pass silently: an injected inline <style>, style attribute and inline script are blocked and reported', async () => {
    await browser.setWindowSize(390, 844);
    await open(STRICT_PAGE);
    await waitForElement();
    expect(await cspViolations()).toEqual([]);
    await browser.execute(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px dashed red; }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      document.body.insertAdjacentHTML('beforeend', '<p id="csp-probe" style="outline: 7px dashed red">probe</p>');
      // Inside the element's shadow root too: the event crosses the shadow boundary.
      const inShadow = document.createElement('style');
      inShadow.textContent = '.root { outline: 7px solid red; }';
      document.querySelector('bank-onboarding')!.shadowRoot!.append(inShadow);
    });
    await browser.waitUntil(async () => ((await cspViolations()) ?? []).length >= 4, {
      timeoutMsg: `expected 4 violations, got ${JSON.stringify(await cspViolations())}`,
    });
    const violations = (await cspViolations()) ?? [];
    const directives = violations.map((v) => v.directive).sort();
    expect(directives).toEqual(['script-src-elem', 'style-src-attr', 'style-src-elem', 'style-src-elem']);
    const effects = await browser.execute(() => ({
      ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false,
      body: getComputedStyle(document.body).outlineStyle,
      probe: getComputedStyle(document.getElementById('csp-probe')!).outlineStyle,
    }));
    expect(effects).toEqual({ ran: false, body: 'none', probe: 'none' });
    // The check every journey's onScreen runs would fail here (not counted: these violations are on purpose).
    expect(() => failOnCspViolations(violations, 'the probe page')).toThrow(/Content-Security-Policy violations on the probe page/);
  });

  it('§2 the landing at 1280 px (carousel through swiper), the login modal, the help panel and the registration start render styled, with zero violations', async () => {
    await browser.setWindowSize(1280, 900);
    await open(STRICT_PAGE);
    await waitForElement();
    await onScreen('', 'Home', HOME_COPY.title); // the landing page has no route in the address
    // The app's sheet (styles.css): the step heading's size; the host page's own file (csp.css): its background.
    await styled('.main h1', 'font-weight', '700');
    expect(await browser.execute(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 245, 248)');
    // The landing carousel: swiper's stylesheet adopted with the carousel's (a flex row of slides).
    await inElement('.carousel').waitForDisplayed();
    await styled('.carousel .swiper-wrapper', 'display', 'flex');
    await styled('.carousel-viewport', 'overflow-x', 'hidden');

    // The login modal: a <dialog> in the top layer, styled by the shell's .modal rules and login.css.
    await openLoginModal();
    await styled('dialog.modal[open]', 'box-shadow', 'rgba(0, 0, 0, 0.25) 0px 12px 40px 0px');
    await styled('.login-head', 'display', 'flex');
    await loginModal.dialog().waitForDisplayed();
    await browser.keys('Escape');
    await loginModal.dialog().waitForDisplayed({ reverse: true });

    // The help panel from the footer's "Supporto online" (its contacts, full width): the shell's panel rules.
    await press(SHELL_COPY.supportLink);
    await inElement('dialog.help-panel[open]').waitForDisplayed();
    await styled('dialog.help-panel[open]', 'box-shadow', 'rgba(0, 0, 0, 0.25) 0px 12px 40px 0px');
    await styled('dialog.help-panel[open] .help-body', 'padding-top', '24px');
    await browser.keys('Escape');
    await inElement('dialog.help-panel[open]').waitForDisplayed({ reverse: true });

    // The registration start and the steps to ConfirmEmail (pre-registration with the bot-protection script).
    await press(HOME_COPY.register);
    await onScreen('#/ageForm', 'AgeForm');
    await styled('.step-actions .button', 'min-height', '48px');
    await ageFormToConfirmEmail(newVisitor(7));
    expect(await cspViolations()).toEqual([]);
  });

  it('§4 CardCarousel (swiper, loaded lazily) renders styled under the policy, with zero violations', async () => {
    await browser.setWindowSize(390, 844);
    const persona = PERSONAS.find((p) => p.landsOn === '/viewDocumentation (5,0)');
    if (!persona) throw new Error('no persona parked at 5,0');
    const tokens = (await sandbox('POST', 'sessions', { phone: persona.phone })) as { access_token: string; refresh_token: string };
    await open(`${STRICT_PAGE}?access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`);
    await onScreen('#/viewDocumentation', 'ViewDocumentation');
    await acceptAll();
    await prosegui();
    await onScreen('#/cardCarousel', 'CardCarousel');
    // Once swiper has loaded, its stylesheet and cards.css lay the cards out as a row of slides.
    await inElement('.cards[data-ready]').waitForExist();
    await styled('.cards .swiper-wrapper', 'flex-direction', 'row');
    await styled('.cards .swiper-wrapper', 'display', 'flex');
    await press(CARD_CAROUSEL_COPY.next);
    await expectNoCspViolations('CardCarousel after a slide');
  });

  it('§4 the simulated native host (webview.html, the app start) is strict too: its page styles from webview.css, zero violations', async () => {
    await browser.setWindowSize(1280, 900);
    await open('/webview.html?platform=android&fromApp=true');
    await waitForBridgeMessage('appIsReady');
    await onScreen('#/ageForm', 'AgeForm');
    expect(await $('.device').getCSSProperty('width')).toMatchObject({ value: '390px' });
    await styled('.step-actions .button', 'min-height', '48px');
    expect(await cspViolations()).toEqual([]);
  });
});

import { browser, expect } from '@wdio/globals';
import { UNKNOWN_ROUTE } from '../../src/app/copy';
import {
  axeViolations,
  inElement,
  loginThroughModal,
  modalTitle,
  sandbox,
  setHash,
  shownScreen,
  waitForElement,
  waitForHash,
  open,
} from './support';

/** Starts recording every screen the element mounts from now on (`data-screen` of the routed sections). */
const recordScreens = () =>
  browser.execute(() => {
    const root = document.querySelector('bank-onboarding')!.shadowRoot!;
    const seen: string[] = [];
    (window as unknown as { __screensSeen: string[] }).__screensSeen = seen;
    new MutationObserver(() => {
      for (const section of root.querySelectorAll('.main [data-screen]')) seen.push(section.getAttribute('data-screen') ?? '');
    }).observe(root, { childList: true, subtree: true });
  });
const screensSeen = () => browser.execute(() => (window as unknown as { __screensSeen: string[] }).__screensSeen);

describe('the element on the demo host', () => {
  before(async () => {
    await sandbox('POST', 'reset');
  });

  it('renders full page with header and desktop footer at 1280 px', async () => {
    await browser.setWindowSize(1280, 900);
    await open('/');
    await waitForElement();
    await expect(inElement('header.header .brand-bar')).toBeDisplayed();
    await expect(inElement('footer.footer')).toBeDisplayed();
    await expect(inElement('footer.footer')).toHaveText(expect.stringContaining('Note Legali'));
    await expect(inElement('.main h1')).toBeDisplayed();
  });

  it('has no axe-core violations on the landing route and on a wizard route', async () => {
    await open('/');
    await waitForElement();
    expect(await axeViolations()).toEqual([]);
    // §4 Start-up rules: fromApp without a token starts the registration (1,0).
    await open('/?fromApp=true');
    await waitForElement();
    await waitForHash('#/ageForm');
    await expect(inElement('nav.stepper')).toBeDisplayed();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the mobile header with progress bar below 768 px, without the footer', async () => {
    await browser.setWindowSize(390, 844);
    await open('/?bizDI=true');
    await waitForElement();
    await waitForHash('#/nameForm');
    await expect(inElement('.mobile-header [role="progressbar"]')).toBeDisplayed();
    await expect(inElement('footer.footer')).not.toBeDisplayed();
    expect(await axeViolations()).toEqual([]);
    await browser.setWindowSize(1280, 900);
  });

  it('§2 Navigation rules: an unknown route opens the "Ops!" dialog', async () => {
    await open('/');
    await waitForElement();
    await expect(inElement('.main h1')).toBeDisplayed();
    await setHash('#/questaPaginaNonEsiste');
    await browser.waitUntil(async () => (await modalTitle()) === UNKNOWN_ROUTE.title);
    await expect(inElement('dialog.modal[open]')).toHaveText(expect.stringContaining(UNKNOWN_ROUTE.message));
    expect(await axeViolations()).toEqual([]);
  });

  it('§2 Routes: a visitor without a session typing a mid-flow route lands on the landing page', async () => {
    await open('/');
    await waitForElement();
    expect(await shownScreen()).toBe('Home');
    await recordScreens();
    await setHash('#/addresses');
    await waitForHash('#/');
    expect(await shownScreen()).toBe('Home');
    expect(await screensSeen()).not.toContain('Addresses');
  });

  it('§2 Routes: a logged-in user at Addresses typing a later route stays on Addresses', async () => {
    // Persona 3331000003: CONSUMER_IN_PROGRESS, stored step 3 (Addresses).
    await loginThroughModal('3331000003');
    await waitForHash('#/addresses');
    expect(await shownScreen()).toBe('Addresses');
    await recordScreens();
    await setHash('#/requestCertificate');
    await waitForHash('#/addresses');
    expect(await shownScreen()).toBe('Addresses');
    expect(await screensSeen()).not.toContain('RequestCertificate');
    expect(await modalTitle()).toBeNull();
  });
});

describe('step changes', () => {
  it('focus moves to the new step heading on a step change (not on first load)', async () => {
    await browser.setWindowSize(1280, 900);
    // Business flags place a visitor on the name form (1,1, spec §4); the step before it is open to them (§2).
    await open('/?bizDI=true');
    await waitForElement();
    await waitForHash('#/nameForm');
    await expect(inElement('.main h1')).toBeDisplayed();
    const focusedTag = () =>
      browser.execute(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active ? `${active.tagName}:${active.textContent ?? ''}` : null;
      });
    expect(await focusedTag()).not.toMatch(/^H1:/);
    await browser.execute(() => {
      window.location.hash = '#/ageForm';
    });
    await browser.waitUntil(async () => /^H1:/.test((await focusedTag()) ?? ''), { timeoutMsg: 'heading not focused' });
  });
});

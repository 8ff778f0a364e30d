import { browser, expect } from '@wdio/globals';
import { UNKNOWN_ROUTE } from '../../src/app/copy';
import { axeViolations, inElement, modalTitle, sandbox, setHash, waitForElement, waitForHash, open } from './support';

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
});

describe('step changes', () => {
  it('focus moves to the new step heading on a step change (not on first load)', async () => {
    await browser.setWindowSize(1280, 900);
    await open('/?fromApp=true');
    await waitForElement();
    await waitForHash('#/ageForm');
    await expect(inElement('.main h1')).toBeDisplayed();
    const focusedTag = () =>
      browser.execute(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active ? `${active.tagName}:${active.textContent ?? ''}` : null;
      });
    expect(await focusedTag()).not.toMatch(/^H1:/);
    await browser.execute(() => {
      window.location.hash = '#/nameForm';
    });
    await browser.waitUntil(async () => /^H1:/.test((await focusedTag()) ?? ''), { timeoutMsg: 'heading not focused' });
  });
});

import { browser, expect } from '@wdio/globals';
import { AGE_COPY } from '../../src/screens/data/AgeForm/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { LOGIN_COPY } from '../../src/screens/landing/login/copy';
import { NUMERIC, PHONE, REQUIRED } from '../../src/validation/messages';
import {
  axeViolations,
  button,
  headingText,
  inElement,
  loginModal,
  open,
  openLoginModal,
  press,
  sandbox,
  waitForElement,
  waitForHash,
} from './support';

/** Names of every script the page downloaded (the element's chunks included). */
const loadedScripts = () =>
  browser.execute(() => performance.getEntriesByType('resource').map((entry) => entry.name));

const { dialog: loginDialog, phone: phoneField, code: codeField, submit: submitButton } = loginModal;

describe('§2 Landing page (Home)', () => {
  before(async () => {
    await sandbox('POST', 'reset');
  });

  it('§1/§2 Landing page: promises, the Registrati and Riprendi la registrazione cards and three app stores', async () => {
    await browser.setWindowSize(1280, 900);
    await open('/');
    await waitForElement();
    expect(await headingText()).toBe(HOME_COPY.title);
    for (const promise of HOME_COPY.promises) await expect(inElement('.home')).toHaveText(expect.stringContaining(promise));
    await expect(await button(HOME_COPY.register)).toBeDisplayed();
    await expect(await button(HOME_COPY.login)).toBeDisplayed();
    const stores = await inElement('.home').$$('a[target="_blank"]');
    expect(stores.length).toBe(3);
    expect(await axeViolations()).toEqual([]);
  });

  it('§2 Landing page: the carousel is shown at 1280 px, autoplaying five slides', async () => {
    await browser.setWindowSize(1280, 900);
    await open('/');
    await waitForElement();
    const carousel = inElement('.carousel');
    await carousel.waitForDisplayed();
    const slides = await inElement('.carousel').$$('[aria-roledescription="slide"]');
    expect(slides.length).toBeGreaterThanOrEqual(5);
    expect(await carousel.getAttribute('data-state')).toMatch(/^(idle|sliding|hover)$/);
    expect((await loadedScripts()).some((name) => /swiper/i.test(name))).toBe(true);
  });

  it('§2 Landing page: at 390 px there is no carousel and swiper is never downloaded', async () => {
    await browser.setWindowSize(390, 844);
    await open('/');
    await waitForElement();
    expect(await headingText()).toBe(HOME_COPY.title);
    await expect(inElement('.carousel')).not.toBeExisting();
    // Give a wrongly eager import the time to happen before checking it did not.
    await browser.pause(500);
    expect((await loadedScripts()).filter((name) => /Carousel|swiper/i.test(name))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    await browser.setWindowSize(1280, 900);
  });

  it('§2 Landing page: Registrati starts the CONSUMER flow at 1,0 (AgeForm)', async () => {
    await open('/');
    await waitForElement();
    await press(HOME_COPY.register);
    await waitForHash('#/ageForm');
    expect(await headingText()).toBe(AGE_COPY.title);
  });
});

describe('§2 Landing page: the login modal', () => {
  beforeEach(async () => {
    await browser.setWindowSize(1280, 900);
    await open('/');
    await waitForElement();
    await openLoginModal();
  });

  it('§2 Landing page: Accedi opens the login modal (loginModal) with no axe-core violations', async () => {
    await expect(inElement('dialog.login-modal .modal-title')).toHaveText(LOGIN_COPY.title);
    await expect(submitButton()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('§5 Login rules: required, phone and numeric messages; Accedi disabled while the form is invalid', async () => {
    await phoneField().click();
    await codeField().click();
    await phoneField().click();
    await expect(loginDialog()).toHaveText(expect.stringContaining(REQUIRED));

    await phoneField().setValue('12345');
    await codeField().setValue('12a');
    await expect(loginDialog()).toHaveText(expect.stringContaining(PHONE));
    await expect(loginDialog()).toHaveText(expect.stringContaining(NUMERIC));
    await expect(submitButton()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await phoneField().setValue('3331000002');
    await codeField().setValue('135791234');
    // maxlength 5: the browser keeps the first five digits.
    expect(await codeField().getValue()).toBe('13579');
    await expect(submitButton()).toBeEnabled();
  });

  it("§8 Login failure invalid_grant: 'Credenziali errate' in the reopened modal, with the phone kept", async () => {
    await phoneField().setValue('3331000002');
    await codeField().setValue('11111');
    await submitButton().click();
    await expect(loginModal.message()).toHaveText('Credenziali errate');
    await expect(loginDialog()).toBeDisplayed();
    expect(await phoneField().getValue()).toBe('3331000002');
    expect(await axeViolations()).toEqual([]);
  });
});

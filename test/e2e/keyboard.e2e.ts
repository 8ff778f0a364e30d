/**
 * Keyboard-only and token-leak checks end to end: the whole CONSUMER journey of spec §4, from the landing page to
 * RegistrationCompleted, with the keyboard alone (DESIGN §4: "usable by keyboard and at 200% zoom"), at 320 CSS
 * px width (the 200% zoom of a 640 px window) with `prefers-reduced-motion: reduce` emulated, inside the
 * Android webview host (/webview.html?platform=android) so every bridge message is recorded.
 *
 * On every screen: focus on the step heading after the step change, a visible focus indicator on every
 * element focus reaches, no horizontal scrolling, nothing moving, axe-core (WCAG 2.2 AA, onScreen). Dialogs
 * (the login modal, the help panel) open and close with the keyboard, keep focus inside and give it back; the
 * card carousel moves with its buttons; a field error is tied to its field and announced.
 *
 * Over the same run, the session's tokens (read from session storage on every screen) and generic token shapes
 * are looked for in the address bar after each load, every onboarding-track payload, every bridge message, the
 * console (recorded from the first script of every document) and the sandbox's request log.
 */
import { browser, expect } from '@wdio/globals';
import { Key } from 'webdriverio';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { INTERRUPT_DIALOG, SHELL_COPY } from '../../src/app/copy';
import { SIGNATURE_COPY, STEP_COPY } from '../../src/kit/copy';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { CARD_CAROUSEL_COPY } from '../../src/screens/consumer/CardCarousel/copy';
import { DOCUMENT_DATA_COPY } from '../../src/screens/consumer/DocumentData/copy';
import { GIANOS_COPY } from '../../src/screens/consumer/Gianos/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { SCOPO_COPY } from '../../src/screens/consumer/ScopoRapporto/copy';
import { SHIPMENT_COPY } from '../../src/screens/consumer/Shipment/copy';
import { TITOLARE_COPY } from '../../src/screens/consumer/TitolareEffettivo/copy';
import { AGE_COPY } from '../../src/screens/data/AgeForm/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { newVisitor, PHOTO, signatureDuration } from './journey';
import {
  activate,
  chooseOption,
  chooseRadio,
  expectFocusVisible,
  expectHeadingFocused,
  focused,
  type Focused,
  horizontalOverflow,
  keyboardStats,
  motion,
  press,
  tabTo,
  tickAll,
  typeInto,
  waitEnabled,
} from './keyboard-support';
import { TokenScan } from './token-scan';
import { axeViolations, bridgeLog, inElement, onScreen, open, passwordGrant, sandbox, waitForElement } from './support';
import { markdownTable, recordTable } from './tables';

const WIDTH = 320;
const visitor = newVisitor(7);
const scan = new TokenScan();
const run = { screens: [] as string[], overflowScreens: [] as string[], motionChecks: 0, motionScreens: [] as string[], afterLoad: 0, axe: 0, dialogs: 0 };

/** The §9 page fade and every other animation: still (reduced motion); the screen fits 320 px. */
async function layoutAndMotion(screen: string) {
  const { width, fade } = await browser.execute(() => {
    // The §9 fade plays on the step's page (styles.css).
    const page = document.querySelector('bank-onboarding')?.shadowRoot?.querySelector('.main > .page');
    return { width: window.innerWidth, fade: page ? getComputedStyle(page).animationName : 'none' };
  });
  expect(width).toBe(WIDTH);
  const moving = [fade === 'none' ? '' : `page fade ${fade}`, await motion()].filter(Boolean).join('; ');
  run.motionChecks += 1;
  if (moving) run.motionScreens.push(`${screen}: ${moving}`);
  const overflow = await horizontalOverflow();
  if (overflow) run.overflowScreens.push(`${screen}: ${overflow}`);
}

/**
 * A step reached by keyboard: the route and screen, motion and width checked while the screen is fresh (the
 * page fade would run now), then onScreen (axe-core, WCAG 2.2 AA), focus on the heading, the token places.
 */
async function step(hash: string, screen: string, { afterLoad = false }: { afterLoad?: boolean } = {}) {
  await browser.waitUntil(
    async () =>
      (await browser.execute(() => {
        const section = document.querySelector('bank-onboarding')?.shadowRoot?.querySelector('.main [data-screen]');
        return `${window.location.hash} ${section?.getAttribute('data-screen') ?? ''}`;
      }).catch(() => '')) === `${hash} ${screen}`,
    { timeoutMsg: `expected ${screen} at ${hash}` },
  );
  await layoutAndMotion(screen);
  await onScreen(hash, screen);
  run.axe += 1;
  // After a document load (the return from the provider) focus stays at the document's start by design
  // (StepHeading: a page load never steals focus); every step change moves it to the heading.
  if (afterLoad) run.afterLoad += 1;
  else await expectHeadingFocused(screen);
  run.screens.push(screen);
  await scan.collect(`${screen}`);
}

/** Prosegui (or `label`) by keyboard: Tab to it once enabled, Enter. */
const submit = (label: string = STEP_COPY.submit) => activate(label);

/** Tabs to the button `opener` and presses Enter. */
const opensWith = (opener: string, { back = false } = {}) => async () => {
  await waitEnabled(opener);
  await tabTo(`"${opener}"`, (f) => f.tag === 'button' && f.name === opener, { back });
  await press(Key.Enter);
};

/**
 * A modal dialog opened (`open`) and closed by keyboard — Escape, or Enter on the button `closeWith`: focus moves
 * inside, Tab keeps it inside, axe-core runs with it open, and focus returns where it was (`returnsTo`: the
 * opener's name, or the step heading).
 */
async function dialogByKeyboard(
  dialogClass: string,
  open: () => Promise<void>,
  { returnsTo, closeWith }: { returnsTo: string | 'heading'; closeWith?: string },
) {
  await open();
  await browser.waitUntil(async () => (await focused()).inDialog.includes(dialogClass), {
    timeoutMsg: `focus did not move into the ${dialogClass} dialog: ${JSON.stringify(await focused())}`,
  });
  await expectFocusVisible(`the ${dialogClass} dialog as it opens`);
  const violations = await axeViolations();
  run.axe += 1;
  run.dialogs += 1;
  expect(violations).toEqual([]);
  // More Tabs than the dialog has controls: focus cycles inside it (or through the browser's own UI), never
  // onto the page behind.
  for (let i = 0; i < 12; i += 1) {
    await press(Key.Tab);
    const f = await expectFocusVisible(`inside the ${dialogClass} dialog`);
    if (!f.isBody && !f.inDialog.includes(dialogClass)) throw new Error(`Tab left the ${dialogClass} dialog for <${f.tag}> "${f.name}"`);
  }
  if (closeWith) {
    await tabTo(`"${closeWith}"`, (f) => f.tag === 'button' && f.name === closeWith && f.inDialog.includes(dialogClass));
    await press(Key.Enter);
  } else {
    await press(Key.Escape);
  }
  const back = (f: Focused) => (returnsTo === 'heading' ? f.isStepHeading : f.name === returnsTo);
  await browser.waitUntil(async () => back(await focused()), {
    timeoutMsg: `focus did not return to ${returnsTo} after the ${dialogClass} dialog closed: ${JSON.stringify(await focused())}`,
  });
  await expectFocusVisible(`${returnsTo} after the ${dialogClass} dialog closed`);
}

describe('§4 DESIGN §4 keyboard only, at 320 px and with reduced motion: the whole CONSUMER journey; tokens never leak', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await signatureDuration(800);
    // 320 CSS px (200% zoom of a 640 px window): CDP device metrics, since a window cannot be made that narrow;
    // reduced motion emulated as the OS setting would; the console recorded from every document's first script.
    await browser.sendCommandAndGetResult('Emulation.setDeviceMetricsOverride', { width: WIDTH, height: 720, deviceScaleFactor: 1, mobile: false });
    await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    await scan.recordConsole();
  });
  after(async () => {
    await browser.sendCommandAndGetResult('Emulation.clearDeviceMetricsOverride', {});
    await browser.sendCommandAndGetResult('Emulation.setEmulatedMedia', { features: [] });
    await sandbox('POST', 'reset');
  });

  it('§4 DESIGN §3 tokens found in the URL are removed from the address bar at once, and nothing repeats them', async () => {
    const tokens = await passwordGrant();
    scan.addTokens(tokens.access_token, tokens.refresh_token);
    await open(`/webview.html?platform=android&access_token=${tokens.access_token}&refresh_token=${tokens.refresh_token}`);
    await waitForElement();
    // The first address the page itself can see is already clean: the element strips the tokens before anything else.
    await scan.collect('start with tokens in the URL');
    expect(await browser.getUrl()).not.toContain('access_token');
    expect(await browser.getUrl()).not.toContain(tokens.access_token);
  });

  it('§2 the landing page by keyboard: the login modal opens, traps focus and gives it back; Registrati', async () => {
    await open('/webview.html?platform=android');
    await waitForElement();
    await scan.collect('landing');
    await layoutAndMotion('Home');
    await dialogByKeyboard('login-modal', opensWith(HOME_COPY.login), { returnsTo: HOME_COPY.login });
    await activate(HOME_COPY.register);
    await step('#/ageForm', 'AgeForm');
  });

  it('§5 an error is tied to its field and announced; the data steps to ConfirmEmail by keyboard; the help panel by keyboard', async () => {
    // AgeForm: an impossible date, then Tab away (fields validate once touched): the error shows.
    await typeInto(AGE_COPY.label, '31139999');
    await press(Key.Tab);
    const error = await browser.execute(() => {
      const root = document.querySelector('bank-onboarding')!.shadowRoot!;
      const input = root.querySelector<HTMLInputElement>('input[autocomplete="bday"]')!;
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const error = ids.map((id) => root.getElementById(id)).find((el) => el?.classList.contains('field-error'));
      return {
        invalid: input.getAttribute('aria-invalid'),
        text: error?.textContent ?? '',
        live: error?.closest('[aria-live]')?.getAttribute('aria-live') ?? '',
      };
    });
    expect(error.invalid).toBe('true');
    expect(error.text).not.toBe('');
    expect(error.live).toBe('polite');
    expect(await axeViolations()).toEqual([]);
    run.axe += 1;
    await typeInto(AGE_COPY.label, visitor.birthDate);
    await submit();

    await step('#/nameForm', 'NameForm');
    // The help panel from the header, by keyboard (Shift+Tab back from the heading to "Aiuto").
    await dialogByKeyboard('help-panel', opensWith(SHELL_COPY.help, { back: true }), { returnsTo: SHELL_COPY.help });
    await typeInto('@given-name', 'Maria Chiara');
    await typeInto('@family-name', "D'Amico");
    await submit();

    await step('#/emailForm', 'EmailForm');
    await typeInto('@email', visitor.email);
    await typeInto('@tel-national', visitor.phone);
    await submit();

    await step('#/privacyForm', 'PrivacyForm');
    // Only the mandatory consents (the first two boxes): Space on each.
    let ticked = 0;
    await tabTo('the first consent', (f) => f.type === 'checkbox');
    for (let i = 0; i < 30 && ticked < 2; i += 1) {
      const f = await focused();
      if (f.type === 'checkbox' && !f.checked) {
        await press(Key.Space);
        expect((await focused()).checked).toBe(true);
        ticked += 1;
      }
      if (ticked < 2) await tabTo('the next consent', (g) => g.type === 'checkbox');
    }
    await submit();

    await step('#/codeForm', 'CodeForm');
    await typeInto('@new-password', visitor.accessCode);
    await submit();
    await step('#/confirmCodeForm', 'ConfirmCodeForm');
    await typeInto('@new-password', visitor.accessCode);
    await submit();

    await step('#/confirmSms', 'ConfirmSms');
    await typeInto('@one-time-code', '123456');
    await submit();

    await step('#/citizenship', 'Citizenship');
    await chooseOption('Cittadinanza', { value: 'IT' });
    await typeInto('Luogo di nascita', 'Milano');
    await typeInto('Codice fiscale', visitor.fiscalCode);
    await submit();

    await step('#/confirmEmail', 'ConfirmEmail');
    await typeInto('@one-time-code', '123456');
    await submit();
  });

  it('§4 2,1 the recognition by keyboard, on the provider page too; addresses and the self-declaration', async () => {
    await step('#/idnowRecognition', 'Recognition');
    await activate(RECOGNITION_COPY.start);
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/recognition-provider/'));
    await scan.collect('provider page');
    await browser.waitUntil(
      () => browser.execute((label) => [...document.querySelectorAll('button')].some((b) => b.textContent === label && !b.disabled), PROVIDER_COPY.approve),
      { timeoutMsg: 'the provider outcome buttons stay disabled' },
    );
    expect(await axeViolations()).toEqual([]);
    run.axe += 1;
    await layoutAndMotion('recognition provider');
    await tabTo(`"${PROVIDER_COPY.approve}"`, (f) => f.tag === 'button' && f.name === PROVIDER_COPY.approve);
    await press(Key.Enter);
    await browser.waitUntil(async () => !(await browser.getUrl()).includes('/recognition-provider/'));
    await waitForElement();

    await step('#/addresses', 'Addresses', { afterLoad: true });
    await typeInto(ADDRESSES_COPY.residence.address, 'Via Roma');
    await typeInto(ADDRESSES_COPY.residence.houseNumber, '8');
    await typeInto(ADDRESSES_COPY.residence.city, 'Milano');
    await typeInto(ADDRESSES_COPY.residence.postalCode, '20121');
    await chooseOption(ADDRESSES_COPY.residence.province, { value: 'MI' });
    await submit();

    await step('#/titolareEffettivo', 'TitolareEffettivo');
    // §8 Interrupted back navigation: the browser's back button on a back-blocked step opens the dialog (the
    // browser's own control, driven through WebDriver); "Continua la registrazione" by keyboard keeps the step.
    await dialogByKeyboard('modal', () => browser.back(), { returnsTo: 'heading', closeWith: INTERRUPT_DIALOG.actions[0].label });
    expect(await browser.execute(() => window.location.hash)).toBe('#/titolareEffettivo');
    await chooseRadio(TITOLARE_COPY.beneficialOwner, TITOLARE_COPY.yesOwner);
    await chooseRadio(TITOLARE_COPY.usCitizen, TITOLARE_COPY.no);
    await chooseRadio(TITOLARE_COPY.usTaxResident, TITOLARE_COPY.no);
    await chooseRadio(TITOLARE_COPY.otherTaxResidence, TITOLARE_COPY.no);
    await submit();

    await step('#/gianos', 'Gianos');
    await chooseRadio(GIANOS_COPY.job, GIANOS_COPY.jobs['04']);
    await chooseOption(GIANOS_COPY.sector, { value: 'K' });
    await submit();

    await step('#/scopoRapporto', 'ScopoRapporto');
    await chooseRadio(SCOPO_COPY.purpose, SCOPO_COPY.purposes.SALARY_PENSION);
    await chooseRadio(SCOPO_COPY.fundsOrigin, SCOPO_COPY.fundsOrigins.WORK_INCOME);
    await submit();
  });

  it('§4 5,0 to 7,1 by keyboard: documents, the card carousel, the delivery, the identity document', async () => {
    await step('#/viewDocumentation', 'ViewDocumentation');
    expect(await tickAll(STEP_COPY.submit)).toBeGreaterThan(0);
    await submit();

    await step('#/cardCarousel', 'CardCarousel');
    // The carousel's own buttons move it (and announce the card shown), then back again.
    const shown = () => inElement('.cards-controls [aria-live]').getText();
    const first = await shown();
    await activate(CARD_CAROUSEL_COPY.next);
    await browser.waitUntil(async () => (await shown()) !== first, { timeoutMsg: 'the carousel did not move with Enter on "Carta successiva"' });
    await tabTo(`"${CARD_CAROUSEL_COPY.previous}"`, (f) => f.name === CARD_CAROUSEL_COPY.previous, { back: true });
    await press(Key.Space);
    await browser.waitUntil(async () => (await shown()) === first, { timeoutMsg: 'the carousel did not move back with Space on "Carta precedente"' });
    await chooseRadio(CARD_CAROUSEL_COPY.choiceLabel, 'Carta Classica');
    await submit();

    await step('#/cardDocumentation', 'CardDocumentation');
    await tickAll(STEP_COPY.submit);
    await submit();

    await step('#/Shipment', 'Shipment');
    await chooseRadio(SHIPMENT_COPY.choiceLabel, SHIPMENT_COPY.residence);
    await submit();

    await step('#/idnowCheckResult', 'RecognitionCheckResult');
    await submit();
    await step('#/documentType', 'DocumentType');
    await submit();

    await step('#/documentData', 'DocumentData');
    // The operating system's file dialog cannot be driven: each file input is reached and focused by Tab, then
    // receives its file through WebDriver (setValue on that focused input), as the dialog would give it.
    for (const label of [DOCUMENT_DATA_COPY.front, DOCUMENT_DATA_COPY.back]) {
      const f = await tabTo(`the file field "${label}"`, (g) => g.type === 'file' && g.name === label);
      await inElement(`[id="${f.id}"]`).setValue(PHOTO);
    }
    await submit();
  });

  it('§4 8,0 to 8,3 by keyboard: the certificate and both contract signatures', async () => {
    await step('#/requestCertificate', 'RequestCertificate');
    await tickAll(STEP_COPY.submit);
    await submit();
    await step('#/infocertSign', 'CertificateSign');
    await typeInto('@one-time-code', '123456');
    await submit(SIGNATURE_COPY.sign);
    for (const [hash, screen] of [['#/bankSign', 'BankSign'], ['#/cardSign', 'CardSign']] as const) {
      await step(hash, screen);
      await tickAll(SIGNATURE_COPY.sign);
      await submit(SIGNATURE_COPY.sign);
    }
  });

  it('§4 8,4 to 9,0 by keyboard: the access code, the mobile token, RegistrationCompleted', async () => {
    await step('#/confirmAccessCode', 'ConfirmAccessCode');
    await typeInto('@current-password', visitor.accessCode);
    await submit();
    await step('#/confirmMobileToken', 'ConfirmMobileToken');
    await browser.waitUntil(() => inElement('input[autocomplete="one-time-code"]').isDisplayed());
    await typeInto('@one-time-code', '123456');
    await submit();
    await step('#/registrationCompleted', 'RegistrationCompleted');
    const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { status: string }[] };
    expect(registrations[0]?.status).toBe('COMPLETED');
  });

  it('DESIGN §4 the keyboard run: every screen by keyboard, focus visible, nothing wider than 320 px, nothing moving', () => {
    recordTable(
      'keyboard',
      'Keyboard-only CONSUMER journey at 320 CSS px, reduced motion (keyboard.e2e.ts)',
      markdownTable(
        ['Figure', 'Value'],
        [
          ['Screens completed by keyboard (landing to RegistrationCompleted, provider page apart)', run.screens.length],
          ['Focus on the step heading after a step change', `${keyboardStats.headingFocus} of ${run.screens.length - run.afterLoad} (+${run.afterLoad} after a page load)`],
          ['Focus stops with a visible indicator', `${keyboardStats.focusVisible} of ${keyboardStats.focusMoves}`],
          ['Dialogs opened and closed by keyboard, focus trapped and restored', run.dialogs],
          ['Keys pressed', keyboardStats.keys],
          ['Screens with horizontal scrolling at 320 px', run.overflowScreens.length],
          ['Reduced-motion checks (screens with motion)', `${run.motionChecks} (${run.motionScreens.length})`],
          ['axe-core runs, WCAG 2.2 AA + best practices (violations)', `${run.axe} (0)`],
        ],
      ),
    );
    expect(run.overflowScreens).toEqual([]);
    expect(run.motionScreens).toEqual([]);
    expect(keyboardStats.focusVisible).toBe(keyboardStats.focusMoves);
  });

  it('no token in the address bar, tracking payloads, bridge messages, console or sandbox request log', async () => {
    await scan.collect('end');
    await scan.collectRequests(await sandbox('GET', 'requests'));
    const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
    const stored = await sandbox('GET', `registrations/${registrations[0]!.id}/tracking`);
    scan.collectItems('tracking events the sandbox stored', Object.values(stored).flat() as unknown[]);
    expect((await bridgeLog()).length).toBeGreaterThan(0);
    const { table, leaks } = scan.report();
    recordTable('tokens', 'Token scan over the keyboard journey (keyboard.e2e.ts)', table);
    expect(leaks).toEqual([]);
    // Two sessions at least: the demo login from the URL and the visitor's own.
    expect(scan.tokenCount()).toBeGreaterThanOrEqual(4);
  });
});

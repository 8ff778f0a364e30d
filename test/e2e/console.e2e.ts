/**
 * The sandbox console driven as a tester would, with nothing but /sandbox.html: a persona opened logged in, with
 * no token in any address the tab loads (session storage for the browser, the simulated app's session hand-over
 * for the webview), in the Android webview simulator, USR_REG_6003 injected from a preset and the rejected screen seen; an
 * SMS code read from "Messaggi" and confirmed; the registration's sandbox state read; reset confirmed.
 */
import { browser, $, $$, expect } from '@wdio/globals';
import { FAULT_PRESETS } from '../../demo-host/server/fault-presets';
import { PERSONAS } from '../../demo-host/server/seed';
import { CONSOLE_COPY } from '../../demo-host/sandbox-console/copy';
import { axeViolations, baseUrl, inElement, open, prosegui, sandbox, waitForHash } from './support';

const STEP_REJECTED = FAULT_PRESETS.find((preset) => preset.id === 'step-rejected')!;

/** The console's row of a persona ('' for the new visitor). */
const row = (phone: string) => $(`tr[data-phone="${phone}"]`);

/** Opens the console with a fresh session and waits for the personas. */
async function openConsole() {
  await open(`${baseUrl()}/sandbox.html`);
  await row(PERSONAS[0]!.phone).waitForDisplayed();
}

/** Clicks `text` in the persona's row, then switches to the tab it opened; returns the console's handle. */
async function openFromConsole(phone: string, text: string) {
  const consoleTab = await browser.getWindowHandle();
  const before = await browser.getWindowHandles();
  await row(phone).$(`button*=${text}`).click();
  let opened: string | undefined;
  await browser.waitUntil(async () => {
    opened = (await browser.getWindowHandles()).find((handle) => !before.includes(handle));
    return Boolean(opened);
  });
  await browser.switchToWindow(opened!);
  return consoleTab;
}

async function backTo(consoleTab: string) {
  await browser.closeWindow();
  await browser.switchToWindow(consoleTab);
}

const announcement = () => $('[role="status"].announcer');

/** The address the tab's page was loaded with (its navigation entry), before any script changed the address bar. */
const loadedAddress = () => browser.execute(() => performance.getEntriesByType('navigation')[0]?.name ?? '');

describe('the sandbox console (/sandbox.html)', () => {
  before(() => sandbox('POST', 'reset'));
  after(() => sandbox('POST', 'reset'));

  it('lists every seeded persona and the new visitor, is linked from the demo pages, and has no axe-core violations', async () => {
    await open(`${baseUrl()}/`);
    await expect($('a=Console della sandbox')).toHaveAttribute('href', '/sandbox.html');
    await openConsole();
    await expect($$('tbody tr[data-phone]')).toBeElementsArrayOfSize(PERSONAS.length + 1);
    for (const persona of PERSONAS) await expect(row(persona.phone)).toHaveText(expect.stringContaining(persona.landsOn));
    await $(`button=${STEP_REJECTED.label}`).waitForDisplayed();
    expect(await axeViolations()).toEqual([]);
  });

  it('§4 a tester opens 3331000001 in the browser, reads the SMS code in "Messaggi", confirms it and sees the phone CERTIFIED', async () => {
    const persona = '3331000001';
    await openConsole();
    const consoleTab = await openFromConsole(persona, CONSOLE_COPY.personas.browser);
    await waitForHash('#/confirmSms');
    // Logged in from the tab's session storage: the address the page was loaded with never held a token.
    expect(await loadedAddress()).toBe(`${baseUrl()}/`);

    await browser.switchToWindow(consoleTab);
    const message = $(`li.message*=+39${persona}`);
    await message.waitForDisplayed();
    const code = await message.$('code.otp').getText();
    expect(code).toMatch(/^\d{6}$/);
    await message.$(`button*=${CONSOLE_COPY.messages.copy}`).click();
    await expect(announcement()).toHaveText(expect.stringContaining(code));

    const wizardTab = (await browser.getWindowHandles()).find((handle) => handle !== consoleTab)!;
    await browser.switchToWindow(wizardTab);
    await inElement('input[autocomplete="one-time-code"]').setValue(code);
    await prosegui();
    await waitForHash('#/citizenship');
    await backTo(consoleTab);

    await row(persona).$(`button*=${CONSOLE_COPY.personas.registration}`).click();
    const registration = $('#registrazione');
    await expect(registration.$('dd=CERTIFIED')).toBeDisplayed();
  });

  it('§8 a tester opens the demo persona in the Android webview simulator, injects USR_REG_6003 from a preset and sees the rejected screen; reset undoes it', async () => {
    await openConsole();
    const consoleTab = await openFromConsole('3330000000', CONSOLE_COPY.personas.android);
    await waitForHash('#/citizenship');
    expect(await browser.execute(() => (window as unknown as { __bridgePlatform: string }).__bridgePlatform)).toBe('android');
    // Logged in by the simulated app's `session` hand-over: the address the page was loaded with never held a token.
    expect(await loadedAddress()).toBe(`${baseUrl()}/webview.html?platform=android&fromApp=true`);

    await browser.switchToWindow(consoleTab);
    await $(`button=${STEP_REJECTED.label}`).click();
    await $('ul.faults').$('code*=USR_REG_6003').waitForDisplayed();

    const wizardTab = (await browser.getWindowHandles()).find((handle) => handle !== consoleTab)!;
    await browser.switchToWindow(wizardTab);
    await inElement('form select').selectByAttribute('value', 'IT');
    await inElement('form input[autocapitalize="words"]').setValue('Roma');
    await inElement('form input[maxlength="16"]').setValue('RSSMRA85T10A562S');
    await prosegui();
    await waitForHash('#/registrationRejected');
    await backTo(consoleTab);

    // The fault was used up; the request log shows the refused step submit.
    await $(`p=${CONSOLE_COPY.faults.none}`).waitForDisplayed();
    await $('#richieste input[type="search"]').setValue('update-registration-progress');
    await expect($('#richieste tbody')).toHaveText(expect.stringContaining('400'));

    // Reset, after a confirmation: the demo persona is back at its seeded state.
    await $(`button=${CONSOLE_COPY.reset.start}`).click();
    await $(`button=${CONSOLE_COPY.reset.confirm}`).click();
    await expect(announcement()).toHaveText(CONSOLE_COPY.reset.done);
    const { registrations } = (await sandbox('GET', 'registrations?phone=3330000000')) as { registrations: { currentStep: number; status: string }[] };
    expect(registrations[0]).toMatchObject({ currentStep: 1, status: 'CONSUMER_PREREGISTERED' });
  });
});

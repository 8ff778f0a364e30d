/**
 * End-to-end: the help panel of spec §2 (sections, visibility rules, a real dialog), the callback
 * booking of §4 "Other states" with its §8 failure, the premium membership with §8 USR_USR_0731, and the
 * tracking events of a journey read from the host page, and the §3 payloads the sandbox received (§2 names, §3 payload).
 *
 * The logged-in user at step 3 is persona 3331000003 (Addresses, 3,0), opened in `/webview.html?platform=ios`
 * from the app (fromApp=true): the operator callback of §6 is theirs.
 */
import { $, browser, expect } from '@wdio/globals';
import { SHELL_COPY } from '../../src/app/copy';
import { SUCCESS_MODAL } from '../../src/kit/copy';
import { planCallback } from '../../src/format/booking';
import { BookAssistanceOptionsSchema, UnavailableDatesSchema } from '../../src/api/schemas';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { TITOLARE_COPY } from '../../src/screens/consumer/TitolareEffettivo/copy';
import {
  axeViolations,
  baseUrl,
  button,
  choose,
  control,
  fill,
  hostTracking,
  inElement,
  modalTitle,
  onScreen,
  open,
  passwordGrant,
  press,
  prosegui,
  sandbox,
  type Tracked,
  waitForElement,
  waitForHash,
  STRICT_PAGE,
} from './support';

const STEP3 = { phone: '3331000003', code: '13579' } as const;
const STEP3_REGISTRATION = 'reg-p03';
const IOS_APP = '/webview.html?platform=ios&fromApp=true';

const COPY = {
  main: 'Come possiamo aiutarti?',
  operator: 'Parla con un operatore',
  notNow: 'Non disponibile in questa fase della registrazione',
  contacts: 'Contattaci',
  callMe: 'Fatti chiamare',
  documentation: 'Documentazione',
  levelA: 'Livello A',
  faq: 'Domande frequenti',
  back: 'Indietro',
  callback: 'Vuoi farti richiamare?',
  hours: 'dal lunedì al venerdì, dalle 9 alle 19',
  confirm: 'Conferma',
  booked: 'Chiamata prenotata',
  sent: 'La tua richiesta è stata inviata.',
  bookingFailed: 'Non è stato possibile inviare la richiesta. Riprovare più tardi',
  premiumQuestion: "Vuoi attivare l'abbonamento Premium?",
  premiumName: 'Abbonamento Premium',
  activate: 'Attiva Premium',
  alreadyActive: "L'abbonamento Premium è stato già attivato correttamente",
  greeting: 'Buongiorno, ho bisogno di assistenza!',
} as const;

type Tokens = { access_token: string; refresh_token: string };

const withTokens = (page: string, tokens: Tokens) =>
  `${page}&access_token=${encodeURIComponent(tokens.access_token)}&refresh_token=${encodeURIComponent(tokens.refresh_token)}`;

/** Persona 3331000003 in the iOS app, on Addresses (3,0); returns its tokens. */
async function inAppAtStep3(): Promise<Tokens> {
  const tokens = await passwordGrant(STEP3);
  await open(withTokens(IOS_APP, tokens));
  await waitForElement();
  await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
  return tokens;
}

const panel = () => inElement('dialog.help-panel[open]');

/** The open panel's label: the heading its aria-labelledby names (the current section's title). */
async function panelHeading(): Promise<string> {
  return browser.execute(() => {
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const dialog = root?.querySelector('dialog.help-panel[open]');
    const id = dialog?.getAttribute('aria-labelledby');
    return (id && root?.getElementById(id)?.textContent?.trim()) || '';
  });
}

async function expectSection(heading: string) {
  await browser.waitUntil(async () => (await panelHeading()) === heading, {
    timeoutMsg: `help panel: expected section "${heading}", shows "${await panelHeading()}"`,
  });
  expect(await axeViolations()).toEqual([]);
}

/** A link of the element by its visible text. */
async function link(text: string) {
  const links = await $('bank-onboarding').shadow$$('a');
  for (const candidate of links) if ((await candidate.getText()).trim().includes(text)) return candidate;
  throw new Error(`no link "${text}" in the element`);
}

/** What the open panel holds: its buttons' texts, its links' addresses and how many list items link somewhere. */
const panelContent = () =>
  browser.execute(() => {
    const dialog = document.querySelector('bank-onboarding')?.shadowRoot?.querySelector('dialog.help-panel[open]');
    return {
      buttons: [...(dialog?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.trim() ?? ''),
      links: [...(dialog?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href') ?? ''),
      listed: dialog?.querySelectorAll('li a, li button').length ?? 0,
    };
  });

/** The panel's whole text (for copy that is not a heading). */
const panelText = async () => (await panel()).getText();

async function openHelpIcon() {
  await inElement(`button[aria-label="${SHELL_COPY.help}"]`).click();
  await panel().waitForDisplayed();
}

/** What the booking of §4 should be right now, from the sandbox's own answers. */
async function expectedBooking(tokens: Tokens) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl()}/api/usr/v2/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    });
    return (await response.json()) as unknown;
  };
  const now = new Date();
  const options = BookAssistanceOptionsSchema.parse(await call('help/book-assistance-options'));
  const { dates } = UnavailableDatesSchema.parse(
    await call('bank-transfer/unavailable-dates', {
      method: 'POST',
      body: JSON.stringify({ startDate: now.toISOString().slice(0, 10), endDate: new Date(now.getTime() + 35 * 86_400_000).toISOString().slice(0, 10) }),
    }),
  );
  return planCallback({ now, options, unavailableDates: dates });
}

interface Booking {
  bookDate: string;
  notes: string;
  reasonId: number | string;
  timeSlotId: number | string;
}
const bookings = async () => (await sandbox('GET', 'bookings')).bookings as Booking[];

describe('§2 Help panel', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  it('§2 Help panel, §4 Other states: in the iOS app, logged in at step 3, "Parla con un operatore" books the callback', async () => {
    const tokens = await inAppAtStep3();
    await openHelpIcon();
    await expectSection(COPY.main);
    const operator = await button(COPY.operator);
    expect(await operator.isEnabled()).toBe(true);
    await operator.click();

    await expectSection(COPY.callback);
    expect(await panelText()).toContain(COPY.hours);
    const expected = await expectedBooking(tokens);
    await press(COPY.confirm);
    await expectSection(COPY.booked);
    expect(await panelText()).toContain(COPY.sent);

    // §4: today (Rome) or the next available day, the slot rule, reason `altro`, notes "Onboarding"; one request.
    const booked = await bookings();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      bookDate: expected?.bookDate,
      timeSlotId: expected?.timeSlotId,
      reasonId: expected?.reasonId,
      notes: 'Onboarding',
    });

    // A real dialog: Escape closes it, focus returns to the opener, and it opens again on main.
    await browser.keys('Escape');
    await panel().waitForDisplayed({ reverse: true });
    const focused = await browser.execute(
      () => document.querySelector('bank-onboarding')?.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null,
    );
    expect(focused).toBe(SHELL_COPY.help);
    await openHelpIcon();
    await expectSection(COPY.main);
  });

  it('§8 Callback booking failure: the message shows and Conferma works again', async () => {
    await inAppAtStep3();
    await sandbox('POST', 'faults', { method: 'POST', path: '/api/usr/v2/help/book-assistance', status: 500, times: 1 });
    // The header's callback icon opens the callback section directly.
    await inElement(`button[aria-label="${SHELL_COPY.callback}"]`).click();
    await expectSection(COPY.callback);
    await press(COPY.confirm);
    const alert = await inElement('dialog.help-panel[open] [role="alert"]');
    await alert.waitForDisplayed();
    expect(await alert.getText()).toContain(COPY.bookingFailed);
    expect(await axeViolations()).toEqual([]);
    expect(await bookings()).toHaveLength(0);

    const confirm = await button(COPY.confirm);
    await confirm.waitForEnabled();
    await confirm.click();
    await expectSection(COPY.booked);
    expect(await bookings()).toHaveLength(1);
  });

  it('§2 Premium panel, §4 Other states: activated from PremiumFeatures over the step, which keeps what was typed; a reload shows the membership', async () => {
    await inAppAtStep3();
    await fill(ADDRESSES_COPY.residence.city, 'Milano');
    // The app's "Premium" entry opens the PremiumFeatures route: the panel on premium, over the current step.
    await $('#open-premium').click();
    await expectSection(COPY.premiumQuestion);
    await waitForHash('#/addresses');
    const offer = await panelText();
    expect(offer).toContain('3,99 €');
    expect(offer).toContain('Il primo mese è gratis');
    await press(COPY.activate);
    await browser.waitUntil(async () => (await modalTitle()) === SUCCESS_MODAL.title, { timeoutMsg: 'no success modal' });
    await inElement('dialog.modal[open] .modal-actions button').click();
    await expectSection(COPY.premiumName);
    const { registration } = (await sandbox('GET', `registrations/${STEP3_REGISTRATION}`)) as {
      registration: { premiumActivationRequested?: boolean };
    };
    expect(registration.premiumActivationRequested).toBe(true);
    // The step under the panel stayed as it was: what the user typed is still there.
    await press(SHELL_COPY.close);
    await panel().waitForDisplayed({ reverse: true });
    expect(await (await control(ADDRESSES_COPY.residence.city)).getValue()).toBe('MILANO');

    // A new page load reads it from the registration: the membership name, no activation.
    await browser.refresh();
    await waitForElement();
    await onScreen('#/addresses', 'Addresses');
    await $('#open-premium').click();
    await expectSection(COPY.premiumName);
    expect((await panelContent()).buttons).not.toContain(COPY.activate);
  });

  it('§8 Premium activation USR_USR_0731: activated meanwhile elsewhere, the dialog says so and the panel closes', async () => {
    const tokens = await inAppAtStep3();
    // Another device of the same user activates it after this page loaded the registration.
    const elsewhere = await fetch(`${baseUrl()}/api/usr/v2/registrations/${STEP3_REGISTRATION}/activate-premium`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(elsewhere.status).toBe(200);
    await $('#open-premium').click();
    await expectSection(COPY.premiumQuestion);
    await press(COPY.activate);
    await browser.waitUntil(async () => (await modalTitle()) === 'Attenzione', { timeoutMsg: 'no "Attenzione" dialog' });
    expect(await inElement('dialog.modal[open]').getText()).toContain(COPY.alreadyActive);
    expect(await panel().isExisting()).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('§2 Help panel, §6: a visitor in the app sees the operator disabled with the tooltip; contacts, documentation and FAQ', async () => {
    await open(`${IOS_APP}`);
    await waitForElement();
    await onScreen('#/ageForm', 'AgeForm');
    await openHelpIcon();
    await expectSection(COPY.main);
    const operator = await button(COPY.operator);
    expect(await operator.isEnabled()).toBe(false);
    expect(await panelText()).toContain(COPY.notNow);
    expect(await (await link(COPY.faq)).getAttribute('href')).toBe('https://example.it/faq');

    await press(COPY.contacts);
    await expectSection(COPY.contacts);
    const contacts = await panelContent();
    expect(contacts.buttons).not.toContain(COPY.callMe); // §2: only in the app, logged in, step 3 or later
    const chat = contacts.links;
    expect(chat.some((href) => href.includes(encodeURIComponent(COPY.greeting)))).toBe(true);
    expect(chat.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(chat.filter((href) => href.startsWith('tel:'))).toHaveLength(2);

    await press(COPY.back);
    await expectSection(COPY.main);
    await press(COPY.documentation);
    await expectSection(COPY.documentation);
    await browser.waitUntil(async () => (await panelText()).includes(COPY.levelA), { timeoutMsg: 'no "Livello A" list' });
    await browser.waitUntil(async () => (await panelContent()).listed > 0, { timeoutMsg: 'no documents under "Livello A"' });
    expect(await axeViolations()).toEqual([]);
  });

  it('§2 Help panel: in the browser (not the app) the footer\'s "Supporto online" opens the contacts; main has no operator', async () => {
    await open(STRICT_PAGE);
    await waitForElement();
    await press(SHELL_COPY.supportLink);
    await expectSection(COPY.contacts);
    await press(COPY.back);
    await expectSection(COPY.main);
    expect((await panelContent()).buttons).not.toContain(COPY.operator);
    // Closing resets the panel: it opens again where its opener says.
    await press(SHELL_COPY.close);
    await panel().waitForDisplayed({ reverse: true });
    await press(SHELL_COPY.supportLink);
    await expectSection(COPY.contacts);
  });
});

describe('§2/§3 Tracking', () => {
  beforeEach(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  const has = (events: Tracked[], name: string, kind: string) => events.some((e) => e.name === name && e.kind === kind);

  it('§2 reg_<Name>_stepN, §3 payload: a journey\'s views and submits reach the host page and the sandbox, never a token', async () => {
    const tokens = await inAppAtStep3();
    await fill(ADDRESSES_COPY.residence.address, 'Via Roma');
    await fill(ADDRESSES_COPY.residence.houseNumber, '1');
    await fill(ADDRESSES_COPY.residence.city, 'Milano');
    await fill(ADDRESSES_COPY.residence.postalCode, '20121');
    await (await control(ADDRESSES_COPY.residence.province)).selectByAttribute('value', 'MI');
    await prosegui();
    await onScreen('#/titolareEffettivo', 'TitolareEffettivo', TITOLARE_COPY.title);
    await choose(TITOLARE_COPY.yesOwner, TITOLARE_COPY.beneficialOwner);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usCitizen);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usTaxResident);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.otherTaxResidence);
    // Gianos' sector list fails once: the error the user sees is tracked too (below).
    await sandbox('POST', 'faults', {
      method: 'GET',
      path: '/api/usr/v2/documents/gianos',
      status: 500,
      code: 'USR_TEST_500',
      message: 'Errore di prova',
      times: 1,
    });
    await prosegui();
    await waitForHash('#/gianos');
    await browser.waitUntil(async () => (await modalTitle()) === 'Attenzione', { timeoutMsg: 'no error dialog on Gianos' });

    const expectedEvents: [string, string][] = [
      ['reg_Addresses_step3', 'view'],
      ['reg_Addresses_step3', 'submit'],
      ['reg_TitolareEffettivo_step4', 'view'],
      ['reg_TitolareEffettivo_step4', 'submit'],
      ['reg_Gianos_step4', 'view'],
    ];
    await browser.waitUntil(async () => {
      const events = await hostTracking();
      return expectedEvents.every(([name, kind]) => has(events, name, kind));
    }, { timeoutMsg: 'the host page did not hear the journey' });
    const events = await hostTracking();
    for (const event of events.filter((e) => e.name.startsWith('reg_'))) {
      // §3: exactly the tracking payload, the registration as orderID, the consumer flow.
      expect(Object.keys(event.payload).sort()).toEqual(
        ['cardId', 'deviceType', 'flow', 'gender', 'inviteCode', 'orderID', 'professione', 'settore'].sort(),
      );
      expect(event.payload.orderID).toBe(STEP3_REGISTRATION);
    }
    expect(JSON.stringify(events)).not.toContain(tokens.access_token);
    expect(JSON.stringify(events)).not.toContain(tokens.refresh_token);

    // The sandbox (`POST registrations/{id}/tracking`) receives each view's and submit's §3 payload as the whole body.
    const stored = async () => ((await sandbox('GET', `registrations/${STEP3_REGISTRATION}/tracking`)).events as { payload: Record<string, unknown> }[]);
    await browser.waitUntil(async () => (await stored()).length >= expectedEvents.length, {
      timeoutMsg: 'the sandbox did not receive the journey',
    });
    const steps = (await hostTracking()).filter((e) => e.name.startsWith('reg_'));
    for (const { payload } of await stored()) {
      expect(Object.keys(payload)).toEqual(['flow', 'orderID', 'deviceType', 'inviteCode', 'gender', 'cardId', 'settore', 'professione']);
      expect(steps.some((e) => JSON.stringify(e.payload) === JSON.stringify(payload))).toBe(true);
    }

    // §8: an error is tracked as a 'messaggio' event of type errore with its code on the page; it has no §3
    // payload, so nothing of it is sent to the sandbox.
    const isError = (e: Tracked) => e.name === 'messaggio' && e.kind === 'message' && e.payload.type === 'errore' && e.payload.code === 'USR_TEST_500';
    await browser.waitUntil(async () => (await hostTracking()).some(isError), { timeoutMsg: 'no messaggio event on the host page' });
    expect(JSON.stringify(await stored())).not.toContain('USR_TEST_500');
  });
});

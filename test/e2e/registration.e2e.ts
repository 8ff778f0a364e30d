/**
 * End to end: a new visitor goes from the landing page through "Registrati" and every data step
 * of spec §4 CONSUMER step 1 to Citizenship, with fresh data, in the demo host backed by the sandbox.
 * On the way: axe-core on every screen, a server field error sent back to the screen that owns the field
 * with nothing typed lost, a reload after pre-registration that resumes on ConfirmSms, a wrong SMS code,
 * and a later login that lands on Citizenship (1,7).
 */
import { $, browser, expect } from '@wdio/globals';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { AGE_COPY } from '../../src/screens/data/AgeForm/copy';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { CODE_COPY } from '../../src/screens/data/CodeForm/copy';
import { EMAIL_COPY } from '../../src/screens/data/EmailForm/copy';
import { MINOR_INFO_COPY } from '../../src/screens/data/MinorInfo/copy';
import { NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { PRIVACY_COPY } from '../../src/screens/data/PrivacyForm/copy';
import { PROMO_INFO_COPY } from '../../src/screens/data/PromoCodeInfo/copy';
import { SMS_COPY } from '../../src/screens/data/ConfirmSms/copy';
import { STEP_COPY } from '../../src/kit/copy';
import { fiscalCodeControlChar } from '../../src/validation/fiscal-code';
import { ACCESS_CODE_UNSAFE } from '../../src/validation/messages';
import {
  baseUrl,
  button,
  errorOf,
  field,
  inElement,
  loginThroughModal,
  onScreen,
  open,
  passwordGrant,
  press,
  prosegui,
  sandbox,
  sessionValue,
  type,
  waitForElement,
  STRICT_PAGE,
} from './support';

/** A visitor nobody has registered yet (unique per run). */
const stamp = Date.now().toString().slice(-7);
const visitor = {
  birthDate: '15/06/1990',
  firstName: "Maria Chiara",
  lastName: "D'Amico",
  email: `e2e.${stamp}@example.it`,
  phone: `339${stamp}`,
  accessCode: '24680',
  // Born 15 June 1990 in Milano (F205): the check character is computed, not hard-coded.
  fiscalCode: `DMCMCH90H55F205${fiscalCodeControlChar('DMCMCH90H55F205')}`,
};

/** The registration of the visitor as the sandbox holds it (through the API, with their own login). */
async function savedRegistration() {
  const { access_token } = await passwordGrant({ phone: visitor.phone, code: visitor.accessCode });
  const response = await fetch(`${baseUrl()}/api/usr/v2/registrations/me`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as { lastRegistration: Record<string, unknown> & { data: Record<string, unknown> } };
  return body.lastRegistration;
}

describe('§4 CONSUMER step 1: the data steps, pre-registration, SMS confirmation, citizenship', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(390, 844);
  });

  it('§2/§5 AgeForm: someone under 18 is shown /minorInfo (parent or guardian) and can change the date', async () => {
    await open(STRICT_PAGE);
    await waitForElement();
    await press(HOME_COPY.register);
    await onScreen('#/ageForm', 'AgeForm', AGE_COPY.title);
    await type('input[autocomplete="bday"]', '10102015');
    expect(await field('input[autocomplete="bday"]').getValue()).toBe('10/10/2015');
    await prosegui();
    await onScreen('#/minorInfo', 'MinorInfo', MINOR_INFO_COPY.title);
    await expect(inElement('.main')).toHaveText(expect.stringContaining('genitore o un tutore'));
    await press(MINOR_INFO_COPY.back);
    await onScreen('#/ageForm', 'AgeForm');
  });

  it('§4 a new visitor gets from "Registrati" to Citizenship; a reload and a later login resume where they were', async () => {
    await open(STRICT_PAGE);
    await waitForElement();
    await press(HOME_COPY.register);

    // 1,0 AgeForm
    await onScreen('#/ageForm', 'AgeForm', AGE_COPY.title);
    const submit = await button(STEP_COPY.submit);
    expect(await submit.isEnabled()).toBe(false); // §5: disabled until the form is valid
    await type('input[autocomplete="bday"]', '15061990');
    await prosegui();

    // 1,1 NameForm
    await onScreen('#/nameForm', 'NameForm', NAME_COPY.title);
    await type('input[autocomplete="given-name"]', 'M4ria');
    await field('input[autocomplete="family-name"]').click();
    expect(await errorOf('input[autocomplete="given-name"]')).toBe("Il campo deve contenere solamente caratteri dell'alfabeto");
    await type('input[autocomplete="given-name"]', visitor.firstName);
    await type('input[autocomplete="family-name"]', visitor.lastName);
    await prosegui();

    // 1,2 EmailForm, with the promo-code explanation; the e-mail is the demo persona's (already registered)
    await onScreen('#/emailForm', 'EmailForm', EMAIL_COPY.title);
    await type('input[type="email"]', 'demo@example.it');
    await type('input[autocomplete="tel-national"]', `+39${visitor.phone}`);
    await field('input[type="email"]').click();
    expect(await errorOf('input[autocomplete="tel-national"]')).toBe(
      'Non è possibile aggiungere un prefisso oltre a quello di default (+39)',
    );
    await type('input[autocomplete="tel-national"]', visitor.phone);
    await type('input[autocomplete="off"]', 'AMICO2026');
    await inElement('form a.link').click();
    await onScreen('#/promoCodeInfo', 'PromoCodeInfo', PROMO_INFO_COPY.title);
    await press(PROMO_INFO_COPY.back);
    await onScreen('#/emailForm', 'EmailForm');
    expect(await field('input[autocomplete="off"]').getValue()).toBe('AMICO2026'); // nothing typed is lost
    await prosegui();

    // 1,3 PrivacyForm: Prosegui stays disabled until both mandatory consents are given
    await onScreen('#/privacyForm', 'PrivacyForm', PRIVACY_COPY.title);
    const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
    expect(boxes.length).toBe(3);
    await boxes[0]!.click();
    expect(await (await button(STEP_COPY.submit)).isEnabled()).toBe(false);
    await boxes[1]!.click();
    await prosegui();

    // 1,4 CodeForm: §5 PIN safety, then a safe code
    await onScreen('#/codeForm', 'CodeForm', CODE_COPY.title);
    await type('input[autocomplete="new-password"]', '12345');
    await inElement('h1').click();
    expect(await errorOf('input[autocomplete="new-password"]')).toBe(ACCESS_CODE_UNSAFE);
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();

    // 1,5 ConfirmCodeForm: pre-registration answers 409 on the e-mail, shown back on EmailForm
    await onScreen('#/confirmCodeForm', 'ConfirmCodeForm');
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();
    await onScreen('#/emailForm', 'EmailForm');
    expect(await errorOf('input[type="email"]')).toBe("L'indirizzo email è già registrato");
    // The refused address keeps its message and Prosegui stays disabled until it changes.
    await field('input[autocomplete="tel-national"]').click();
    expect(await errorOf('input[type="email"]')).toBe("L'indirizzo email è già registrato");
    expect(await (await button(STEP_COPY.submit)).isEnabled()).toBe(false);
    expect(await field('input[autocomplete="tel-national"]').getValue()).toBe(visitor.phone);
    await type('input[type="email"]', visitor.email);
    await prosegui();
    await onScreen('#/privacyForm', 'PrivacyForm');
    await prosegui(); // consents kept
    await onScreen('#/codeForm', 'CodeForm');
    expect(await field('input[autocomplete="new-password"]').getValue()).toBe(visitor.accessCode);
    await prosegui();
    await onScreen('#/confirmCodeForm', 'ConfirmCodeForm');
    await type('input[autocomplete="new-password"]', visitor.accessCode);
    await prosegui();

    // 1,6 ConfirmSms: the session started with the pre-registration's tokens
    await onScreen('#/confirmSms', 'ConfirmSms');
    expect(await sessionValue('at')).toBeTruthy();
    await expect(inElement('.step-status')).toHaveText(expect.stringContaining('Ti abbiamo inviato un SMS'));

    // A reload mid-way resumes on ConfirmSms (§2 placements: pre-registered, NOT_CERTIFIED -> 1,6)
    await browser.refresh();
    await waitForElement();
    await onScreen('#/confirmSms', 'ConfirmSms');
    const sms = (await sandbox('GET', `outbox?to=%2B39${visitor.phone}`)).messages as { code: string }[];
    expect(sms.length).toBeGreaterThanOrEqual(2); // one on the first visit, one after the reload
    await type('input[autocomplete="one-time-code"]', '000000');
    await prosegui();
    await browser.waitUntil(async () => (await errorOf('input[autocomplete="one-time-code"]')) === 'Il codice inserito non è corretto');
    await press(SMS_COPY.resend);
    await expect(inElement('.step-status')).toHaveText(SMS_COPY.resent);
    await type('input[autocomplete="one-time-code"]', sms[0]!.code);
    await prosegui();

    // 1,7 Citizenship
    await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
    const saved = await savedRegistration();
    expect(saved.status).toBe('CONSUMER_PREREGISTERED');
    expect(saved.phoneNumberStatus).toBe('CERTIFIED');
    expect(saved.data).toMatchObject({
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      birthDate: '1990-06-15',
      email: visitor.email,
      mgmCode: 'AMICO2026',
      consents: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS'],
    });

    // Done when: logging in again as that user lands on Citizenship (1,7)
    await loginThroughModal(visitor.phone, visitor.accessCode);
    await onScreen('#/citizenship', 'Citizenship');

    // Citizenship is saved and the step submitted (progress step 2)
    await field('select').selectByAttribute('value', 'IT');
    await type('input[autocapitalize="words"]', 'Milano');
    await type('input[maxlength="16"]', visitor.fiscalCode.toLowerCase());
    expect(await field('input[maxlength="16"]').getValue()).toBe(visitor.fiscalCode); // §5 upper-cased as typed
    await prosegui();
    await onScreen('#/confirmEmail', 'ConfirmEmail');
    const after = await savedRegistration();
    expect(after.currentStep).toBe(2);
    expect(after.data).toMatchObject({ citizenship: 'IT', birthPlace: 'Milano', fiscalCode: visitor.fiscalCode });
  });
});

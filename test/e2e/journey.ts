/**
 * The journey helpers the end-to-end flows share: fresh visitors, the photo for the document scans, the
 * documents checklist, the recognition provider's page, the data steps from "Registrati" to ConfirmEmail.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { BUSINESS_DOCUMENTS } from '../../demo-host/server/registrations/business';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../../src/kit/copy';
import { DOCUMENT_TYPE_LABELS } from '../../src/registration/identity-document';
import { ADDRESSES_COPY } from '../../src/screens/consumer/Addresses/copy';
import { CARD_CAROUSEL_COPY } from '../../src/screens/consumer/CardCarousel/copy';
import { RECOGNITION_COPY } from '../../src/screens/consumer/Recognition/copy';
import { CHECK_RESULT_COPY } from '../../src/screens/consumer/RecognitionCheckResult/copy';
import { COMPLETED_COPY } from '../../src/screens/consumer/RegistrationCompleted/copy';
import { SHIPMENT_COPY } from '../../src/screens/consumer/Shipment/copy';
import { CERTIFICATE_SIGN_COPY } from '../../src/screens/consumer/CertificateSign/copy';
import { ACCESS_CODE_COPY } from '../../src/screens/consumer/ConfirmAccessCode/copy';
import { MOBILE_TOKEN_COPY } from '../../src/screens/consumer/ConfirmMobileToken/copy';
import { DOCUMENT_DATA_COPY } from '../../src/screens/consumer/DocumentData/copy';
import { DOCUMENT_TYPE_COPY } from '../../src/screens/consumer/DocumentType/copy';
import { GIANOS_COPY } from '../../src/screens/consumer/Gianos/copy';
import { REQUEST_CERTIFICATE_COPY } from '../../src/screens/consumer/RequestCertificate/copy';
import { SCOPO_COPY } from '../../src/screens/consumer/ScopoRapporto/copy';
import { TITOLARE_COPY } from '../../src/screens/consumer/TitolareEffettivo/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { UPLOAD_BIZ_COPY } from '../../src/screens/business/UploadBizDocuments/copy';
import { BUSINESS_NAME_COPY, NAME_COPY } from '../../src/screens/data/NameForm/copy';
import { MINOR_SET_TUTOR_COPY } from '../../src/screens/minor/MinorSetTutor/copy';
import { MINOR_WAITING_TUTOR_COPY } from '../../src/screens/minor/MinorWaitingTutorConfirm/copy';
import { TUTOR_ACCESS_CODE_COPY } from '../../src/screens/tutor/TutorConfirmAccessCode/copy';
import { vatCheckDigit } from '../../src/validation/business';
import { fiscalCodeControlChar, FISCAL_CODE_MONTHS } from '../../src/validation/fiscal-code';
import {
  axeViolations,
  baseUrl,
  choose,
  control,
  field,
  fill,
  inElement,
  loginModal,
  loginThroughModal,
  onScreen,
  open,
  press,
  prosegui,
  sandbox,
  type,
  waitForBridgeMessage,
  waitForElement,
  waitForHash,
  STRICT_PAGE,
} from './support';

export const withControlChar = (code: string) => `${code}${fiscalCodeControlChar(code)}`;

/** A visitor nobody has registered yet (unique per run and per `n`), an adult born 15 June 1990. */
export function newVisitor(n: number) {
  const stamp = `${Date.now().toString().slice(-6)}${n}`;
  return {
    email: `e2e.steps.${stamp}@example.it`,
    phone: `338${stamp}`,
    accessCode: '24680',
    /** As typed in AgeForm (ddmmyyyy). */
    birthDate: '15061990',
    minor: false,
    // Born 15 June 1990 in Milano (F205), a name part of its own (the sandbox refuses a fiscal code already
    // registered, and compares only the birth date): the check character is computed, not hard-coded.
    fiscalCode: withControlChar(`DMC${['MCH', 'LRA', 'GLI'][n % 3]}90H55F205`),
  };
}
export type Visitor = ReturnType<typeof newVisitor>;
const stamp = Date.now().toString().slice(-7);

/** A small real PNG (1×1), written once, for the document photos. */
export const PHOTO = join(tmpdir(), `bank-onboarding-e2e-${stamp}.png`);
writeFileSync(
  PHOTO,
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);


/**
 * Ticks every box of a checklist (ViewDocumentation, CardDocumentation, the certificate's clauses). The boxes come
 * with the screen's loaded content (its documents, its clauses), shown after its heading: waited for.
 */
export async function acceptAll() {
  const find = async () => $('bank-onboarding').shadow$$('form input[type="checkbox"]').getElements();
  let boxes = await find();
  await browser.waitUntil(async () => (boxes = await find()).length > 0, { timeoutMsg: 'no box to tick: the checklist did not load' });
  for (const box of boxes) if (!(await box.isSelected())) await box.click();
}

/** §2 back blocked: a reload on this screen resumes on it (the start-up rules and resume.ts). */
export async function reloadResumes(hash: string, screen: string) {
  await browser.refresh();
  await waitForElement();
  await onScreen(hash, screen);
}

/** The sandbox's provider page: the fake camera's live preview, then the tester's outcome. */
export async function atProvider(outcome: string) {
  await browser.waitUntil(async () => (await browser.getUrl()).startsWith(`${baseUrl()}/recognition-provider/?session=`), {
    timeoutMsg: 'the provider page did not open in the same window',
  });
  await expect($('[role="status"]')).toHaveText(PROVIDER_COPY.cameraOn);
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        const video = document.querySelector('video');
        return Boolean(video && !video.paused && video.videoWidth > 0);
      }),
    { timeoutMsg: 'the camera preview is not playing' },
  );
  expect(await axeViolations()).toEqual([]);
  const choice = $(`button=${outcome}`);
  await choice.waitForEnabled();
  await choice.click();
  // Back in the wizard's page (same window): wait on the address before running scripts in it.
  await browser.waitUntil(async () => !(await browser.getUrl()).includes('/recognition-provider/'), {
    timeoutMsg: 'the provider did not send the user back',
  });
}

/** The registration as the sandbox stores it. */
export async function stored(registrationId: string) {
  return (await sandbox('GET', `registrations/${registrationId}`)).registration as {
    currentStep: number;
    prepaidCardResource: { id: string } | null;
    data: Record<string, unknown>;
  };
}

/**
 * "Registrati" to ConfirmEmail (2,0) at script speed; registration.e2e.ts checks these steps one by one. In the
 * Android app (`inApp`) the wizard opens on AgeForm (spec §4 "fromApp leads to registration start").
 */
export async function registerToConfirmEmail(visitor: Visitor, { inApp = false }: { inApp?: boolean } = {}) {
  if (inApp) {
    await open('/webview.html?platform=android&fromApp=true');
    await waitForBridgeMessage('appIsReady');
  } else {
    await open(STRICT_PAGE);
    await waitForElement();
    await press(HOME_COPY.register);
  }
  await ageFormToConfirmEmail(visitor);
}

/** AgeForm (1,0) to ConfirmEmail (2,0): the birth date, MinorInfo for a minor, the name, then {@link contactsToConfirmEmail}. */
export async function ageFormToConfirmEmail(visitor: Visitor) {
  await onScreen('#/ageForm', 'AgeForm');
  await type('input[autocomplete="bday"]', visitor.birthDate);
  await prosegui();
  if (visitor.minor) {
    // §2/§5: someone under 18 is told a parent or guardian is needed, and goes on.
    await onScreen('#/minorInfo', 'MinorInfo');
    await prosegui();
  }
  await onScreen('#/nameForm', 'NameForm');
  await type('input[autocomplete="given-name"]', 'Maria Chiara');
  await type('input[autocomplete="family-name"]', "D'Amico");
  await prosegui();
  await contactsToConfirmEmail(visitor);
}

/** EmailForm (1,2) to ConfirmEmail (2,0): {@link contactsToPreRegistration}, then the SMS code and Citizenship. */
export async function contactsToConfirmEmail(visitor: Visitor, options: { again?: boolean } = {}) {
  await contactsToPreRegistration(visitor, options);
  await citizenshipToConfirmEmail(visitor);
}

/**
 * EmailForm (1,2) to ConfirmCodeForm's Prosegui (pre-registration): contacts, consents, the access code twice.
 * `again`: the visitor comes back through screens already filled (the draft kept), after a server refusal sent
 * them to an earlier one; only the repeated access code is typed again.
 */
export async function contactsToPreRegistration(visitor: Visitor, { again = false }: { again?: boolean } = {}) {
  await onScreen('#/emailForm', 'EmailForm');
  if (!again) {
    await type('input[type="email"]', visitor.email);
    await type('input[autocomplete="tel-national"]', visitor.phone);
  }
  await prosegui();
  await onScreen('#/privacyForm', 'PrivacyForm');
  if (!again) {
    const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
    await boxes[0]!.click();
    await boxes[1]!.click();
  }
  await prosegui();
  await onScreen('#/codeForm', 'CodeForm');
  if (!again) await type('input[autocomplete="new-password"]', visitor.accessCode);
  await prosegui();
  await onScreen('#/confirmCodeForm', 'ConfirmCodeForm');
  await type('input[autocomplete="new-password"]', visitor.accessCode);
  await prosegui();
}

/** ConfirmSms (1,6) to ConfirmEmail (2,0): the SMS code, Citizenship (Italian, born in Milano). */
async function citizenshipToConfirmEmail(visitor: Visitor) {
  await onScreen('#/confirmSms', 'ConfirmSms');
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
  await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
  await field('select').selectByAttribute('value', 'IT');
  await type('input[autocapitalize="words"]', 'Milano');
  await type('input[maxlength="16"]', visitor.fiscalCode);
  await prosegui();
  await onScreen('#/confirmEmail', 'ConfirmEmail');
}


/**
 * A fiscal code for someone born on `birth` (a woman: day + 40) in Milano, with `letters` as its six name
 * letters and the computed check character: the sandbox compares the code's birth date with the one typed.
 */
export function fiscalCodeBornOn(letters: string, birth: Date, female = true): string {
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const month = FISCAL_CODE_MONTHS[birth.getUTCMonth()]!;
  const day = String(birth.getUTCDate() + (female ? 40 : 0)).padStart(2, '0');
  return withControlChar(`${letters}${yy}${month}${day}F205`);
}

/** `birth` as typed in a date field (ddmmyyyy). */
export const typedDate = (birth: Date) =>
  `${String(birth.getUTCDate()).padStart(2, '0')}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${birth.getUTCFullYear()}`;

/** How long the sandbox's signatures run (ms): short for speed, long enough to reload during one. */
export const signatureDuration = (ms: number) => sandbox('POST', 'signature/duration', { ms });

/** 3,0 Addresses (or its place in another flow's table): a residence in Milano, §5 normalisation as typed. */
export async function fillResidence(address = 'Via Roma', houseNumber = '8') {
  await fill(ADDRESSES_COPY.residence.address, address);
  await fill(ADDRESSES_COPY.residence.houseNumber, houseNumber);
  await fill(ADDRESSES_COPY.residence.city, 'Milano');
  await fill(ADDRESSES_COPY.residence.postalCode, '20121');
  await (await control(ADDRESSES_COPY.residence.province)).selectByAttribute('value', 'MI');
}

/**
 * The self-declaration (TitolareEffettivo, Gianos, ScopoRapporto) from its first screen: the beneficial owner,
 * no US or foreign tax ties; an employee in sector K paid into the account, or a student with pocket money.
 */
export async function declareSelf({ student }: { student: boolean }) {
  await onScreen('#/titolareEffettivo', 'TitolareEffettivo', TITOLARE_COPY.title);
  await choose(TITOLARE_COPY.yesOwner, TITOLARE_COPY.beneficialOwner);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.usCitizen);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.usTaxResident);
  await choose(TITOLARE_COPY.no, TITOLARE_COPY.otherTaxResidence);
  await prosegui();
  await onScreen('#/gianos', 'Gianos', GIANOS_COPY.title);
  if (student) {
    await choose(GIANOS_COPY.jobs['09'], GIANOS_COPY.job); // a student: no activity sector asked
  } else {
    await choose(GIANOS_COPY.jobs['04'], GIANOS_COPY.job);
    await (await control(GIANOS_COPY.sector)).selectByAttribute('value', 'K');
  }
  await prosegui();
  await onScreen('#/scopoRapporto', 'ScopoRapporto', SCOPO_COPY.title);
  if (student) {
    await choose(SCOPO_COPY.purposes.OTHER, SCOPO_COPY.purpose);
    await fill(SCOPO_COPY.otherPurpose, 'Paghetta e piccole spese');
    await choose(SCOPO_COPY.fundsOrigins.SAVINGS, SCOPO_COPY.fundsOrigin);
  } else {
    await choose(SCOPO_COPY.purposes.SALARY_PENSION, SCOPO_COPY.purpose);
    await choose(SCOPO_COPY.fundsOrigins.WORK_INCOME, SCOPO_COPY.fundsOrigin);
  }
  await prosegui();
}

/** DocumentType then DocumentData: a passport typed by hand, its one photo. */
export async function passportByHand(number: string) {
  await onScreen('#/documentType', 'DocumentType', DOCUMENT_TYPE_COPY.title);
  await choose(DOCUMENT_TYPE_LABELS.PASSAPORTO, DOCUMENT_TYPE_COPY.documentType);
  await prosegui();
  await documentDataByHand(number);
}

/**
 * DocumentData typed by hand (a ten-year validity from 2024, issued in Milano): a
 * passport's one photo, or the front and back of a card (`sides: 2`).
 */
export async function documentDataByHand(number: string, sides: 1 | 2 = 1) {
  await onScreen('#/documentData', 'DocumentData');
  await fill(DOCUMENT_DATA_COPY.documentNumber, number);
  await fill(DOCUMENT_DATA_COPY.issueDate, '10032024');
  await fill(DOCUMENT_DATA_COPY.expiryDate, '09032034');
  await fill(DOCUMENT_DATA_COPY.issuingPlace, 'Milano');
  if (sides === 1) {
    await (await control(DOCUMENT_DATA_COPY.frontSingle)).setValue(PHOTO);
  } else {
    // A card may come from more than one authority (the CIE: Comune or Ministero dell'Interno): the Comune.
    await (await control(DOCUMENT_DATA_COPY.issuingAuthority)).selectByAttribute('value', 'Comune');
    await (await control(DOCUMENT_DATA_COPY.front)).setValue(PHOTO);
    await (await control(DOCUMENT_DATA_COPY.back)).setValue(PHOTO);
  }
  await prosegui();
}

/** The sandbox's signature state and how many times each scope was signed (admin view). */
export async function signatures(registrationId: string) {
  return (await sandbox('GET', `registrations/${registrationId}/signature`)) as {
    signature: { status: string };
    signatures: { certificate: number; account: number; card: number };
  };
}

/** Firma on a contract-signature screen: every contract ticked, then the signature followed to its end. */
export async function signContracts(hash: string, screen: string) {
  await onScreen(hash, screen);
  await acceptAll();
  await prosegui(SIGNATURE_COPY.sign);
}

/**
 * RequestCertificate to CertificateSign: the provider's terms accepted, the certificate issued and the
 * signature session opened with the SMS code (issue-and-sign), the progress followed.
 */
export async function certificate() {
  await onScreen('#/requestCertificate', 'RequestCertificate', REQUEST_CERTIFICATE_COPY.title);
  await acceptAll();
  await prosegui();
  await onScreen('#/infocertSign', 'CertificateSign', CERTIFICATE_SIGN_COPY.title);
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui(SIGNATURE_COPY.sign);
}

/** The whole signature step of a consumer-like flow: certificate, both contract scopes, access code, mobile token. */
export async function signAll(accessCode: string) {
  await certificateAndContracts();
  await confirmAccessAndToken(accessCode);
}

/** The certificate, then both contract scopes (BankSign, CardSign). */
export async function certificateAndContracts() {
  await certificate();
  await signContracts('#/bankSign', 'BankSign');
  await signContracts('#/cardSign', 'CardSign');
}

/** 8,0 to 9,0 (CONSUMER): signatures of `signatureMs`, the certificate, both contracts, the access code, completion. */
export async function signaturesToCompletion(visitor: Visitor, signatureMs: number) {
  await signatureDuration(signatureMs);
  await certificateAndContracts();
  await confirmAndComplete(visitor);
}

/**
 * ConfirmAccessCode with the user's access code, then the flow's mobile-token screen (ConfirmMobileToken, the
 * minor's MinorConfirmMobileToken) with the SMS code.
 */
export async function confirmAccessAndToken(accessCode: string, [tokenHash, tokenScreen] = ['#/confirmMobileToken', 'ConfirmMobileToken']) {
  await onScreen('#/confirmAccessCode', 'ConfirmAccessCode', ACCESS_CODE_COPY.title);
  await type('input[autocomplete="current-password"]', accessCode);
  await prosegui();
  await onScreen(tokenHash, tokenScreen, MOBILE_TOKEN_COPY.title);
  await field('input[autocomplete="one-time-code"]').waitForDisplayed();
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
}

/* The CONSUMER journey in parts (consumer-steps.e2e.ts); BUSINESS runs the same parts around its own screens. */

export interface Part {
  /** §2 back blocked: reload on each back-blocked screen and check it resumes there (the browser run). */
  reloads: boolean;
}

/** 2,0 ConfirmEmail to Addresses (3,0): the e-mail code, and the recognition approved at the provider. */
export async function confirmAndRecognise({ reloads }: Part) {
  // 2,0 ConfirmEmail (back blocked): the code of the e-mail the screen asked for on arrival.
  if (reloads) await reloadResumes('#/confirmEmail', 'ConfirmEmail');
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();

  // 2,1 recognition (back blocked): the same-window hand-off to the provider, approved, and back.
  await onScreen('#/idnowRecognition', 'Recognition', RECOGNITION_COPY.title);
  if (reloads) await reloadResumes('#/idnowRecognition', 'Recognition');
  await press(RECOGNITION_COPY.start);
  await atProvider(PROVIDER_COPY.approve);
  await waitForHash('#/addresses');
  // The return parameter is gone from the address bar once used, and no token was ever in it.
  expect(await browser.getUrl()).not.toContain('recogSession');
  expect(await browser.getUrl()).not.toContain('access_token');
}

/** 3,0 Addresses and the self-declaration (4,0–4,2): §5 normalisation as typed. */
export async function addressesAndDeclarations({ reloads }: Part) {
  // 3,0 Addresses (back blocked): §5 normalisation as typed.
  await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
  if (reloads) await reloadResumes('#/addresses', 'Addresses');
  await fillResidence('Via Città di Castello', '12/b');
  expect(await (await control(ADDRESSES_COPY.residence.address)).getValue()).toBe("VIA CITTA' DI CASTELLO");
  await prosegui();

  // 4,0 TitolareEffettivo (back blocked), 4,1 Gianos, 4,2 ScopoRapporto.
  if (reloads) {
    await onScreen('#/titolareEffettivo', 'TitolareEffettivo', TITOLARE_COPY.title);
    await reloadResumes('#/titolareEffettivo', 'TitolareEffettivo');
  }
  await declareSelf({ student: false });
}

/** The account's documents, the card (Carta Classica) and its delivery to the residence (CONSUMER 5,0–5,3). */
export async function chooseCardAndDelivery({ reloads }: Part) {
  // ViewDocumentation (back blocked), CardCarousel, CardDocumentation, Shipment (back blocked).
  await onScreen('#/viewDocumentation', 'ViewDocumentation');
  if (reloads) await reloadResumes('#/viewDocumentation', 'ViewDocumentation');
  await acceptAll();
  await prosegui();
  await onScreen('#/cardCarousel', 'CardCarousel');
  await choose('Carta Classica', CARD_CAROUSEL_COPY.choiceLabel);
  await prosegui();
  await onScreen('#/cardDocumentation', 'CardDocumentation');
  await acceptAll();
  await prosegui();
  await onScreen('#/Shipment', 'Shipment');
  if (reloads) await reloadResumes('#/Shipment', 'Shipment');
  await choose(SHIPMENT_COPY.residence, SHIPMENT_COPY.choiceLabel);
  await prosegui();
}

/** 6,0 the approved result to the signature step (8,0): the identity document prefilled from the recognition. */
export async function identityDocument({ reloads }: Part) {
  // 6,0 recognition check result (back blocked): approved.
  await onScreen('#/idnowCheckResult', 'RecognitionCheckResult', CHECK_RESULT_COPY.title);
  if (reloads) await reloadResumes('#/idnowCheckResult', 'RecognitionCheckResult');
  await expect(inElement('.main')).toHaveText(expect.stringContaining(CHECK_RESULT_COPY.approved));
  await prosegui();

  // 7,0 DocumentType (back blocked): the recognised electronic identity card is preselected.
  await onScreen('#/documentType', 'DocumentType', DOCUMENT_TYPE_COPY.title);
  if (reloads) await reloadResumes('#/documentType', 'DocumentType');
  expect(await (await control(DOCUMENT_TYPE_LABELS.CARTA_IDENTITA_ELETTRONICA, DOCUMENT_TYPE_COPY.documentType)).isSelected()).toBe(true);
  await prosegui();

  // 7,1 DocumentData: prefilled from the recognition; the photos from the phone.
  await onScreen('#/documentData', 'DocumentData');
  expect(await (await control(DOCUMENT_DATA_COPY.documentNumber)).getValue()).toBe('CA12345AB');
  await (await control(DOCUMENT_DATA_COPY.front)).setValue(PHOTO);
  await (await control(DOCUMENT_DATA_COPY.back)).setValue(PHOTO);
  await prosegui();

  await onScreen('#/requestCertificate', 'RequestCertificate');
}

/** 8,4 to 9,0 (CONSUMER; BUSINESS 9,4 to 10,0): the access code, the mobile token's SMS code, the completion. */
export async function confirmAndComplete(visitor: Visitor) {
  await confirmAccessAndToken(visitor.accessCode);
  // (header hidden, back blocked): complete-registration, the message, the §9 exit.
  await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
  await expect(inElement('.main')).toHaveText(expect.stringContaining(COMPLETED_COPY.paragraphs[0]));
}

/* The upgrade flows' entry and end (upgrades.e2e.ts; the fault runs take the same path). */

/** The persona's access code (every seeded persona's). */
export const PERSONA_CODE = '13579';

/** Waits until the page is `path` of the demo host (the online-banking hand-off, the exits). */
export async function waitForPage(path: string, what: string) {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === path, {
    timeoutMsg: `${what}: still at ${await browser.getUrl()}`,
  });
}

/**
 * §4 Login flow 2: an ENABLED customer logs in on `page` (default the strict landing page), lands on online
 * banking, and follows the sandbox page's `link` back into the wizard.
 */
export async function fromOnlineBanking(phone: string, link: string, page?: string) {
  await loginThroughModal(phone, PERSONA_CODE, page);
  await waitForPage('/online-banking/', 'the login did not hand off to online banking');
  const offer = $(`a=${link}`);
  await offer.waitForDisplayed();
  await offer.click();
  await waitForElement();
}

/** 1,7 Citizenship (Italian, born in `birthPlace`), 1,8 ConfirmEmail (the bank's e-mail, already confirmed), 2,0 Addresses. */
export async function citizenshipToAddresses(birthPlace: string, address: string, houseNumber: string) {
  await onScreen('#/citizenship', 'Citizenship', CITIZENSHIP_COPY.title);
  await field('select').selectByAttribute('value', 'IT');
  await fill(CITIZENSHIP_COPY.birthPlace, birthPlace);
  await prosegui();
  await onScreen('#/confirmEmail', 'ConfirmEmail');
  await prosegui();
  await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
  await fillResidence(address, houseNumber);
  await prosegui();
}

/**
 * UPGRADE_CORPORATE_CONSUMER 1,0 to 1,3 in upgrade mode, after the corporate login (a reload with the corporate
 * flag in session storage, start-add-wallet, reload): AgeForm, NameForm and EmailForm show what the bank knows and go on as they are;
 * PrivacyForm takes both consents. CodeForm, ConfirmCodeForm and ConfirmSms are passed over (the customer has
 * an access code and a certified phone).
 */
export async function corporateKnownData() {
  await onScreen('#/ageForm', 'AgeForm');
  await expect(inElement('.main dl')).toBeDisplayed();
  await prosegui();
  await onScreen('#/nameForm', 'NameForm');
  await prosegui();
  await onScreen('#/emailForm', 'EmailForm');
  await prosegui();
  await onScreen('#/privacyForm', 'PrivacyForm');
  const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
  await boxes[0]!.click();
  await boxes[1]!.click();
  await prosegui();
}

/** 4,x of an upgrade: the contract documents (and the card's), then 5,0 UserRecognition approved at the provider. */
export async function documentsAndRecognition(card: 'choose' | 'kept' | 'none') {
  await onScreen('#/viewDocumentation', 'ViewDocumentation');
  await acceptAll();
  await prosegui();
  if (card === 'choose') {
    // Spec §4: an upgrade has no Shipment step, so only cards without shipment are offered.
    await onScreen('#/cardCarousel', 'CardCarousel');
    await choose('Carta Virtuale', CARD_CAROUSEL_COPY.choiceLabel);
    await prosegui();
  } else if (card === 'kept') {
    // The prepaid card the customer already has is the one chosen.
    await onScreen('#/cardCarousel', 'CardCarousel');
    await prosegui();
  }
  await onScreen('#/cardDocumentation', 'CardDocumentation');
  await acceptAll();
  await prosegui();
  await onScreen('#/userRecognition', 'UserRecognition', RECOGNITION_COPY.title);
  await press(RECOGNITION_COPY.start);
  await atProvider(PROVIDER_COPY.approve);
}

/** An upgrade's step 6 signed (certificate, both scopes, access code, mobile token), 7 completed, the §9 exit to home banking. */
export async function signAndLeave() {
  await signAll(PERSONA_CODE);
  await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
  // §9: on the web, after an upgrade or corporate flow, the exit is the home-banking site.
  await press(COMPLETED_COPY.exit);
  await waitForPage('/online-banking/', 'the exit did not lead to home banking');
}

/* The MINOR flow's parts (minor.e2e.ts; the fault runs take the same path). */

/** A minor nobody has registered yet: sixteen years and a month old whatever the day the suite runs. */
export function newMinor(n: number): Visitor {
  const birth = new Date(Date.UTC(new Date().getUTCFullYear() - 16, new Date().getUTCMonth(), 1) - 30 * 86_400_000);
  return { ...newVisitor(n), birthDate: typedDate(birth), minor: true, fiscalCode: fiscalCodeBornOn(['VRDLCA', 'BNCGLI', 'GLLSRA'][n % 3]!, birth) };
}

/** MINOR steps 2–3 from ConfirmEmail: the e-mail code, Addresses, the passport typed by hand, the self-declaration (a student). */
export async function minorIdentityAndDeclaration() {
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
  await onScreen('#/addresses', 'Addresses', ADDRESSES_COPY.title);
  await fillResidence();
  await prosegui();
  // The minor types the document by hand: the recognition comes later (5,0 UserRecognition).
  await passportByHand('YB7654321');
  await declareSelf({ student: true });
}

/** MINOR 4,0 MinorBankDocuments, 4,1 MinorCardCarousel (Carta Virtuale: MINOR has no Shipment, spec §4), 4,2 MinorCardDocuments. */
export async function minorDocumentsAndCard() {
  await onScreen('#/minorBankDocuments', 'MinorBankDocuments');
  await acceptAll();
  await prosegui();
  await onScreen('#/minorCardCarousel', 'MinorCardCarousel');
  await choose('Carta Virtuale', CARD_CAROUSEL_COPY.choiceLabel);
  await prosegui();
  await onScreen('#/minorCardDocuments', 'MinorCardDocuments');
  await acceptAll();
  await prosegui();
}

/**
 * MINOR 6,0 MinorBankSign and 6,1 MinorCardSign, each with its SMS code. With `reloads`, the account signature
 * runs long enough to reload in the middle of it, and the reload resumes at the flow's signature recovery.
 */
export async function minorSignatures({ reloads }: Part) {
  await signatureDuration(reloads ? 8_000 : 1_000);
  await signWithCode('#/minorBankSign', 'MinorBankSign');
  // The flow's signature recovery is MinorConfirmMobileToken (7,2).
  if (reloads) await reloadWhileSigning('#/minorConfirmMobileToken');
  await signWithCode('#/minorCardSign', 'MinorCardSign');
}

/**
 * A reload while a signature runs: §4 Start-up rules (infocertSignRunning) resume at the flow's signature
 * recovery `recoveryHash`, which follows the signature and then goes back to the card's contracts (signed in
 * 1 s from here on).
 */
async function reloadWhileSigning(recoveryHash: string) {
  await inElement('progress').waitForExist();
  await browser.refresh();
  await waitForElement();
  await waitForHash(recoveryHash);
  await signatureDuration(1_000);
}

/** A minor's contract signature: every contract ticked, the SMS code typed, Firma. */
async function signWithCode(hash: string, screen: string) {
  await onScreen(hash, screen);
  await acceptAll();
  await fill(SIGNATURE_CODE_COPY.label, '123456');
  await prosegui(SIGNATURE_COPY.sign);
}

/** MINOR 7,1 ConfirmAccessCode (the minor's own access code), 7,2 MinorConfirmMobileToken (the SMS code). */
export const minorAccessAndToken = (accessCode: string) =>
  confirmAccessAndToken(accessCode, ['#/minorConfirmMobileToken', 'MinorConfirmMobileToken']);

/** The guardian the minors name: the sandbox persona 3331000021 (an adult, no registration of their own). */
export const GUARDIAN = { phone: '3331000021', code: PERSONA_CODE, firstName: 'Giovanni', lastName: 'Galli', email: 'giovanni.galli.e2e@example.it' };

/** MINOR 8,0 MinorSetTutor: the guardian's data (§5 rules), the invitation sent; then 9,0 MinorWaitingTutorConfirm. */
export async function nameGuardian() {
  await onScreen('#/minorSetTutor', 'MinorSetTutor', MINOR_SET_TUTOR_COPY.title);
  await fill(MINOR_SET_TUTOR_COPY.firstName, GUARDIAN.firstName);
  await fill(MINOR_SET_TUTOR_COPY.lastName, GUARDIAN.lastName);
  await fill(MINOR_SET_TUTOR_COPY.fiscalCode, fiscalCodeBornOn('GLLGNN', new Date(Date.UTC(1978, 2, 21)), false));
  await fill(MINOR_SET_TUTOR_COPY.phone, GUARDIAN.phone);
  await fill(MINOR_SET_TUTOR_COPY.email, GUARDIAN.email);
  await prosegui();
  await onScreen('#/minorWaitingTutorConfirm', 'MinorWaitingTutorConfirm', MINOR_WAITING_TUTOR_COPY.title);
}

/** The invitations (SMS with the registration's link) the sandbox outbox holds for the guardian, oldest first. */
export async function guardianInvitations(): Promise<string[]> {
  const { messages } = (await sandbox('GET', `outbox?to=%2B39${GUARDIAN.phone}`)) as { messages: { channel: string; text: string }[] };
  return messages.filter((m) => m.channel === 'sms' && m.text.includes('idRegistration=')).map((m) => m.text);
}

/** The link of the guardian's last invitation. */
export async function invitationLink(): Promise<string | undefined> {
  return (await guardianInvitations()).at(-1)?.match(/https?:\/\/\S+idRegistration=[\w-]+/)?.[0];
}

/**
 * §6 TUTOR, on the invitation link's landing page: the guardian's notice, the login, then step 9 (9,0 the card's
 * documents, 9,1 the certificate, 9,2–9,3 the contracts, 9,4 the access code, 9,5 the mobile token) to
 * RegistrationCompleted. With `reloads`, a reload during the running account signature recovers at 9,4.
 */
export async function guardianSigns({ reloads }: Part) {
  // Not logged in: the landing page's guardian notice leads to the login.
  await expect(inElement('.main')).toHaveText(expect.stringContaining(HOME_COPY.tutor.title));
  await press(HOME_COPY.tutor.login);
  await loginModal.phone().setValue(GUARDIAN.phone);
  await loginModal.code().setValue(GUARDIAN.code);
  await loginModal.submit().click();

  await onScreen('#/tutorCardDocumentation', 'TutorCardDocumentation');
  await acceptAll();
  await prosegui();
  await onScreen('#/tutorRequestCertificate', 'TutorRequestCertificate');
  await acceptAll();
  await prosegui();
  await field('input[autocomplete="one-time-code"]').waitForDisplayed();
  await fill(SIGNATURE_CODE_COPY.label, '123456');
  await prosegui(SIGNATURE_COPY.sign);

  await signatureDuration(reloads ? 8_000 : 1_000);
  await signContracts('#/tutorBankSign', 'TutorBankSign');
  // The guardian's signature recovery is 9,4 TutorConfirmAccessCode.
  if (reloads) await reloadWhileSigning('#/tutorConfirmAccessCode');
  await signContracts('#/tutorCardSign', 'TutorCardSign');

  await onScreen('#/tutorConfirmAccessCode', 'TutorConfirmAccessCode', TUTOR_ACCESS_CODE_COPY.title);
  await type('input[autocomplete="current-password"]', GUARDIAN.code);
  await prosegui();
  await onScreen('#/tutorConfirmMobileToken', 'TutorConfirmMobileToken');
  await field('input[autocomplete="one-time-code"]').waitForDisplayed();
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
  await onScreen('#/registrationCompleted', 'RegistrationCompleted', COMPLETED_COPY.title);
  await expect(inElement('.main')).toHaveText(expect.stringContaining(COMPLETED_COPY.tutorParagraphs[0]));
}

/* The BUSINESS flow's own screens (business.e2e.ts; the fault runs take the same path). */

/** A partita IVA nobody holds: seven digits from the clock, office 001-099, the computed check digit. */
export function freshVatNumber(n: number): string {
  const first10 = `${Date.now().toString().slice(-7)}0${String(10 + n).slice(-2)}`;
  return `${first10}${vatCheckDigit(first10)}`;
}

/** The business name form (1,1): the holder and the business; `register` for a liberal professional. */
export async function businessNameForm(kind: 'DI' | 'LP', businessName: string, vatNumber: string, register?: readonly [string, string]) {
  await onScreen('#/nameForm', 'NameForm', BUSINESS_NAME_COPY.title);
  await fill(NAME_COPY.firstName, 'Maria Chiara');
  await fill(NAME_COPY.lastName, "D'Amico");
  await fill(BUSINESS_NAME_COPY.birthDate, '15061990');
  await fill(BUSINESS_NAME_COPY.businessName[kind], businessName);
  await fill(BUSINESS_NAME_COPY.vatNumber, vatNumber);
  if (register) {
    await (await control(BUSINESS_NAME_COPY.professionalRegister)).selectByAttribute('value', register[0]);
    await fill(BUSINESS_NAME_COPY.registerNumber, register[1]);
  }
}

/** UploadBizDocuments (5,0): a photo for each document the bank asked, sent with "Invia e prosegui". */
export async function uploadBusinessDocuments(kind: 'DI' | 'LP', { reloads }: Part) {
  await onScreen('#/uploadBizDocuments', 'UploadBizDocuments', UPLOAD_BIZ_COPY.title);
  if (reloads) await reloadResumes('#/uploadBizDocuments', 'UploadBizDocuments');
  for (const description of BUSINESS_DOCUMENTS[kind]) await (await control(description)).setValue(PHOTO);
  await prosegui(UPLOAD_BIZ_COPY.submit);
}

/** The registration as completed in the sandbox, its user ENABLED, each document signed exactly once. */
export async function expectCompleted(registrationId: string) {
  const saved = (await sandbox('GET', `registrations/${registrationId}`)) as {
    registration: { status: string; closed: boolean; currentStep: number; data: Record<string, unknown> };
    user: { status: string };
  };
  expect(saved.registration).toMatchObject({ status: 'COMPLETED', closed: true, currentStep: 9 });
  expect(saved.registration.data).toMatchObject({ mobileTokenActive: true, accessCodeVerified: true });
  expect(saved.user.status).toBe('ENABLED');
  expect((await signatures(registrationId)).signatures).toEqual({ certificate: 1, account: 1, card: 1 });
}

/** The sandbox holds what the visitor typed in steps 3–7 (`currentStep` is the step saved last). */
export async function expectStoredSteps(visitor: Visitor, currentStep: number) {
  const { registrations } = (await sandbox('GET', `registrations?phone=%2B39${visitor.phone}`)) as { registrations: { id: string }[] };
  expect(registrations).toHaveLength(1);
  const saved = await stored(registrations[0]!.id);
  expect(saved.currentStep).toBe(currentStep);
  expect(saved.prepaidCardResource).toEqual({ id: 'CARD_CLASSIC' });
  expect(saved.data).toMatchObject({
    emailConfirmed: true,
    recognition: { status: 'APPROVED' },
    addresses: { residence: { address: "VIA CITTA' DI CASTELLO", houseNumber: '12/B', city: 'MILANO', postalCode: '20121', province: 'MI' } },
    fatcaGianos: { beneficialOwner: true, gianos: { job: '04', activitySector: 'K' }, purpose: { purpose: 'SALARY_PENSION' } },
    shipment: { to: 'RESIDENCE' },
    document: { documentType: 'CARTA_IDENTITA_ELETTRONICA', documentNumber: 'CA12345AB' },
  });
  expect(saved.data.documentScans).toEqual([expect.objectContaining({ side: 'front' }), expect.objectContaining({ side: 'back' })]);
  return registrations[0]!.id;
}

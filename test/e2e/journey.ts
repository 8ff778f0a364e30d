/**
 * The journey helpers the end-to-end flows share: fresh visitors, the photo for the document scans, the
 * documents checklist, the recognition provider's page, and the walk: {@link FILLS} says what a journey does on
 * each screen (a `Record` over every ScreenId, so a new screen without its fill fails `npm run typecheck`), and
 * {@link walkThrough} goes through a flow's table from one screen to another with those fills, so a screen
 * added to a table is walked wherever the journeys pass.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { pathOf, positionOf, ROUTES, screenAt, submitStep, type FlowName, type ScreenId, type UpgradeFlow } from '../../src/flows';
import { PROVIDER_COPY } from '../../demo-host/recognition-provider/copy';
import { BUSINESS_DOCUMENTS } from '../../demo-host/server/registrations/business';
import { CITIZENSHIP_COPY } from '../../src/screens/data/Citizenship/copy';
import { SIGNATURE_CODE_COPY, SIGNATURE_COPY } from '../../src/kit/copy';
import { DOCUMENT_TYPE_LABELS } from '../../src/registration/identity-document';
import { ADDRESSES_COPY, type AddressLabels } from '../../src/screens/consumer/Addresses/copy';
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
  currentHash,
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

const withControlChar = (code: string) => `${code}${fiscalCodeControlChar(code)}`;

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

/* The walk: what a journey does on each screen, and the flow tables that say which screen comes next. */

/** The demo host's providers (its element's `recognition-provider` and `certificate-provider`), which name some routes. */
const PROVIDERS = { recognition: 'idnow', certificate: 'infocert' } as const;

/** The hash of `screen`'s route in the demo host. */
const hashOf = (screen: ScreenId) => `#${pathOf(screen, PROVIDERS)}`;

/** How a journey goes through the screens it walks: who registers, and the choices it makes. */
export interface Run {
  /** The visitor whose data the data steps type (and whose access code the access-code screens type). */
  visitor?: Visitor;
  /** The access code ConfirmAccessCode asks for, when it is not the visitor's (a persona's). */
  accessCode?: string;
  /** §2 back blocked: reload on each back-blocked screen walked and check it resumes there. */
  reloads?: boolean;
  /** The data steps again after a server refusal sent the visitor back (the draft kept what was typed). */
  again?: boolean;
  /** The self-declaration of a student (no activity sector, pocket money); an employee's otherwise. */
  student?: boolean;
  /** The flow's screens the wizard passes over in this run (Shipment for a virtual card). */
  skip?: readonly ScreenId[];
  /** This run's own fills for some screens, in place of {@link FILLS}' ones. */
  fills?: Partial<Record<ScreenId, Fill>>;
}

/** What a journey does on a screen: arrive (its route, element, CSP and axe-core checks), fill it, submit it. */
export type Fill = (run: Run) => Promise<void>;

/** A screen no journey walks through its flow table, and why (it is tested elsewhere, or reached outside the tables). */
interface NotWalked {
  readonly notWalked: string;
}
const notWalked = (why: string): NotWalked => ({ notWalked: why });

/** Arrives on `screen`; with `run.reloads` a back-blocked screen is reloaded and must resume in place (§2). */
export async function arrive(run: Run, screen: ScreenId, heading?: string) {
  await onScreen(hashOf(screen), screen, heading);
  if (run.reloads && ROUTES[screen].backBlocked) await reloadResumes(hashOf(screen), screen);
}

const visitorOf = (run: Run): Visitor => {
  if (!run.visitor) throw new Error('this part of the journey types the visitor\'s data: pass run.visitor');
  return run.visitor;
};

/** PrivacyForm's two mandatory consents (a registration's and an upgrade's). */
async function tickConsents() {
  const boxes = await $('bank-onboarding').shadow$$('input[type="checkbox"]');
  await boxes[0]!.click();
  await boxes[1]!.click();
}

/** The recognition hand-off: started, approved at the provider, back in the wizard (same window), no token in the address. */
async function recognised(run: Run, screen: ScreenId) {
  await arrive(run, screen, RECOGNITION_COPY.title);
  await press(RECOGNITION_COPY.start);
  await atProvider(PROVIDER_COPY.approve);
  // Back on the wizard's page, the recognition's route carries the return parameter until the wizard has used it.
  await browser.waitUntil(async () => (await currentHash().catch(() => hashOf(screen))).split('?')[0] !== hashOf(screen), {
    timeoutMsg: `the wizard did not move on from ${screen} after the provider`,
  });
  // The return parameter is gone from the address bar once used, and no token was ever in it.
  expect(await browser.getUrl()).not.toContain('recogSession');
  expect(await browser.getUrl()).not.toContain('access_token');
}

/** A contract signature with its SMS code (the minor's MinorBankSign and MinorCardSign): every contract ticked, the code, Firma. */
async function signWithCode(run: Run, screen: ScreenId) {
  await arrive(run, screen);
  await acceptAll();
  await fill(SIGNATURE_CODE_COPY.label, '123456');
  await prosegui(SIGNATURE_COPY.sign);
}

/** A contract signature: every contract ticked, then the signature followed to its end (Firma). */
async function signChecklist(run: Run, screen: ScreenId) {
  await arrive(run, screen);
  await acceptAll();
  await prosegui(SIGNATURE_COPY.sign);
}

/** A checklist of documents to read and accept (the account's, the card's). */
async function acceptDocuments(run: Run, screen: ScreenId) {
  await arrive(run, screen);
  await acceptAll();
  await prosegui();
}

/** The mobile token's SMS code (ConfirmMobileToken and its minor and guardian twins). */
async function mobileToken(run: Run, screen: ScreenId, heading?: string) {
  await arrive(run, screen, heading);
  await field('input[autocomplete="one-time-code"]').waitForDisplayed();
  await type('input[autocomplete="one-time-code"]', '123456');
  await prosegui();
}

/** The card chosen on a carousel. */
const chooseCard = (name: string, screen: ScreenId): Fill => async (run) => {
  await arrive(run, screen);
  await choose(name, CARD_CAROUSEL_COPY.choiceLabel);
  await prosegui();
};

/**
 * What the journeys do on every screen, as the CONSUMER journey does it (a run's `fills` replace some), keyed by
 * ScreenId: a screen added to spec §2 (src/flows/screens.ts) without its fill here fails `npm run typecheck`, and
 * the walk ({@link walkThrough}) reaches it wherever a flow table places it.
 */
const FILLS = {
  Home: notWalked('the journeys open the wizard themselves (Registrati, the logins, the invitation link): registerToConfirmEmail'),
  AgeForm: async (run) => {
    await arrive(run, 'AgeForm');
    await type('input[autocomplete="bday"]', visitorOf(run).birthDate);
    await prosegui();
    // §2/§5: someone under 18 is told a parent or guardian is needed, and goes on.
    if (visitorOf(run).minor) await FILLS.MinorInfo(run);
  },
  MinorInfo: async (run) => {
    await arrive(run, 'MinorInfo');
    await prosegui();
  },
  NameForm: async (run) => {
    await arrive(run, 'NameForm');
    await type('input[autocomplete="given-name"]', 'Maria Chiara');
    await type('input[autocomplete="family-name"]', "D'Amico");
    await prosegui();
  },
  EmailForm: async (run) => {
    await arrive(run, 'EmailForm');
    if (!run.again) {
      await type('input[type="email"]', visitorOf(run).email);
      await type('input[autocomplete="tel-national"]', visitorOf(run).phone);
    }
    await prosegui();
  },
  PromoCodeInfo: notWalked("an explanation page over EmailForm, opened by its link: registration.e2e.ts"),
  PrivacyForm: async (run) => {
    await arrive(run, 'PrivacyForm');
    if (!run.again) await tickConsents();
    await prosegui();
  },
  CodeForm: async (run) => {
    await arrive(run, 'CodeForm');
    if (!run.again) await type('input[autocomplete="new-password"]', visitorOf(run).accessCode);
    await prosegui();
  },
  ConfirmCodeForm: async (run) => {
    await arrive(run, 'ConfirmCodeForm');
    await type('input[autocomplete="new-password"]', visitorOf(run).accessCode);
    await prosegui();
  },
  ConfirmSms: async (run) => {
    await arrive(run, 'ConfirmSms');
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();
  },
  Citizenship: async (run) => {
    // Italian, born in Milano.
    await arrive(run, 'Citizenship', CITIZENSHIP_COPY.title);
    await field('select').selectByAttribute('value', 'IT');
    await type('input[autocapitalize="words"]', 'Milano');
    await type('input[maxlength="16"]', visitorOf(run).fiscalCode);
    await prosegui();
  },
  ConfirmEmail: async (run) => {
    // The code of the e-mail the screen asked for on arrival.
    await arrive(run, 'ConfirmEmail');
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui();
  },
  Recognition: (run) => recognised(run, 'Recognition'),
  Addresses: async (run) => {
    await arrive(run, 'Addresses', ADDRESSES_COPY.title);
    await fillResidence();
    await prosegui();
  },
  // The self-declaration: the beneficial owner, no US or foreign tax ties; an employee in sector K paid into the
  // account, or a student with pocket money.
  TitolareEffettivo: async (run) => {
    await arrive(run, 'TitolareEffettivo', TITOLARE_COPY.title);
    await choose(TITOLARE_COPY.yesOwner, TITOLARE_COPY.beneficialOwner);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usCitizen);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.usTaxResident);
    await choose(TITOLARE_COPY.no, TITOLARE_COPY.otherTaxResidence);
    await prosegui();
  },
  Gianos: async (run) => {
    await arrive(run, 'Gianos', GIANOS_COPY.title);
    if (run.student) {
      await choose(GIANOS_COPY.jobs['09'], GIANOS_COPY.job); // a student: no activity sector asked
    } else {
      await choose(GIANOS_COPY.jobs['04'], GIANOS_COPY.job);
      await (await control(GIANOS_COPY.sector)).selectByAttribute('value', 'K');
    }
    await prosegui();
  },
  ScopoRapporto: async (run) => {
    await arrive(run, 'ScopoRapporto', SCOPO_COPY.title);
    if (run.student) {
      await choose(SCOPO_COPY.purposes.OTHER, SCOPO_COPY.purpose);
      await fill(SCOPO_COPY.otherPurpose, 'Paghetta e piccole spese');
      await choose(SCOPO_COPY.fundsOrigins.SAVINGS, SCOPO_COPY.fundsOrigin);
    } else {
      await choose(SCOPO_COPY.purposes.SALARY_PENSION, SCOPO_COPY.purpose);
      await choose(SCOPO_COPY.fundsOrigins.WORK_INCOME, SCOPO_COPY.fundsOrigin);
    }
    await prosegui();
  },
  ViewDocumentation: (run) => acceptDocuments(run, 'ViewDocumentation'),
  CardCarousel: chooseCard('Carta Classica', 'CardCarousel'),
  CardDocumentation: (run) => acceptDocuments(run, 'CardDocumentation'),
  RecognitionCheckResult: async (run) => {
    // The approved result.
    await arrive(run, 'RecognitionCheckResult', CHECK_RESULT_COPY.title);
    await expect(inElement('.main')).toHaveText(expect.stringContaining(CHECK_RESULT_COPY.approved));
    await prosegui();
  },
  Shipment: async (run) => {
    // Delivered to the residence.
    await arrive(run, 'Shipment');
    await choose(SHIPMENT_COPY.residence, SHIPMENT_COPY.choiceLabel);
    await prosegui();
  },
  DocumentType: async (run) => {
    // The recognised electronic identity card is preselected.
    await arrive(run, 'DocumentType', DOCUMENT_TYPE_COPY.title);
    expect(await (await control(DOCUMENT_TYPE_LABELS.CARTA_IDENTITA_ELETTRONICA, DOCUMENT_TYPE_COPY.documentType)).isSelected()).toBe(true);
    await prosegui();
  },
  DocumentData: async (run) => {
    // Prefilled from the recognition; the photos from the phone.
    await arrive(run, 'DocumentData');
    expect(await (await control(DOCUMENT_DATA_COPY.documentNumber)).getValue()).toBe('CA12345AB');
    await (await control(DOCUMENT_DATA_COPY.front)).setValue(PHOTO);
    await (await control(DOCUMENT_DATA_COPY.back)).setValue(PHOTO);
    await prosegui();
  },
  RequestCertificate: async (run) => {
    // The provider's terms accepted: the certificate is issued.
    await arrive(run, 'RequestCertificate', REQUEST_CERTIFICATE_COPY.title);
    await acceptAll();
    await prosegui();
  },
  CertificateSign: async (run) => {
    // The signature session opened with the SMS code (issue-and-sign), the progress followed.
    await arrive(run, 'CertificateSign', CERTIFICATE_SIGN_COPY.title);
    await type('input[autocomplete="one-time-code"]', '123456');
    await prosegui(SIGNATURE_COPY.sign);
  },
  BankSign: (run) => signChecklist(run, 'BankSign'),
  CardSign: (run) => signChecklist(run, 'CardSign'),
  ConfirmAccessCode: async (run) => {
    await arrive(run, 'ConfirmAccessCode', ACCESS_CODE_COPY.title);
    await type('input[autocomplete="current-password"]', run.accessCode ?? visitorOf(run).accessCode);
    await prosegui();
  },
  ConfirmMobileToken: (run) => mobileToken(run, 'ConfirmMobileToken', MOBILE_TOKEN_COPY.title),
  RegistrationCompleted: notWalked('where the walks end: each journey checks its own completion (confirmAndComplete, signAndLeave, guardianSigns)'),
  MissingDocuments: notWalked('a back-office request shown over a step, not a table position: business-support.ts, end-screens.e2e.ts'),
  UpdateDocumentCompleted: notWalked('where the renewal ends: renewal.e2e.ts checks it'),
  UploadBizDocuments: notWalked('needs the kind of business: uploadBusinessDocuments passes it as a run fill'),
  UserRecognition: async (run) => {
    // The hand-off of MINOR and the upgrades, approved at the provider.
    await arrive(run, 'UserRecognition', RECOGNITION_COPY.title);
    await press(RECOGNITION_COPY.start);
    await atProvider(PROVIDER_COPY.approve);
  },
  MinorBankDocuments: (run) => acceptDocuments(run, 'MinorBankDocuments'),
  // MINOR has no Shipment (spec §4): the virtual card.
  MinorCardCarousel: chooseCard('Carta Virtuale', 'MinorCardCarousel'),
  MinorCardDocuments: (run) => acceptDocuments(run, 'MinorCardDocuments'),
  MinorBankSign: (run) => signWithCode(run, 'MinorBankSign'),
  MinorCardSign: (run) => signWithCode(run, 'MinorCardSign'),
  MinorConfirmMobileToken: (run) => mobileToken(run, 'MinorConfirmMobileToken', MOBILE_TOKEN_COPY.title),
  MinorSetTutor: async (run) => {
    // The guardian's data (§5 rules); Prosegui sends the invitation.
    await arrive(run, 'MinorSetTutor', MINOR_SET_TUTOR_COPY.title);
    await fill(MINOR_SET_TUTOR_COPY.firstName, GUARDIAN.firstName);
    await fill(MINOR_SET_TUTOR_COPY.lastName, GUARDIAN.lastName);
    await fill(MINOR_SET_TUTOR_COPY.fiscalCode, fiscalCodeBornOn('GLLGNN', new Date(Date.UTC(1978, 2, 21)), false));
    await fill(MINOR_SET_TUTOR_COPY.phone, GUARDIAN.phone);
    await fill(MINOR_SET_TUTOR_COPY.email, GUARDIAN.email);
    await prosegui();
  },
  MinorWaitingTutorConfirm: notWalked('the minor waits here for the guardian: minor.e2e.ts'),
  TutorCardDocumentation: (run) => acceptDocuments(run, 'TutorCardDocumentation'),
  TutorRequestCertificate: async (run) => {
    // The guardian's certificate: the clauses, then its signature with the SMS code.
    await arrive(run, 'TutorRequestCertificate');
    await acceptAll();
    await prosegui();
    await field('input[autocomplete="one-time-code"]').waitForDisplayed();
    await fill(SIGNATURE_CODE_COPY.label, '123456');
    await prosegui(SIGNATURE_COPY.sign);
  },
  TutorBankSign: (run) => signChecklist(run, 'TutorBankSign'),
  TutorCardSign: (run) => signChecklist(run, 'TutorCardSign'),
  TutorConfirmMobileToken: (run) => mobileToken(run, 'TutorConfirmMobileToken'),
  TutorConfirmAccessCode: async (run) => {
    await arrive(run, 'TutorConfirmAccessCode', TUTOR_ACCESS_CODE_COPY.title);
    await type('input[autocomplete="current-password"]', GUARDIAN.code);
    await prosegui();
  },
  RegistrationRejected: notWalked('an end screen outside the tables (§8 USR_REG_6003): consumer-steps.e2e.ts, end-screens.e2e.ts'),
  UnderMaintenance: notWalked('shown instead of any screen under maintenance: end-screens.e2e.ts'),
  PremiumFeatures: notWalked('the help panel over the current step, not a screen: help.e2e.ts'),
} satisfies Record<ScreenId, Fill | NotWalked>;

/**
 * Walks `flow`'s table from `first` through `last`: on each screen the run's fill, else {@link FILLS}', then the
 * next screen of the table (a step submit: held positions and `run.skip` passed over). It stops after `last`'s
 * fill; the caller checks where that leads.
 */
export async function walkThrough(flow: FlowName, first: ScreenId, last: ScreenId, run: Run) {
  let pos = positionOf(flow, first);
  if (!pos) throw new Error(`${flow} does not place ${first}`);
  for (;;) {
    const screen = screenAt(flow, pos);
    if (!screen) throw new Error(`${flow}: walked past the end of the table looking for ${last}`);
    const walk: Fill | NotWalked = run.fills?.[screen] ?? FILLS[screen];
    if (typeof walk !== 'function') throw new Error(`${flow}: the walk reached ${screen}, which no journey fills (${walk.notWalked})`);
    await walk(run);
    if (screen === last) return;
    pos = submitStep(flow, pos, { skip: run.skip }).next;
  }
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

/** The flow a visitor registers in: MINOR under 18, CONSUMER otherwise. */
const flowOf = (visitor: Visitor): FlowName => (visitor.minor ? 'MINOR' : 'CONSUMER');

/** AgeForm (1,0) to ConfirmEmail (2,0): the birth date, MinorInfo for a minor, the name, then {@link contactsToConfirmEmail}. */
export async function ageFormToConfirmEmail(visitor: Visitor) {
  await walkThrough(flowOf(visitor), 'AgeForm', 'NameForm', { visitor });
  await contactsToConfirmEmail(visitor);
}

/** EmailForm (1,2) to ConfirmEmail (2,0): {@link contactsToPreRegistration}, then the SMS code and Citizenship. */
export async function contactsToConfirmEmail(visitor: Visitor, options: { again?: boolean; flow?: FlowName } = {}) {
  await contactsToPreRegistration(visitor, options);
  await walkThrough(options.flow ?? flowOf(visitor), 'ConfirmSms', 'Citizenship', { visitor });
  await onScreen(hashOf('ConfirmEmail'), 'ConfirmEmail');
}

/**
 * EmailForm (1,2) to ConfirmCodeForm's Prosegui (pre-registration): contacts, consents, the access code twice.
 * `again`: the visitor comes back through screens already filled (the draft kept), after a server refusal sent
 * them to an earlier one; only the repeated access code is typed again.
 */
export async function contactsToPreRegistration(visitor: Visitor, { again = false, flow }: { again?: boolean; flow?: FlowName } = {}) {
  await walkThrough(flow ?? flowOf(visitor), 'EmailForm', 'ConfirmCodeForm', { visitor, again });
}

/**
 * A fiscal code for someone born on `birth` (a woman: day + 40) in Milano, with `letters` as its six name
 * letters and the computed check character: the sandbox compares the code's birth date with the one typed.
 */
function fiscalCodeBornOn(letters: string, birth: Date, female = true): string {
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const month = FISCAL_CODE_MONTHS[birth.getUTCMonth()]!;
  const day = String(birth.getUTCDate() + (female ? 40 : 0)).padStart(2, '0');
  return withControlChar(`${letters}${yy}${month}${day}F205`);
}

/** `birth` as typed in a date field (ddmmyyyy). */
const typedDate = (birth: Date) =>
  `${String(birth.getUTCDate()).padStart(2, '0')}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${birth.getUTCFullYear()}`;

/** How long the sandbox's signatures run (ms): short for speed, long enough to reload during one. */
export const signatureDuration = (ms: number) => sandbox('POST', 'signature/duration', { ms });

/** 3,0 Addresses (or its place in another flow's table): a residence in Milano, §5 normalisation as typed. */
/** The fields of one address of the Addresses screen (`labels`: its residence, domicile or office labels). */
export async function fillAddress(
  labels: AddressLabels,
  { address, houseNumber, city = 'Milano', postalCode = '20121', province = 'MI' }: { address: string; houseNumber: string; city?: string; postalCode?: string; province?: string },
) {
  await fill(labels.address, address);
  await fill(labels.houseNumber, houseNumber);
  await fill(labels.city, city);
  await fill(labels.postalCode, postalCode);
  await (await control(labels.province)).selectByAttribute('value', province);
}

export const fillResidence = (address = 'Via Roma', houseNumber = '8') => fillAddress(ADDRESSES_COPY.residence, { address, houseNumber });

/**
 * The self-declaration (TitolareEffettivo, Gianos, ScopoRapporto) from its first screen: the beneficial owner,
 * no US or foreign tax ties; an employee in sector K paid into the account, or a student with pocket money.
 */
export async function declareSelf({ student, flow = 'CONSUMER' }: { student: boolean; flow?: FlowName }) {
  await walkThrough(flow, 'TitolareEffettivo', 'ScopoRapporto', { student });
}

/** The fills of DocumentType and DocumentData for a passport typed by hand, its one photo. */
const passportFills = (number: string): Run['fills'] => ({
  DocumentType: async (run) => {
    await arrive(run, 'DocumentType', DOCUMENT_TYPE_COPY.title);
    await choose(DOCUMENT_TYPE_LABELS.PASSAPORTO, DOCUMENT_TYPE_COPY.documentType);
    await prosegui();
  },
  DocumentData: () => documentDataByHand(number),
});

/** DocumentType then DocumentData (in `flow`'s table): a passport typed by hand, its one photo. */
export async function passportByHand(number: string, flow: FlowName = 'CONSUMER') {
  await walkThrough(flow, 'DocumentType', 'DocumentData', { fills: passportFills(number) });
}

/**
 * DocumentData typed by hand (a ten-year validity from 2024, issued in Milano): a
 * passport's one photo, or the front and back of a card (`sides: 2`).
 */
export async function documentDataByHand(number: string, sides: 1 | 2 = 1) {
  await onScreen(hashOf('DocumentData'), 'DocumentData');
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
export async function certificate(flow: FlowName = 'CONSUMER') {
  await walkThrough(flow, 'RequestCertificate', 'CertificateSign', {});
}

/** The whole signature step of a consumer-like flow: certificate, both contract scopes, access code, mobile token. */
async function signAll(accessCode: string, flow: FlowName = 'CONSUMER') {
  await walkThrough(flow, 'RequestCertificate', 'ConfirmMobileToken', { accessCode });
}

/** The certificate, then both contract scopes (BankSign, CardSign). */
export async function certificateAndContracts(flow: FlowName = 'CONSUMER') {
  await walkThrough(flow, 'RequestCertificate', 'CardSign', {});
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
export async function confirmAccessAndToken(accessCode: string, flow: FlowName = 'CONSUMER') {
  const token = flow === 'MINOR' ? 'MinorConfirmMobileToken' : 'ConfirmMobileToken';
  await walkThrough(flow, 'ConfirmAccessCode', token, { accessCode });
}

/* The CONSUMER journey in parts (consumer-steps.e2e.ts); BUSINESS runs the same parts in its own table. */

export interface Part {
  /** §2 back blocked: reload on each back-blocked screen and check it resumes there (the browser run). */
  reloads: boolean;
  /** The flow whose table the part walks (CONSUMER when absent). */
  flow?: FlowName;
}

/** 2,0 ConfirmEmail to Addresses (3,0): the e-mail code, and the recognition approved at the provider. */
export async function confirmAndRecognise({ reloads, flow = 'CONSUMER' }: Part) {
  // 2,0 ConfirmEmail (back blocked), 2,1 recognition (back blocked): the same-window hand-off to the provider.
  await walkThrough(flow, 'ConfirmEmail', 'Recognition', { reloads });
}

/** 3,0 Addresses and the self-declaration (4,0–4,2): §5 normalisation as typed. */
export async function addressesAndDeclarations({ reloads, flow = 'CONSUMER' }: Part) {
  await walkThrough(flow, 'Addresses', 'ScopoRapporto', {
    reloads,
    fills: {
      Addresses: async (run) => {
        await arrive(run, 'Addresses', ADDRESSES_COPY.title);
        await fillResidence('Via Città di Castello', '12/b');
        expect(await (await control(ADDRESSES_COPY.residence.address)).getValue()).toBe("VIA CITTA' DI CASTELLO");
        await prosegui();
      },
    },
  });
}

/** The account's documents, the card (Carta Classica) and its delivery to the residence (CONSUMER 5,0–5,3). */
export async function chooseCardAndDelivery({ reloads, flow = 'CONSUMER' }: Part) {
  await walkThrough(flow, 'ViewDocumentation', 'Shipment', { reloads });
}

/** 6,0 the approved result to the signature step (8,0): the identity document prefilled from the recognition. */
export async function identityDocument({ reloads, flow = 'CONSUMER' }: Part) {
  await walkThrough(flow, 'RecognitionCheckResult', 'DocumentData', { reloads });
  await onScreen(hashOf('RequestCertificate'), 'RequestCertificate');
}

/** 8,4 to 9,0 (CONSUMER; BUSINESS 9,4 to 10,0): the access code, the mobile token's SMS code, the completion. */
export async function confirmAndComplete(visitor: Visitor, flow: FlowName = 'CONSUMER') {
  await confirmAccessAndToken(visitor.accessCode, flow);
  // (header hidden, back blocked): complete-registration, the message, the §9 exit.
  await onScreen(hashOf('RegistrationCompleted'), 'RegistrationCompleted', COMPLETED_COPY.title);
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

/**
 * 1,7 Citizenship (Italian, born in `birthPlace`), 1,8 ConfirmEmail (the bank's e-mail, already confirmed), 2,0
 * Addresses, in an upgrade's table.
 */
export async function citizenshipToAddresses(birthPlace: string, address: string, houseNumber: string, flow: UpgradeFlow = 'UPGRADE_LEVEL_B_A') {
  await walkThrough(flow, 'Citizenship', 'Addresses', {
    fills: {
      Citizenship: async (run) => {
        await arrive(run, 'Citizenship', CITIZENSHIP_COPY.title);
        await field('select').selectByAttribute('value', 'IT');
        await fill(CITIZENSHIP_COPY.birthPlace, birthPlace);
        await prosegui();
      },
      ConfirmEmail: async (run) => {
        await arrive(run, 'ConfirmEmail');
        await prosegui();
      },
      Addresses: async (run) => {
        await arrive(run, 'Addresses', ADDRESSES_COPY.title);
        await fillResidence(address, houseNumber);
        await prosegui();
      },
    },
  });
}

/** What the bank knows, shown in upgrade mode: the screen goes on as it is. */
const known = (screen: ScreenId, check?: () => Promise<void>): Fill => async (run) => {
  await arrive(run, screen);
  await check?.();
  await prosegui();
};

/**
 * UPGRADE_CORPORATE_CONSUMER 1,0 to 1,3 in upgrade mode, after the corporate login (a reload with the corporate
 * flag in session storage, start-add-wallet, reload): AgeForm, NameForm and EmailForm show what the bank knows and go on as they are;
 * PrivacyForm takes both consents. CodeForm, ConfirmCodeForm and ConfirmSms are passed over (held in the upgrade
 * tables: the customer has an access code and a certified phone).
 */
export async function corporateKnownData() {
  await walkThrough('UPGRADE_CORPORATE_CONSUMER', 'AgeForm', 'PrivacyForm', {
    fills: {
      AgeForm: known('AgeForm', () => expect(inElement('.main dl')).toBeDisplayed()),
      NameForm: known('NameForm'),
      EmailForm: known('EmailForm'),
      PrivacyForm: async (run) => {
        await arrive(run, 'PrivacyForm');
        await tickConsents();
        await prosegui();
      },
    },
  });
}

/**
 * 4,x of an upgrade: the contract documents (and the card's), then 5,0 UserRecognition approved at the provider.
 * `none`: UPGRADE_LEVEL_B_A (no card choice); `kept`: the minor-to-major upgrade keeps the prepaid card it has;
 * `choose`: the corporate upgrade chooses one.
 */
export async function documentsAndRecognition(card: 'choose' | 'kept' | 'none') {
  const flow: UpgradeFlow = card === 'none' ? 'UPGRADE_LEVEL_B_A' : card === 'kept' ? 'UPGRADE_MINOR_MAJOR' : 'UPGRADE_CORPORATE_CONSUMER';
  await walkThrough(flow, 'ViewDocumentation', 'UserRecognition', {
    fills: {
      // Spec §4: an upgrade has no Shipment step, so only cards without shipment are offered; a kept card is the
      // one chosen.
      CardCarousel: card === 'kept' ? known('CardCarousel') : chooseCard('Carta Virtuale', 'CardCarousel'),
    },
  });
}

/** An upgrade's step 6 signed (certificate, both scopes, access code, mobile token), 7 completed, the §9 exit to home banking. */
export async function signAndLeave(flow: UpgradeFlow = 'UPGRADE_LEVEL_B_A') {
  await signAll(PERSONA_CODE, flow);
  await onScreen(hashOf('RegistrationCompleted'), 'RegistrationCompleted', COMPLETED_COPY.title);
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
  // The minor types the document by hand: the recognition comes later (5,0 UserRecognition).
  await walkThrough('MINOR', 'ConfirmEmail', 'ScopoRapporto', { student: true, fills: passportFills('YB7654321') });
}

/** MINOR 4,0 MinorBankDocuments, 4,1 MinorCardCarousel (Carta Virtuale: MINOR has no Shipment, spec §4), 4,2 MinorCardDocuments. */
export async function minorDocumentsAndCard() {
  await walkThrough('MINOR', 'MinorBankDocuments', 'MinorCardDocuments', {});
}

/**
 * MINOR 6,0 MinorBankSign and 6,1 MinorCardSign, each with its SMS code. With `reloads`, the account signature
 * runs long enough to reload in the middle of it, and the reload resumes at the flow's signature recovery.
 */
export async function minorSignatures({ reloads }: Part) {
  await signatureDuration(reloads ? 8_000 : 1_000);
  await FILLS.MinorBankSign({});
  // The flow's signature recovery is MinorConfirmMobileToken (7,2).
  if (reloads) await reloadWhileSigning(hashOf('MinorConfirmMobileToken'));
  await FILLS.MinorCardSign({});
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

/** MINOR 7,1 ConfirmAccessCode (the minor's own access code), 7,2 MinorConfirmMobileToken (the SMS code). */
export const minorAccessAndToken = (accessCode: string) => confirmAccessAndToken(accessCode, 'MINOR');

/** The guardian the minors name: the sandbox persona 3331000021 (an adult, no registration of their own). */
const GUARDIAN = { phone: '3331000021', code: PERSONA_CODE, firstName: 'Giovanni', lastName: 'Galli', email: 'giovanni.galli.e2e@example.it' };

/** MINOR 8,0 MinorSetTutor: the guardian's data (§5 rules), the invitation sent; then 9,0 MinorWaitingTutorConfirm. */
export async function nameGuardian() {
  await walkThrough('MINOR', 'MinorSetTutor', 'MinorSetTutor', {});
  await onScreen(hashOf('MinorWaitingTutorConfirm'), 'MinorWaitingTutorConfirm', MINOR_WAITING_TUTOR_COPY.title);
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

  await walkThrough('TUTOR', 'TutorCardDocumentation', 'TutorRequestCertificate', {});
  await signatureDuration(reloads ? 8_000 : 1_000);
  await walkThrough('TUTOR', 'TutorBankSign', 'TutorConfirmMobileToken', {
    fills: {
      TutorBankSign: async (run) => {
        await FILLS.TutorBankSign(run);
        // The guardian's signature recovery is 9,4 TutorConfirmAccessCode.
        if (reloads) await reloadWhileSigning(hashOf('TutorConfirmAccessCode'));
      },
    },
  });
  await onScreen(hashOf('RegistrationCompleted'), 'RegistrationCompleted', COMPLETED_COPY.title);
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
  await walkThrough('BUSINESS', 'UploadBizDocuments', 'UploadBizDocuments', {
    reloads,
    fills: {
      UploadBizDocuments: async (run) => {
        await arrive(run, 'UploadBizDocuments', UPLOAD_BIZ_COPY.title);
        for (const description of BUSINESS_DOCUMENTS[kind]) await (await control(description)).setValue(PHOTO);
        await prosegui(UPLOAD_BIZ_COPY.submit);
      },
    },
  });
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

import type { ScreenId } from './screens';

/** Every flow of spec §1/§4 "Step flows". */
export const FLOW_NAMES = [
  'CONSUMER',
  'BUSINESS',
  'MINOR',
  'TUTOR',
  'UPGRADE_LEVEL_B_A',
  'UPGRADE_MINOR_MAJOR',
  'UPGRADE_CORPORATE_CONSUMER',
  'DOCUMENT_RENEWAL',
] as const;

/** Which step table drives the wizard. */
export type FlowName = (typeof FLOW_NAMES)[number];

/** The upgrade flows: a customer's registration completed again at a higher level (src/registration/upgrade.ts). */
export const UPGRADE_FLOWS = ['UPGRADE_LEVEL_B_A', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const satisfies readonly FlowName[];
export type UpgradeFlow = (typeof UPGRADE_FLOWS)[number];

export function isUpgradeFlow(flow: FlowName | undefined | null): flow is UpgradeFlow {
  return (UPGRADE_FLOWS as readonly string[]).includes(flow ?? '');
}

/** One step of a flow: the stepper stage it belongs to and its substeps, in order. */
export type FlowStep = {
  /** Index into the flow's stepper titles ({@link FLOW_STAGE_TITLES}). */
  stage: number;
  /** Screens of this step; `[]` for a step the flow never visits (TUTOR 0-8). */
  substeps: readonly ScreenId[];
  /**
   * Substeps that only hold their position in this flow: never shown in it (the registry builds them
   * for the flows that show them, src/screens/registry.ts) and passed over by every step submit
   * (the upgrades' CodeForm, ConfirmCodeForm, ConfirmSms keep Citizenship at 1,7).
   */
  held?: readonly ScreenId[];
};

/** A flow: array index = step number (spec §2 "Route changes follow a step number and a substep number"). */
export type FlowTable = readonly FlowStep[];

/** Stepper titles of the registration flows (spec §4, verbatim). */
export const REGISTRATION_STAGE_TITLES = [
  'Indietro',
  'Inserisci i dati',
  'Riconoscimento',
  'Autocertificazione',
  'Firma Digitale',
] as const;

/** Stepper titles of DOCUMENT_RENEWAL (spec §4, verbatim). */
export const RENEWAL_STAGE_TITLES = [
  'Aggiornamento documento',
  'Documenti',
  'Attesa',
  'Aggiornamento completato',
] as const;

// Stage indices of the registration stepper, named so the tables below read well.
const BACK = 0; // 'Indietro': the landing page
const DATA = 1; // 'Inserisci i dati': personal data entry
const IDENTITY = 2; // 'Riconoscimento': e-mail check, recognition, addresses, identity documents
const DECLARATION = 3; // 'Autocertificazione': beneficial owner, anti-money-laundering, purpose
const SIGNATURE = 4; // 'Firma Digitale': contract documents, signatures and completion

const step = (stage: number, ...substeps: ScreenId[]): FlowStep => ({ stage, substeps });

/*
 * The named step groups every table below is written from. Each flow is spelled out in full (no table is
 * built from another one): a screen added to a group joins every flow that names the group, a screen added
 * to one table joins that flow only.
 */

/** §4 pre-registration: the access code chosen and confirmed, the phone certified (CONSUMER 1,4-1,6). */
const ACCESS_STEPS = ['CodeForm', 'ConfirmCodeForm', 'ConfirmSms'] as const satisfies readonly ScreenId[];

/** §4 "the data steps": step 1 of every registration flow (Citizenship = 1,7). */
const DATA_STEPS: readonly ScreenId[] = ['AgeForm', 'NameForm', 'EmailForm', 'PrivacyForm', ...ACCESS_STEPS, 'Citizenship'];

/** §4 the self-declaration: beneficial owner, anti-money-laundering, purpose of the relationship. */
const SELF_DECLARATION: readonly ScreenId[] = ['TitolareEffettivo', 'Gianos', 'ScopoRapporto'];

/** §4 the account's documents, the card chosen, the card's documents (CONSUMER, BUSINESS, two upgrades). */
const DOCUMENTS: readonly ScreenId[] = ['ViewDocumentation', 'CardCarousel', 'CardDocumentation'];

/** §4 the identity document: its type, then its data. */
const IDENTITY_DOCUMENT: readonly ScreenId[] = ['DocumentType', 'DocumentData'];

/** §4: RequestCertificate, certificate-provider sign, BankSign, CardSign, ConfirmAccessCode, ConfirmMobileToken. */
const SIGN_STEPS: readonly ScreenId[] = [
  'RequestCertificate',
  'CertificateSign',
  'BankSign',
  'CardSign',
  'ConfirmAccessCode',
  'ConfirmMobileToken',
];

/** The completion step; CONSUMER and MINOR repeat it (§4: "9-12 all show RegistrationCompleted"). */
const COMPLETED = step(SIGNATURE, 'RegistrationCompleted');

/*
 * Stage mapping (registration flows), monotonic by construction:
 *   Home -> 'Indietro'; data steps -> 'Inserisci i dati';
 *   ConfirmEmail / recognition / Addresses / DocumentType / DocumentData -> 'Riconoscimento'
 *     (CONSUMER's Addresses step 3 sits between recognition and the self-declaration, so it
 *     cannot go back to 'Inserisci i dati' without breaking monotonicity);
 *   TitolareEffettivo / Gianos / ScopoRapporto (and BUSINESS's UploadBizDocuments, which
 *     completes the business self-declaration) -> 'Autocertificazione';
 *   contract documents, card choice, any step after them (late recognition result, late
 *     identity document, UserRecognition), signatures and completion -> 'Firma Digitale'.
 */

/**
 * CONSUMER (default), spec §4 verbatim, plus Shipment; 9-12 all show RegistrationCompleted.
 *
 * Decision: spec §2 lists `/Shipment` (back blocked) but no §4 flow table places it. It is the
 * card's delivery, so it sits right after the card's documents, as step 5's 4th substep (5,3): every other
 * §4 position is unchanged. It is conditional: only a physical card is shipped, so CardDocumentation's
 * submit skips it for a virtual card (`wizard.submit({ skip: ['Shipment'] })`, a pure option of
 * `submitStep`), which then saves progress and moves to step 6 like any last substep. BUSINESS has it too.
 */
const CONSUMER: FlowTable = [
  step(BACK, 'Home'),
  step(DATA, ...DATA_STEPS),
  step(IDENTITY, 'ConfirmEmail', 'Recognition'),
  step(IDENTITY, 'Addresses'),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, ...DOCUMENTS, 'Shipment'),
  step(SIGNATURE, 'RecognitionCheckResult'),
  step(SIGNATURE, ...IDENTITY_DOCUMENT),
  step(SIGNATURE, ...SIGN_STEPS),
  COMPLETED,
  COMPLETED,
  COMPLETED,
  COMPLETED,
];

/** BUSINESS, spec §4: CONSUMER's steps with UploadBizDocuments as step 5, after the self-declaration. */
const BUSINESS: FlowTable = [
  step(BACK, 'Home'),
  step(DATA, ...DATA_STEPS),
  step(IDENTITY, 'ConfirmEmail', 'Recognition'),
  step(IDENTITY, 'Addresses'),
  step(DECLARATION, ...SELF_DECLARATION),
  step(DECLARATION, 'UploadBizDocuments'),
  step(SIGNATURE, ...DOCUMENTS, 'Shipment'),
  step(SIGNATURE, 'RecognitionCheckResult'),
  step(SIGNATURE, ...IDENTITY_DOCUMENT),
  step(SIGNATURE, ...SIGN_STEPS),
  COMPLETED,
  COMPLETED,
  COMPLETED,
  COMPLETED,
];

/** MINOR, spec §4 verbatim. */
const MINOR: FlowTable = [
  step(BACK, 'Home'),
  step(DATA, ...DATA_STEPS),
  step(IDENTITY, 'ConfirmEmail', 'Addresses', ...IDENTITY_DOCUMENT),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, 'MinorBankDocuments', 'MinorCardCarousel', 'MinorCardDocuments'),
  step(SIGNATURE, 'UserRecognition'),
  step(SIGNATURE, 'MinorBankSign'),
  step(SIGNATURE, 'MinorCardSign', 'ConfirmAccessCode', 'MinorConfirmMobileToken'),
  step(SIGNATURE, 'MinorSetTutor'),
  step(SIGNATURE, 'MinorWaitingTutorConfirm'),
  COMPLETED,
  COMPLETED,
];

/**
 * TUTOR, spec §4: steps 0-8 are empty (the guardian joins the minor's registration at
 * its step 9); they keep stage 'Indietro' only to stay monotonic, they are never shown.
 */
const TUTOR: FlowTable = [
  ...Array.from({ length: 9 }, () => step(BACK)),
  step(
    SIGNATURE,
    'TutorCardDocumentation',
    'TutorRequestCertificate',
    'TutorBankSign',
    'TutorCardSign',
    'TutorConfirmAccessCode',
    'TutorConfirmMobileToken',
  ),
  COMPLETED,
];

/**
 * The three upgrade flows. Spec §4 gives only their ORDER ("data steps, then ConfirmEmail,
 * Addresses, DocumentType, DocumentData, self-declaration, ViewDocumentation and
 * CardDocumentation, UserRecognition, the certificate and sign steps, then completion").
 * The indices are chosen so that the §2 initial placements that target upgrades hold:
 * "citizenship for a level upgrade 1,7" needs Citizenship as substep 7 of step 1 (so
 * ConfirmEmail follows it in step 1, at 1,8), and "document data 2,2" (the minor-upgrade
 * jump of §4 Start-up rules) needs Addresses, DocumentType, DocumentData as step 2.
 * The access steps only hold their positions (`held`): the customer already has an access code
 * and a certified phone, so they are never shown in an upgrade and every submit passes over them.
 * UPGRADE_LEVEL_B_A has no card choice (spec §4): the customer keeps the card they have.
 */
const UPGRADE_DATA = { ...step(DATA, ...DATA_STEPS, 'ConfirmEmail'), held: ACCESS_STEPS };

const UPGRADE_LEVEL_B_A: FlowTable = [
  step(BACK, 'Home'),
  UPGRADE_DATA,
  step(IDENTITY, 'Addresses', ...IDENTITY_DOCUMENT),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, 'ViewDocumentation', 'CardDocumentation'),
  step(SIGNATURE, 'UserRecognition'),
  step(SIGNATURE, ...SIGN_STEPS),
  COMPLETED,
];

const UPGRADE_MINOR_MAJOR: FlowTable = [
  step(BACK, 'Home'),
  UPGRADE_DATA,
  step(IDENTITY, 'Addresses', ...IDENTITY_DOCUMENT),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, ...DOCUMENTS),
  step(SIGNATURE, 'UserRecognition'),
  step(SIGNATURE, ...SIGN_STEPS),
  COMPLETED,
];

const UPGRADE_CORPORATE_CONSUMER: FlowTable = [
  step(BACK, 'Home'),
  UPGRADE_DATA,
  step(IDENTITY, 'Addresses', ...IDENTITY_DOCUMENT),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, ...DOCUMENTS),
  step(SIGNATURE, 'UserRecognition'),
  step(SIGNATURE, ...SIGN_STEPS),
  COMPLETED,
];

// Renewal stages: 0 'Aggiornamento documento', 1 'Documenti', 2 'Attesa', 3 'Aggiornamento completato'.
// 'Attesa' (the wait for the bank's check) has no screen of its own in §4, so no step maps to it.
const DOCUMENT_RENEWAL: FlowTable = [
  step(0, 'Home'),
  step(1, 'Recognition', ...IDENTITY_DOCUMENT),
  step(3, 'UpdateDocumentCompleted'),
];

/** Every flow's step table (spec §4 "Step flows"), read by the router, stepper, progress bar and tracking. */
export const FLOWS: Readonly<Record<FlowName, FlowTable>> = {
  CONSUMER,
  BUSINESS,
  MINOR,
  TUTOR,
  UPGRADE_LEVEL_B_A,
  UPGRADE_MINOR_MAJOR,
  UPGRADE_CORPORATE_CONSUMER,
  DOCUMENT_RENEWAL,
};

/**
 * The screens shown outside their tables' positions, and the flows they are shown in (spec §2/§8): the
 * landing page (also the guardian's, whose TUTOR table starts with empty steps: the route guard falls back
 * to it), the data steps' explanation pages, and the screens any flow reaches without a position
 * (src/flows/route-guard.ts: OPEN_SCREENS, SERVICE_SCREENS, the screens the wizard shows over a step).
 * Every other screen is shown exactly in the flows whose table places it ({@link isShownIn}).
 */
export const SHOWN_OUTSIDE_TABLES: Readonly<Partial<Record<ScreenId, readonly FlowName[]>>> = {
  Home: FLOW_NAMES,
  // The explanation pages of the data steps before pre-registration (spec §2 named routes).
  MinorInfo: ['CONSUMER', 'MINOR'],
  PromoCodeInfo: ['CONSUMER', 'MINOR', 'BUSINESS'],
  // A back-office request, the §8 rejection, maintenance, the help panel's premium section.
  MissingDocuments: FLOW_NAMES,
  RegistrationRejected: FLOW_NAMES,
  UnderMaintenance: FLOW_NAMES,
  PremiumFeatures: FLOW_NAMES,
};

/** Whether `flow` shows `screen`: a position of its table that is not only held, or {@link SHOWN_OUTSIDE_TABLES}. */
export function isShownIn(screen: ScreenId, flow: FlowName): boolean {
  return (
    !!SHOWN_OUTSIDE_TABLES[screen]?.includes(flow) ||
    FLOWS[flow].some((s) => s.substeps.includes(screen) && !s.held?.includes(screen))
  );
}

/** Stepper titles per flow (spec §4 "Header stepper titles"). */
export const FLOW_STAGE_TITLES: Readonly<Record<FlowName, readonly string[]>> = {
  CONSUMER: REGISTRATION_STAGE_TITLES,
  BUSINESS: REGISTRATION_STAGE_TITLES,
  MINOR: REGISTRATION_STAGE_TITLES,
  TUTOR: REGISTRATION_STAGE_TITLES,
  UPGRADE_LEVEL_B_A: REGISTRATION_STAGE_TITLES,
  UPGRADE_MINOR_MAJOR: REGISTRATION_STAGE_TITLES,
  UPGRADE_CORPORATE_CONSUMER: REGISTRATION_STAGE_TITLES,
  DOCUMENT_RENEWAL: RENEWAL_STAGE_TITLES,
};

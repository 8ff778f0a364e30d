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

/** §4 "the data steps": step 1 of every registration flow (Citizenship = 1,7). */
const DATA_STEPS: readonly ScreenId[] = [
  'AgeForm',
  'NameForm',
  'EmailForm',
  'PrivacyForm',
  'CodeForm',
  'ConfirmCodeForm',
  'ConfirmSms',
  'Citizenship',
];

const SELF_DECLARATION: readonly ScreenId[] = ['TitolareEffettivo', 'Gianos', 'ScopoRapporto'];

/** §4: RequestCertificate, certificate-provider sign, BankSign, CardSign, ConfirmAccessCode, ConfirmMobileToken. */
const SIGN_STEPS: readonly ScreenId[] = [
  'RequestCertificate',
  'CertificateSign',
  'BankSign',
  'CardSign',
  'ConfirmAccessCode',
  'ConfirmMobileToken',
];

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
 * `submitStep`), which then saves progress and moves to step 6 like any last substep. BUSINESS inherits it.
 */
const CONSUMER: FlowTable = [
  step(BACK, 'Home'),
  step(DATA, ...DATA_STEPS),
  step(IDENTITY, 'ConfirmEmail', 'Recognition'),
  step(IDENTITY, 'Addresses'),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, 'ViewDocumentation', 'CardCarousel', 'CardDocumentation', 'Shipment'),
  step(SIGNATURE, 'RecognitionCheckResult'),
  step(SIGNATURE, 'DocumentType', 'DocumentData'),
  step(SIGNATURE, ...SIGN_STEPS),
  step(SIGNATURE, 'RegistrationCompleted'),
  step(SIGNATURE, 'RegistrationCompleted'),
  step(SIGNATURE, 'RegistrationCompleted'),
  step(SIGNATURE, 'RegistrationCompleted'),
];

/** BUSINESS: CONSUMER with UploadBizDocuments inserted as step 5, after the self-declaration (§4). */
const BUSINESS: FlowTable = [...CONSUMER.slice(0, 5), step(DECLARATION, 'UploadBizDocuments'), ...CONSUMER.slice(5)];

/** MINOR, spec §4 verbatim. */
const MINOR: FlowTable = [
  step(BACK, 'Home'),
  step(DATA, ...DATA_STEPS),
  step(IDENTITY, 'ConfirmEmail', 'Addresses', 'DocumentType', 'DocumentData'),
  step(DECLARATION, ...SELF_DECLARATION),
  step(SIGNATURE, 'MinorBankDocuments', 'MinorCardCarousel', 'MinorCardDocuments'),
  step(SIGNATURE, 'UserRecognition'),
  step(SIGNATURE, 'MinorBankSign'),
  step(SIGNATURE, 'MinorCardSign', 'ConfirmAccessCode', 'MinorConfirmMobileToken'),
  step(SIGNATURE, 'MinorSetTutor'),
  step(SIGNATURE, 'MinorWaitingTutorConfirm'),
  step(SIGNATURE, 'RegistrationCompleted'),
  step(SIGNATURE, 'RegistrationCompleted'),
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
  step(SIGNATURE, 'RegistrationCompleted'),
];

/**
 * The three upgrade flows. Spec §4 gives only their ORDER ("data steps, then ConfirmEmail,
 * Addresses, DocumentType, DocumentData, self-declaration, ViewDocumentation and
 * CardDocumentation, UserRecognition, the certificate and sign steps, then completion").
 * The indices are chosen so that the §2 initial placements that target upgrades hold:
 * "citizenship for a level upgrade 1,7" needs Citizenship as substep 7 of step 1 (so
 * ConfirmEmail follows it in step 1, at 1,8), and "document data 2,2" (the minor-upgrade
 * jump of §4 Start-up rules) needs Addresses, DocumentType, DocumentData as step 2.
 */
function upgradeFlow(withCardCarousel: boolean): FlowTable {
  const documents: ScreenId[] = withCardCarousel
    ? ['ViewDocumentation', 'CardCarousel', 'CardDocumentation']
    : ['ViewDocumentation', 'CardDocumentation'];
  return [
    step(BACK, 'Home'),
    step(DATA, ...DATA_STEPS, 'ConfirmEmail'),
    step(IDENTITY, 'Addresses', 'DocumentType', 'DocumentData'),
    step(DECLARATION, ...SELF_DECLARATION),
    step(SIGNATURE, ...documents),
    step(SIGNATURE, 'UserRecognition'),
    step(SIGNATURE, ...SIGN_STEPS),
    step(SIGNATURE, 'RegistrationCompleted'),
  ];
}

// Renewal stages: 0 'Aggiornamento documento', 1 'Documenti', 2 'Attesa', 3 'Aggiornamento completato'.
// 'Attesa' (the wait for the bank's check) has no screen of its own in §4, so no step maps to it.
const DOCUMENT_RENEWAL: FlowTable = [
  step(0, 'Home'),
  step(1, 'Recognition', 'DocumentType', 'DocumentData'),
  step(3, 'UpdateDocumentCompleted'),
];

/** Every flow's step table (spec §4 "Step flows"), read by the router, stepper, progress bar and tracking. */
export const FLOWS: Readonly<Record<FlowName, FlowTable>> = {
  CONSUMER,
  BUSINESS,
  MINOR,
  TUTOR,
  UPGRADE_LEVEL_B_A: upgradeFlow(false),
  UPGRADE_MINOR_MAJOR: upgradeFlow(true),
  UPGRADE_CORPORATE_CONSUMER: upgradeFlow(true),
  DOCUMENT_RENEWAL,
};

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

import type { ScreenId } from './screens';
import { SCREENS } from './screens';

/**
 * Names of the third-party providers that name some routes (spec §2): the identity
 * recognition step is `/<recognition>Recognition`, its result `/<recognition>CheckResult`,
 * the certificate-provider signature `/<certificate>Sign`. They come from the element's
 * configuration (`recognition-provider`, `certificate-provider`).
 */
export type Providers = { recognition: string; certificate: string };

/** Static facts about one route (spec §2 table). */
export type RouteDef = {
  /** Hash path; a function for the provider-named routes. */
  path: string | ((p: Providers) => string);
  /** §2 "back blocked": moving to an earlier step from here raises the interrupt dialog. */
  backBlocked: boolean;
  /** §2 "header hidden": the shell renders no header on this screen. */
  headerHidden: boolean;
};

type Flag = 'backBlocked' | 'headerHidden';

/** Builds a RouteDef; flags are listed by name so the table reads like the spec's notes. */
function route(path: RouteDef['path'], ...flags: Flag[]): RouteDef {
  return { path, backBlocked: flags.includes('backBlocked'), headerHidden: flags.includes('headerHidden') };
}

const BB = 'backBlocked' as const;
const HH = 'headerHidden' as const;

/**
 * Every route of spec §2 with its flags. `Record<ScreenId, …>` makes a missing screen a
 * compile error. A screen's title lives in the screen layer (src/screens/registry.ts), once.
 */
export const ROUTES: Readonly<Record<ScreenId, RouteDef>> = {
  Home: route('/', HH, BB),
  // §2 "data steps": no flags.
  AgeForm: route('/ageForm'),
  MinorInfo: route('/minorInfo'),
  NameForm: route('/nameForm'),
  EmailForm: route('/emailForm'),
  PromoCodeInfo: route('/promoCodeInfo'),
  PrivacyForm: route('/privacyForm'),
  CodeForm: route('/codeForm'),
  ConfirmCodeForm: route('/confirmCodeForm'),
  ConfirmSms: route('/confirmSms'),
  Citizenship: route('/citizenship', BB),
  ConfirmEmail: route('/confirmEmail', BB),
  Recognition: route((p) => `/${p.recognition}Recognition`, BB),
  Addresses: route('/addresses', BB),
  TitolareEffettivo: route('/titolareEffettivo', BB),
  Gianos: route('/gianos'),
  ScopoRapporto: route('/scopoRapporto'),
  ViewDocumentation: route('/viewDocumentation', BB),
  CardCarousel: route('/cardCarousel'),
  CardDocumentation: route('/cardDocumentation'),
  RecognitionCheckResult: route((p) => `/${p.recognition}CheckResult`, BB),
  Shipment: route('/Shipment', BB),
  DocumentType: route('/documentType', BB),
  DocumentData: route('/documentData'),
  RequestCertificate: route('/requestCertificate'),
  CertificateSign: route((p) => `/${p.certificate}Sign`),
  BankSign: route('/bankSign'),
  CardSign: route('/cardSign'),
  ConfirmAccessCode: route('/confirmAccessCode'),
  ConfirmMobileToken: route('/confirmMobileToken'),
  RegistrationCompleted: route('/registrationCompleted', HH, BB),
  MissingDocuments: route('/missingDocuments', HH),
  UpdateDocumentCompleted: route('/updateDocumentCompleted', HH, BB),
  UploadBizDocuments: route('/uploadBizDocuments', BB),
  UserRecognition: route('/userRecognition', BB),
  MinorBankDocuments: route('/minorBankDocuments'),
  MinorCardCarousel: route('/minorCardCarousel'),
  MinorCardDocuments: route('/minorCardDocuments'),
  MinorBankSign: route('/minorBankSign'),
  MinorCardSign: route('/minorCardSign'),
  MinorConfirmMobileToken: route('/minorConfirmMobileToken'),
  MinorSetTutor: route('/minorSetTutor'),
  MinorWaitingTutorConfirm: route('/minorWaitingTutorConfirm', HH, BB),
  TutorCardDocumentation: route('/tutorCardDocumentation'),
  TutorRequestCertificate: route('/tutorRequestCertificate'),
  TutorBankSign: route('/tutorBankSign'),
  TutorCardSign: route('/tutorCardSign'),
  TutorConfirmMobileToken: route('/tutorConfirmMobileToken'),
  TutorConfirmAccessCode: route('/tutorConfirmAccessCode'),
  RegistrationRejected: route('/registrationRejected', HH, BB),
  UnderMaintenance: route('/manutenzione-in-corso', HH, BB),
  // §2 named route: the help panel's premium section, opened over the current step (the wizard does it).
  PremiumFeatures: route('/premiumFeatures'),
};

/** The hash path of `screen`, with the provider names filled in. */
export function pathOf(screen: ScreenId, providers: Providers): string {
  const { path } = ROUTES[screen];
  return typeof path === 'function' ? path(providers) : path;
}

/**
 * The screen whose path is `path`, or undefined (the caller then shows the §2 "Ops!"
 * dialog). Matching is case-sensitive (`/Shipment` is not `/shipment`); the query string,
 * a `#` fragment and one trailing slash are ignored, and an empty path means `/`.
 */
export function screenOfPath(path: string, providers: Providers): ScreenId | undefined {
  let clean = path.split(/[?#]/, 1)[0] ?? '';
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  if (clean === '') clean = '/';
  return SCREENS.find((screen) => pathOf(screen, providers) === clean);
}

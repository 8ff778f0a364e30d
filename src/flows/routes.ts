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
  /** Short Italian title for the screen heading and the mobile header. */
  title: string;
};

type Flag = 'backBlocked' | 'headerHidden';

/** Builds a RouteDef; flags are listed by name so the table reads like the spec's notes. */
function route(path: RouteDef['path'], title: string, ...flags: Flag[]): RouteDef {
  return { path, title, backBlocked: flags.includes('backBlocked'), headerHidden: flags.includes('headerHidden') };
}

const BB = 'backBlocked' as const;
const HH = 'headerHidden' as const;

/**
 * Every route of spec §2 with its flags. `Record<ScreenId, …>` makes a missing screen a
 * compile error.
 *
 * NOTE: the `title` strings are PROVISIONAL copy (the spec gives no per-screen titles);
 * the screens of later issues refine them.
 */
export const ROUTES: Readonly<Record<ScreenId, RouteDef>> = {
  Home: route('/', 'Apri il tuo conto', HH, BB),
  // §2 "data steps": no flags.
  AgeForm: route('/ageForm', 'Data di nascita'),
  MinorInfo: route('/minorInfo', 'Registrazione minorenni'),
  NameForm: route('/nameForm', 'Nome e cognome'),
  EmailForm: route('/emailForm', 'Contatti'),
  PromoCodeInfo: route('/promoCodeInfo', 'Codice promozionale'),
  PrivacyForm: route('/privacyForm', 'Privacy e consensi'),
  CodeForm: route('/codeForm', 'Codice di accesso'),
  ConfirmCodeForm: route('/confirmCodeForm', 'Conferma il codice di accesso'),
  ConfirmSms: route('/confirmSms', 'Verifica del cellulare'),
  Citizenship: route('/citizenship', 'Cittadinanza', BB),
  ConfirmEmail: route('/confirmEmail', "Verifica l'email", BB),
  Recognition: route((p) => `/${p.recognition}Recognition`, 'Riconoscimento', BB),
  Addresses: route('/addresses', 'Indirizzi', BB),
  TitolareEffettivo: route('/titolareEffettivo', 'Titolare effettivo', BB),
  Gianos: route('/gianos', 'Professione e settore'),
  ScopoRapporto: route('/scopoRapporto', 'Scopo del rapporto'),
  ViewDocumentation: route('/viewDocumentation', 'Documentazione', BB),
  CardCarousel: route('/cardCarousel', 'Scegli la carta'),
  CardDocumentation: route('/cardDocumentation', 'Documenti della carta'),
  RecognitionCheckResult: route((p) => `/${p.recognition}CheckResult`, 'Esito del riconoscimento', BB),
  Shipment: route('/Shipment', 'Spedizione', BB),
  DocumentType: route('/documentType', 'Tipo di documento', BB),
  DocumentData: route('/documentData', 'Dati del documento'),
  RequestCertificate: route('/requestCertificate', 'Richiesta del certificato'),
  CertificateSign: route((p) => `/${p.certificate}Sign`, 'Firma digitale'),
  BankSign: route('/bankSign', 'Firma del contratto di conto'),
  CardSign: route('/cardSign', 'Firma del contratto della carta'),
  ConfirmAccessCode: route('/confirmAccessCode', 'Inserisci il codice di accesso'),
  ConfirmMobileToken: route('/confirmMobileToken', 'Codice di conferma'),
  RegistrationCompleted: route('/registrationCompleted', 'Registrazione completata', HH, BB),
  MissingDocuments: route('/missingDocuments', 'Documenti mancanti', HH),
  UpdateDocumentCompleted: route('/updateDocumentCompleted', 'Aggiornamento completato', HH, BB),
  UploadBizDocuments: route('/uploadBizDocuments', "Documenti dell'attività", BB),
  UserRecognition: route('/userRecognition', 'Riconoscimento', BB),
  MinorBankDocuments: route('/minorBankDocuments', 'Documentazione del conto'),
  MinorCardCarousel: route('/minorCardCarousel', 'Scegli la carta'),
  MinorCardDocuments: route('/minorCardDocuments', 'Documenti della carta'),
  MinorBankSign: route('/minorBankSign', 'Firma del contratto di conto'),
  MinorCardSign: route('/minorCardSign', 'Firma del contratto della carta'),
  MinorConfirmMobileToken: route('/minorConfirmMobileToken', 'Codice di conferma'),
  MinorSetTutor: route('/minorSetTutor', 'Genitore o tutore'),
  MinorWaitingTutorConfirm: route('/minorWaitingTutorConfirm', 'In attesa del tutore', HH, BB),
  TutorCardDocumentation: route('/tutorCardDocumentation', 'Documenti della carta'),
  TutorRequestCertificate: route('/tutorRequestCertificate', 'Richiesta del certificato'),
  TutorBankSign: route('/tutorBankSign', 'Firma del contratto di conto'),
  TutorCardSign: route('/tutorCardSign', 'Firma del contratto della carta'),
  TutorConfirmMobileToken: route('/tutorConfirmMobileToken', 'Codice di conferma'),
  TutorConfirmAccessCode: route('/tutorConfirmAccessCode', 'Inserisci il codice di accesso'),
  RegistrationRejected: route('/registrationRejected', 'Registrazione non completata', HH, BB),
  UnderMaintenance: route('/manutenzione-in-corso', 'Manutenzione in corso', HH, BB),
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

/**
 * Every screen (route) of spec §2 "Screens and routes" with its title, as one `as const` tuple.
 *
 * The union {@link ScreenId} is derived from the tuple (STYLE.md: "a flow's steps are an
 * `as const` tuple and the route union is derived from it"), so the router can render the
 * current screen with an exhaustive match and a new screen that is not rendered fails to
 * compile. Paths and flags live in `routes.ts`; which screen sits at which step lives in
 * `flows.ts`. The titles live here, in a module that imports nothing, so a screen's copy reads its
 * title without importing the registry (src/screens/registry.ts) that loads the screen.
 */
const SCREEN_LIST = [
  ['Home', 'Apri il tuo conto e la carta prepagata in pochi minuti'],
  ['AgeForm', 'Quando sei nato?'],
  ['MinorInfo', 'Hai meno di 18 anni'],
  ['NameForm', 'Come ti chiami?'],
  ['EmailForm', 'I tuoi contatti'],
  ['PromoCodeInfo', 'Codice promozionale'],
  ['PrivacyForm', 'Privacy e consensi'],
  ['CodeForm', 'Scegli il codice di accesso'],
  ['ConfirmCodeForm', 'Conferma il codice di accesso'],
  ['ConfirmSms', 'Verifica il numero di cellulare'],
  ['Citizenship', 'Cittadinanza e codice fiscale'],
  ['ConfirmEmail', "Verifica l'email"],
  ['Recognition', 'Verifica la tua identità'],
  ['Addresses', 'Indirizzo di residenza'],
  ['TitolareEffettivo', 'Titolare effettivo e residenza fiscale'],
  ['Gianos', 'Professione e settore'],
  ['ScopoRapporto', 'Scopo del rapporto'],
  ['ViewDocumentation', 'Documenti del conto'],
  ['CardCarousel', 'Scegli la tua carta'],
  ['CardDocumentation', 'Documenti della carta'],
  ['RecognitionCheckResult', 'Esito del riconoscimento'],
  ['Shipment', 'Spedizione della carta'],
  ['DocumentType', 'Tipo di documento'],
  ['DocumentData', 'Dati del documento'],
  ['RequestCertificate', 'Il certificato di firma digitale'],
  ['CertificateSign', 'Firma digitale'],
  ['BankSign', 'Firma dei contratti del conto'],
  ['CardSign', 'Firma dei contratti della carta'],
  ['ConfirmAccessCode', 'Inserisci il codice di accesso'],
  ['ConfirmMobileToken', 'Attiva il Mobile Token'],
  ['RegistrationCompleted', 'Registrazione completata'],
  ['MissingDocuments', 'Documenti mancanti'],
  ['UpdateDocumentCompleted', 'Aggiornamento completato'],
  ['UploadBizDocuments', "Documenti dell'attività"],
  ['UserRecognition', 'Verifica la tua identità'],
  ['MinorBankDocuments', 'Documenti del conto'],
  ['MinorCardCarousel', 'Scegli la tua carta'],
  ['MinorCardDocuments', 'Documenti della carta'],
  ['MinorBankSign', 'Firma dei contratti del conto'],
  ['MinorCardSign', 'Firma dei contratti della carta'],
  ['MinorConfirmMobileToken', 'Attiva il Mobile Token'],
  ['MinorSetTutor', 'Il tuo genitore o tutore'],
  ['MinorWaitingTutorConfirm', 'Aspettiamo il tuo genitore o tutore'],
  ['TutorCardDocumentation', 'Documenti della carta'],
  ['TutorRequestCertificate', 'Il tuo certificato di firma digitale'],
  ['TutorBankSign', 'Firma dei contratti del conto'],
  ['TutorCardSign', 'Firma dei contratti della carta'],
  ['TutorConfirmMobileToken', 'Attiva il Mobile Token'],
  ['TutorConfirmAccessCode', 'Inserisci il tuo codice di accesso'],
  ['RegistrationRejected', 'Non è possibile proseguire con la registrazione'],
  ['UnderMaintenance', 'Manutenzione in corso'],
  ['PremiumFeatures', 'Abbonamento Premium'],
] as const;

/** One screen of the wizard (spec §2); the router's route name. */
export type ScreenId = (typeof SCREEN_LIST)[number][0];

/** Every screen, in the order of spec §2. */
export const SCREENS: readonly ScreenId[] = SCREEN_LIST.map(([screen]) => screen);

/** Each screen's title: its heading, which the mobile header, the notices and the screen's copy show. */
export const SCREEN_TITLES = Object.fromEntries(SCREEN_LIST) as Readonly<Record<ScreenId, string>>;

/** Type guard: is `value` one of {@link SCREENS}? */
export function isScreenId(value: unknown): value is ScreenId {
  return typeof value === 'string' && (SCREENS as readonly string[]).includes(value);
}

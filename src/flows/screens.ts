/**
 * Every screen (route) of spec §2 "Screens and routes", as one `as const` tuple.
 *
 * The union {@link ScreenId} is derived from the tuple (STYLE.md: "a flow's steps are an
 * `as const` tuple and the route union is derived from it"), so the router can render the
 * current screen with an exhaustive match and a new screen that is not rendered fails to
 * compile. Paths and flags live in `routes.ts`; which screen sits at which step lives in
 * `flows.ts`.
 */
export const SCREENS = [
  'Home',
  'AgeForm',
  'MinorInfo',
  'NameForm',
  'EmailForm',
  'PromoCodeInfo',
  'PrivacyForm',
  'CodeForm',
  'ConfirmCodeForm',
  'ConfirmSms',
  'Citizenship',
  'ConfirmEmail',
  'Recognition',
  'Addresses',
  'TitolareEffettivo',
  'Gianos',
  'ScopoRapporto',
  'ViewDocumentation',
  'CardCarousel',
  'CardDocumentation',
  'RecognitionCheckResult',
  'Shipment',
  'DocumentType',
  'DocumentData',
  'RequestCertificate',
  'CertificateSign',
  'BankSign',
  'CardSign',
  'ConfirmAccessCode',
  'ConfirmMobileToken',
  'RegistrationCompleted',
  'MissingDocuments',
  'UpdateDocumentCompleted',
  'UploadBizDocuments',
  'UserRecognition',
  'MinorBankDocuments',
  'MinorCardCarousel',
  'MinorCardDocuments',
  'MinorBankSign',
  'MinorCardSign',
  'MinorConfirmMobileToken',
  'MinorSetTutor',
  'MinorWaitingTutorConfirm',
  'TutorCardDocumentation',
  'TutorRequestCertificate',
  'TutorBankSign',
  'TutorCardSign',
  'TutorConfirmMobileToken',
  'TutorConfirmAccessCode',
  'RegistrationRejected',
  'UnderMaintenance',
  'PremiumFeatures',
] as const;

/** One screen of the wizard (spec §2); the router's route name. */
export type ScreenId = (typeof SCREENS)[number];

/** Type guard: is `value` one of {@link SCREENS}? */
export function isScreenId(value: unknown): value is ScreenId {
  return typeof value === 'string' && (SCREENS as readonly string[]).includes(value);
}

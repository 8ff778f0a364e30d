/**
 * The screen registry: one entry for every ScreenId of spec §2, decided once. `satisfies
 * Record<ScreenId, ScreenEntry>` makes it exhaustive: adding a ScreenId to the tuple in
 * src/flows/screens.ts without deciding its screen here fails `npm run typecheck`.
 *
 * An entry is either a built screen (its lazy chunk and its title from SCREEN_TITLES in src/flows/screens.ts) or,
 * for a ScreenId nobody builds yet, `{ kind: 'not-built', title }`: the route then renders the visible "non ancora
 * disponibile" notice, never a fake screen (every screen of spec §2 is built).
 * A built screen is built for the flows that show it, read from the flow tables (`isShownIn`,
 * src/flows/flows.ts: the flows whose table places it, and SHOWN_OUTSIDE_TABLES for the screens no table
 * places): nothing here repeats a flow list.
 *
 * This module is the only door from the shell (src/app) into the screens layer.
 */
import { lazy, type ComponentType } from 'react';
import { chunkLoadError } from '../kit/chunks';
import type { FlowName, ScreenId } from '../flows';
import type { ScreenProps } from '../kit/screen';
import { isShownIn } from '../flows/flows';
import { SCREEN_TITLES } from '../flows/screens';

export type { ScreenProps };

type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface BuiltScreen {
  readonly kind: 'built';
  /** The screen's heading (SCREEN_TITLES, which its copy module reads too): the mobile header and notices show it. */
  readonly title: string;
  /** Its own lazy chunk (the bench checks every chunk against the 15 KB gz budget). */
  readonly load: ScreenLoader;
}

interface NotBuiltScreen {
  readonly kind: 'not-built';
  /** PROVISIONAL heading of the notice (the spec gives no per-screen titles); the built screen's copy module replaces it. */
  readonly title: string;
}

export type ScreenEntry = BuiltScreen | NotBuiltScreen;
export type ScreenRegistry = Readonly<Record<ScreenId, ScreenEntry>>;

/** Each built screen's entry, its title taken from SCREEN_TITLES. */
function builtScreens<T extends Partial<Record<ScreenId, ScreenLoader>>>(screens: T): { readonly [K in keyof T]: BuiltScreen } {
  const entries = Object.entries(screens) as [ScreenId, ScreenLoader][];
  return Object.fromEntries(
    entries.map(([screen, load]): [ScreenId, BuiltScreen] => [screen, { kind: 'built', title: SCREEN_TITLES[screen], load }]),
  ) as { readonly [K in keyof T]: BuiltScreen };
}

/** A route the wizard handles without a screen of its own (PremiumFeatures): it renders nothing. */
const NoScreen = () => null;

/**
 * The built screens. A ScreenId nobody builds yet: SCREEN_REGISTRY becomes
 * `{ ...builtScreens(BUILT), NewScreen: { kind: 'not-built', title: SCREEN_TITLES.NewScreen } }`.
 */
const BUILT = {
  Home: () => import('./landing/Home/Home'),
  // spec §4 CONSUMER step 1, the data steps, and the two explanation pages of §2.
  AgeForm: () => import('./data/AgeForm/AgeForm'),
  MinorInfo: () => import('./data/MinorInfo/MinorInfo'),
  NameForm: () => import('./data/NameForm/NameForm'),
  EmailForm: () => import('./data/EmailForm/EmailForm'),
  PromoCodeInfo: () => import('./data/PromoCodeInfo/PromoCodeInfo'),
  PrivacyForm: () => import('./data/PrivacyForm/PrivacyForm'),
  CodeForm: () => import('./data/CodeForm/CodeForm'),
  ConfirmCodeForm: () => import('./data/ConfirmCodeForm/ConfirmCodeForm'),
  ConfirmSms: () => import('./data/ConfirmSms/ConfirmSms'),
  Citizenship: () => import('./data/Citizenship/Citizenship'),
  // spec §4 CONSUMER 2,0; the same screen in every flow that passes through it.
  ConfirmEmail: () => import('./consumer/ConfirmEmail/ConfirmEmail'),
  // spec §4 CONSUMER 2,1 and 6,0: the provider hand-off and its result; DOCUMENT_RENEWAL 1,0
  // starts the same hand-off with recog/documentRenewalStart (src/kit/connected/recognition.ts).
  Recognition: () => import('./consumer/Recognition/Recognition'),
  Addresses: () => import('./consumer/Addresses/Addresses'),
  TitolareEffettivo: () => import('./consumer/TitolareEffettivo/TitolareEffettivo'),
  Gianos: () => import('./consumer/Gianos/Gianos'),
  ScopoRapporto: () => import('./consumer/ScopoRapporto/ScopoRapporto'),
  // spec §4 CONSUMER step 5 and the Shipment route of §2 (Shipment placed as 5,3, src/flows/flows.ts).
  ViewDocumentation: () => import('./consumer/ViewDocumentation/ViewDocumentation'),
  CardCarousel: () => import('./consumer/CardCarousel/CardCarousel'),
  CardDocumentation: () => import('./consumer/CardDocumentation/CardDocumentation'),
  RecognitionCheckResult: () => import('./consumer/RecognitionCheckResult/RecognitionCheckResult'),
  Shipment: () => import('./consumer/Shipment/Shipment'),
  DocumentType: () => import('./consumer/DocumentType/DocumentType'),
  DocumentData: () => import('./consumer/DocumentData/DocumentData'),
  // spec §4 CONSUMER 8,0–8,3: the certificate and the contract signatures.
  RequestCertificate: () => import('./consumer/RequestCertificate/RequestCertificate'),
  CertificateSign: () => import('./consumer/CertificateSign/CertificateSign'),
  BankSign: () => import('./consumer/BankSign/BankSign'),
  CardSign: () => import('./consumer/CardSign/CardSign'),
  // spec §4 CONSUMER 8,4-8,5 and step 9; MissingDocuments (a back-office request) in every flow.
  ConfirmAccessCode: () => import('./consumer/ConfirmAccessCode/ConfirmAccessCode'),
  ConfirmMobileToken: () => import('./consumer/ConfirmMobileToken/ConfirmMobileToken'),
  RegistrationCompleted: () => import('./consumer/RegistrationCompleted/RegistrationCompleted'),
  MissingDocuments: () => import('./consumer/MissingDocuments/MissingDocuments'),
  // spec §4 DOCUMENT_RENEWAL step 2: the renewal stepper's last title is its heading.
  UpdateDocumentCompleted: () => import('./renewal/UpdateDocumentCompleted/UpdateDocumentCompleted'),
  // spec §4 BUSINESS 5,0: the business's documents, after the self-declaration.
  UploadBizDocuments: () => import('./business/UploadBizDocuments/UploadBizDocuments'),
  // spec §4 MINOR: the consumer's screens under the minor's ScreenIds where they are the same
  // (each reads its `screen` prop), the minor's own signatures by SMS code, the guardian and the wait.
  UserRecognition: () => import('./consumer/Recognition/Recognition'),
  MinorBankDocuments: () => import('./consumer/ViewDocumentation/ViewDocumentation'),
  MinorCardCarousel: () => import('./consumer/CardCarousel/CardCarousel'),
  MinorCardDocuments: () => import('./consumer/CardDocumentation/CardDocumentation'),
  MinorBankSign: () => import('./minor/MinorBankSign/MinorBankSign'),
  MinorCardSign: () => import('./minor/MinorCardSign/MinorCardSign'),
  MinorConfirmMobileToken: () => import('./consumer/ConfirmMobileToken/ConfirmMobileToken'),
  MinorSetTutor: () => import('./minor/MinorSetTutor/MinorSetTutor'),
  MinorWaitingTutorConfirm: () => import('./minor/MinorWaitingTutorConfirm/MinorWaitingTutorConfirm'),
  // spec §4 TUTOR step 9: the guardian's documents and signatures on the minor's registration;
  // CardDocumentation and ConfirmMobileToken are the consumer's screens under the Tutor ids.
  TutorCardDocumentation: () => import('./consumer/CardDocumentation/CardDocumentation'),
  TutorRequestCertificate: () => import('./tutor/TutorRequestCertificate/TutorRequestCertificate'),
  TutorBankSign: () => import('./tutor/TutorBankSign/TutorBankSign'),
  TutorCardSign: () => import('./tutor/TutorCardSign/TutorCardSign'),
  TutorConfirmMobileToken: () => import('./consumer/ConfirmMobileToken/ConfirmMobileToken'),
  TutorConfirmAccessCode: () => import('./tutor/TutorConfirmAccessCode/TutorConfirmAccessCode'),
  // spec §2/§8: the end screens reached outside the flow tables.
  RegistrationRejected: () => import('./end/RegistrationRejected/RegistrationRejected'),
  UnderMaintenance: () => import('./end/UnderMaintenance/UnderMaintenance'),
  // spec §2 named route: the wizard opens the help panel's premium section over the current step
  // and puts the step's address back (wizard.onExternalRoute), so this route never shows a screen.
  PremiumFeatures: () => Promise.resolve({ default: NoScreen }),
} satisfies Partial<Record<ScreenId, ScreenLoader>>;

export const SCREEN_REGISTRY = builtScreens(BUILT) satisfies ScreenRegistry;

/** The title of a screen: its heading when built, the notice's heading otherwise. */
export function screenTitle(screen: ScreenId, registry: ScreenRegistry = SCREEN_REGISTRY): string {
  return registry[screen].title;
}

/** The loader of `screen` when it is built for `flow`, else undefined (the route shows the notice). */
function loaderFor(screen: ScreenId, flow: FlowName | undefined, registry: ScreenRegistry = SCREEN_REGISTRY): ScreenLoader | undefined {
  const entry = registry[screen];
  if (entry.kind !== 'built') return undefined;
  if (flow && !isShownIn(screen, flow)) return undefined;
  return entry.load;
}

/** Whether `screen` is built for `flow`: built, and shown in that flow (its table, or SHOWN_OUTSIDE_TABLES). */
export function isBuiltFor(screen: ScreenId, flow: FlowName, registry: ScreenRegistry = SCREEN_REGISTRY): boolean {
  return loaderFor(screen, flow, registry) !== undefined;
}

// Per loader, not per instance: a downloaded chunk is the same module for every element on the page.
const lazyCache = new Map<ScreenLoader, ComponentType<ScreenProps>>();
const preloaded = new Map<ScreenLoader, Promise<ScreenModule>>();
/** Preloaded chunks that have arrived. */
const arrived = new Map<ScreenLoader, ScreenModule>();

/**
 * The component of a screen built for `flow`, or undefined when the route shows the notice. A screen whose chunk
 * was preloaded and has arrived is its plain component: a `React.lazy` wrapper would suspend once on its first
 * render even then, and React holds a revealed Suspense boundary back for up to 300 ms, which would delay
 * every step transition. Otherwise a lazy component. Chosen once per screen, so a mounted screen never changes type.
 * A chunk that failed to download is forgotten (it throws a ChunkLoadError to the shell's boundary), so the
 * boundary's "Riprova" renders a fresh lazy component that calls import() again.
 */
export function lazyScreen(
  screen: ScreenId,
  flow?: FlowName,
  registry: ScreenRegistry = SCREEN_REGISTRY,
): ComponentType<ScreenProps> | undefined {
  const load = loaderFor(screen, flow, registry);
  if (!load) return undefined;
  let component = lazyCache.get(load);
  if (!component) {
    component =
      arrived.get(load)?.default ??
      lazy(() =>
        (preloaded.get(load) ?? load()).catch((error: unknown) => {
          lazyCache.delete(load);
          preloaded.delete(load);
          throw chunkLoadError(error);
        }),
      );
    lazyCache.set(load, component);
  }
  return component;
}

/**
 * Starts downloading a screen's chunk ahead of time (spec §2: "The step after the target is preloaded").
 * Returns the pending import, or undefined for a screen that is not built. Failures are swallowed here:
 * the real render retries and shows the error then.
 */
export function preloadScreen(
  screen: ScreenId,
  registry: ScreenRegistry = SCREEN_REGISTRY,
): Promise<ScreenModule> | undefined {
  const load = loaderFor(screen, undefined, registry);
  if (!load) return undefined;
  let pending = preloaded.get(load);
  if (!pending) {
    pending = load();
    pending.then(
      (module) => arrived.set(load, module),
      () => preloaded.delete(load),
    );
    preloaded.set(load, pending);
  }
  return pending;
}

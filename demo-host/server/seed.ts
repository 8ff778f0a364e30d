/**
 * The seeded personas (DESIGN.md §6: "seeded personas let anyone reach every branch of the
 * start-up rules"). A data table, one entry per persona of README "Personas" (phones 3331000001 on);
 * a new persona is appended to it without touching the code below.
 * Seeding is idempotent (fixed ids, INSERT OR IGNORE), so it runs on every open and after
 * `POST /__sandbox/reset`.
 */
import type Database from 'better-sqlite3';
import { checkCharacter } from './fiscalCode';
import { findPrepaidCard } from './prepaidCards';
import { UPGRADE_B_TO_A } from './processes';
import { requiredAccountDocuments } from './staticContracts';
import { insertRegistration } from './repositories/registrations';
import { emptyContext, findUserById, insertUser } from './repositories/users';
import type { BusinessData, CompanyType, NewRegistration } from './repositories/registrations';
import type { NewUser, UserProfile, WalletInstrument } from './repositories/users';
import { BUSINESS_DOCUMENTS } from './registrations/business';

/** One seeded person: the user and their registrations (ids fixed so tests can name them). */
export interface SeedPersona {
  /** The persona's state in a few words, for the README's personas table. */
  state: string;
  /** Where the client lands after logging in as this persona (spec §4 "Start-up rules"). */
  landsOn: string;
  user: NewUser & { id: string };
  registrations: (Omit<NewRegistration, 'userId'> & { id: string; dataAtSeed?: SeedTimeData })[];
}

/**
 * Data that depends on when the persona is seeded (e.g. a signature started "now"): merged into the
 * registration's data by {@link seedDatabase} with the seeding clock.
 */
type SeedTimeData = (now: number) => Record<string, unknown>;

/** The demo persona's login: username `+393330000000`, access code `13579`. */
export const DEMO_PHONE = '+393330000000';
/** Fixed ids of the demo persona. */
export const DEMO_USER_ID = 'usr-demo-0000';
export const DEMO_REGISTRATION_ID = 'reg-demo-0000';

/** The access code (login password) of every seeded persona, the demo persona's too. */
export const PERSONA_ACCESS_CODE = '13579';

interface PersonaInput {
  /** Two digits: ids `usr-pNN` / `reg-pNN`, phone `+3933310000NN`. */
  n: string;
  state: string;
  landsOn: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'M' | 'F';
  /** A customer also has `profile` (what the bank knows) and `walletInstruments`. */
  user: Pick<NewUser, 'status' | 'defaultWallet'> & Partial<Pick<NewUser, 'availableProcesses' | 'profile' | 'walletInstruments'>>;
  walletType?: string;
  /** A minor: `context.minor`, as `pre-register` with flow MINOR sets it. */
  minor?: boolean;
  /** The persona's registrations, without id (`reg-pNN`, then `reg-pNN-2`…) and personal data. */
  registrations: Omit<NewRegistration, 'userId' | 'data'>[];
  /** What the persona's registration already saved beyond the personal data (later steps' answers). */
  saved?: Record<string, unknown>;
  /** What its first registration saved that depends on the seeding time. */
  savedAtSeed?: SeedTimeData;
}

/** A persona's e-mail address: `first.last@example.it`, lower-case letters only. */
function personaEmail(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.it';
}

/** Builds a seeded persona: a plausible Italian person with fixed ids and the shared access code. */
function persona(input: PersonaInput): SeedPersona {
  const email = personaEmail(input.firstName, input.lastName);
  const data = { firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate, email, ...input.saved };
  return {
    state: input.state,
    landsOn: input.landsOn,
    user: {
      id: `usr-p${input.n}`,
      phoneNumber: `+3933310000${input.n}`,
      accessCode: PERSONA_ACCESS_CODE,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      ...input.user,
      context: emptyContext({
        userBirthDate: input.birthDate,
        gender: input.gender,
        walletType: input.walletType ?? null,
        minor: input.minor ?? false,
      }),
    },
    registrations: input.registrations.map((registration, i) => ({
      id: i === 0 ? `reg-p${input.n}` : `reg-p${input.n}-${i + 1}`,
      data,
      ...(i === 0 && input.savedAtSeed ? { dataAtSeed: input.savedAtSeed } : {}),
      ...registration,
    })),
  };
}

/** What Citizenship (1,7) saves: citizenship, birth place, fiscal code. */
function citizenshipSaved(birthPlace: string, fiscalCode: string): Record<string, unknown> {
  return { citizenship: 'IT', birthPlace, fiscalCode };
}

/** ConfirmEmail (2,0) and the recognition hand-off (2,1) done: the provider's outcome as the sandbox keeps it. */
function recognitionSaved(n: string, status: 'PENDING' | 'APPROVED'): Record<string, unknown> {
  const startedAt = '2026-11-02T09:30:00.000Z';
  return {
    emailConfirmed: true,
    recognition: {
      sessionId: `rs-seed-p${n}`,
      status,
      startedAt,
      ...(status === 'APPROVED' ? { completedAt: '2026-11-02T09:34:00.000Z' } : {}),
      returnUrl: '/',
    },
  };
}

/** What Addresses (3,0) saves: the residence, normalised, and no separate domicile. */
function addressesSaved(address: string, houseNumber: string, city: string, postalCode: string, province: string): Record<string, unknown> {
  return { addresses: { residence: { address, houseNumber, city, postalCode, province }, domicile: null } };
}

/** What ScopoRapporto (4,2) sends for the three self-declaration screens: an employee paid into the account. */
const SELF_DECLARATION = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
  gianos: { job: '04', activitySector: 'K' },
  purpose: { purpose: 'SALARY_PENSION', otherPurpose: null, fundsOrigin: 'WORK_INCOME' },
};

/** A person's own answers to Citizenship (1,7) and Addresses (3,0). */
interface OwnAnswers {
  birthPlace: string;
  fiscalCode: string;
  residence: [address: string, houseNumber: string, city: string, postalCode: string, province: string];
}

/**
 * Everything saved up to the identity document (step 7): citizenship, e-mail confirmed and recognition
 * APPROVED, addresses, self-declaration, the account's and the Carta Classica's documents accepted, the card
 * shipped home. The registration itself chooses the card: `prepaidCardResource: { id: 'CARD_CLASSIC' }`.
 */
function throughCardSaved(n: string, own: OwnAnswers): Record<string, unknown> {
  return {
    ...citizenshipSaved(own.birthPlace, own.fiscalCode),
    ...recognitionSaved(n, 'APPROVED'),
    ...addressesSaved(...own.residence),
    fatcaGianos: SELF_DECLARATION,
    documentsAccepted: ['CONTRATTO_CONTO', 'FOGLIO_INFORMATIVO_CONTO', 'DOCUMENTO_SINTESI', 'INF_PCU1', 'GUIDA_ABF', 'SERVIZI_PAGAMENTO'],
    cardDocumentsAccepted: { cardId: 'CARD_CLASSIC', documentIds: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'] },
    shipment: { to: 'RESIDENCE' },
  };
}

/** What DocumentType and DocumentData (7,0–7,1) save: an electronic identity card, its data and two photos' metadata. */
function identityDocumentSaved(n: string): Record<string, unknown> {
  const scan = (side: 'front' | 'back') => ({ side, name: `${side}.jpg`, type: 'image/jpeg', size: 1024, sha256: `seed-p${n}-${side}` });
  return {
    documentType: 'CARTA_IDENTITA_ELETTRONICA',
    document: {
      documentType: 'CARTA_IDENTITA_ELETTRONICA',
      documentNumber: `CA${n}345AB`,
      issueDate: '2022-03-01',
      expiryDate: '2032-03-01',
      issuingAuthority: 'Comune',
      issuingPlace: 'Milano',
    },
    documentScans: [scan('front'), scan('back')],
  };
}

/**
 * Step 8 half done, as the certificate provider's calls leave it (registrations/certificate.ts and
 * signature.ts): dossier clauses accepted, certificate issued and signed (a session open from its end),
 * and the ACCOUNT contracts' signature RUNNING since the seeding time `now` (it finishes after the
 * signature duration, like any other).
 */
function accountSignatureRunningSaved(n: string): SeedTimeData {
  return (now) => ({
    dossier: { dossierId: `dos-seed-p${n}`, status: 'CLAUSES_ACCEPTED' },
    signature: {
      status: 'RUNNING',
      operation: 'SIGN_AND_ASSERT_AUTH',
      scope: 'ACCOUNT',
      startedAt: new Date(now).toISOString(),
      signed: { certificate: true, account: false, card: false },
      sessionStartedAt: new Date(now - 60_000).toISOString(),
      counts: { certificate: 1, account: 0, card: 0 },
    },
  });
}

// --- Minors and a guardian ---

/** Months of the fiscal code (A = January … T = December). */
const FISCAL_CODE_MONTHS = 'ABCDEHLMPRST';

/**
 * A well-formed fiscal code (with its check character) for the surname and name letters `letters` (6),
 * born on `birthDate` (YYYY-MM-DD), in the municipality `placeCode`: so a minor's code always matches a
 * birth date computed at start (see {@link minorBirthDate}).
 */
function fiscalCodeFor(letters: string, birthDate: string, gender: 'M' | 'F', placeCode: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const dd = String(Number(day) + (gender === 'F' ? 40 : 0)).padStart(2, '0');
  const first15 = `${letters}${year.slice(2)}${FISCAL_CODE_MONTHS.charAt(Number(month) - 1)}${dd}${placeCode}`;
  return first15 + checkCharacter(first15);
}

/**
 * A minor persona's birth date: `age` years and 100 days before `now` (the sandbox's start), so the persona
 * is a minor in every freshly seeded database (for a 15-year-old, for 2 years and 8 months after the seeding;
 * a reset seeds again).
 */
export function minorBirthDate(age: number, now = Date.now()): string {
  const date = new Date(now - 100 * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - age);
  return date.toISOString().slice(0, 10);
}

/** The minors' age at seeding. */
export const MINOR_PERSONA_AGE = 15;

/** What a minor's three self-declaration screens (3,0–3,2) send: a student saving gifts. */
const MINOR_SELF_DECLARATION = {
  beneficialOwner: true,
  fatca: { usCitizen: false, usTaxResident: false, usTin: null },
  crs: { otherTaxResidence: false, country: null, foreignTin: null },
  gianos: { job: '09', activitySector: null },
  purpose: { purpose: 'SAVINGS', otherPurpose: null, fundsOrigin: 'INHERITANCE_GIFT' },
};

/**
 * MINOR steps 1–3 done (spec §4 MINOR table: step 2 is ConfirmEmail, Addresses, DocumentType, DocumentData;
 * step 3 the self-declaration): citizenship, e-mail confirmed, addresses, the identity document, the
 * self-declaration. The recognition is step 5 (UserRecognition) for a minor: not yet.
 */
function minorThroughDeclarationSaved(n: string, own: OwnAnswers): Record<string, unknown> {
  return {
    ...citizenshipSaved(own.birthPlace, own.fiscalCode),
    emailConfirmed: true,
    ...addressesSaved(...own.residence),
    ...identityDocumentSaved(n),
    fatcaGianos: MINOR_SELF_DECLARATION,
  };
}

/** The card the seeded minors chose: the virtual one (the MINOR flow has no Shipment). */
const MINOR_CARD_ID = 'CARD_VIRTUAL';

/**
 * MINOR steps 4–7 done by the minor (everything before MinorSetTutor): the account's (REG_MIN) and the
 * virtual card's documents accepted, recognition APPROVED, both contract scopes signed with the SMS code
 * (no certificate, no session: README "The minor's signature"), the access code verified, the mobile token
 * active. The registration itself chooses the card: `prepaidCardResource: { id: MINOR_CARD_ID }`.
 */
function minorSignedSaved(n: string, own: OwnAnswers): Record<string, unknown> {
  const recognition = recognitionSaved(n, 'APPROVED');
  return {
    ...minorThroughDeclarationSaved(n, own),
    ...recognition,
    documentsAccepted: requiredAccountDocuments('REG_MIN'),
    cardDocumentsAccepted: { cardId: MINOR_CARD_ID, documentIds: findPrepaidCard(MINOR_CARD_ID)?.documents.map((d) => d.documentId) ?? [] },
    signature: {
      status: 'DONE',
      operation: 'SIGN_AND_ASSERT_AUTH',
      scope: 'CARD',
      startedAt: '2026-11-02T10:05:00.000Z',
      signed: { certificate: false, account: true, card: true },
      sessionStartedAt: null,
      counts: { certificate: 0, account: 1, card: 1 },
    },
    accessCodeVerified: true,
    accessCodeAttempts: 0,
    mobileTokenActive: true,
  };
}

/** The guardian persona (3331000021) as the minor 3331000020 named them. */
const GUARDIAN = {
  n: '21',
  firstName: 'Giovanni',
  lastName: 'Galli',
  birthDate: '1978-03-21',
  fiscalCode: fiscalCodeFor('GLLGNN', '1978-03-21', 'M', 'L219'),
} as const;

/**
 * `data.tutor` as `set-tutor` leaves it (registrations/tutor.ts TutorData), invited at the seeding time.
 * The seed has no request origin, so the link is relative (`/?idRegistration=…`) and no invitation is in
 * the outbox: the minor's "Invia di nuovo l'invito" (or `set-tutor` with these five fields) sends one.
 */
function guardianInvitedAtSeed(registrationId: string): SeedTimeData {
  return (now) => ({
    tutor: {
      firstName: GUARDIAN.firstName,
      lastName: GUARDIAN.lastName,
      fiscalCode: GUARDIAN.fiscalCode,
      phoneNumber: `33310000${GUARDIAN.n}`,
      email: `${GUARDIAN.firstName}.${GUARDIAN.lastName}@example.it`.toLowerCase(),
      invitedAt: new Date(now).toISOString(),
      invitations: 1,
      link: `/?idRegistration=${registrationId}`,
    },
  });
}

/** The seeded minors' birth date (computed when the sandbox starts). */
const MINOR_BIRTH_DATE = minorBirthDate(MINOR_PERSONA_AGE);

// --- Customers who upgrade ---

/** The prepaid card of the seeded customers' wallets. */
const WALLET_CARD_ID = 'CARD_VIRTUAL';

/** A customer's ENABLED prepaid-card wallet instrument (spec §3 Wallet instrument). */
function walletCard(n: string): WalletInstrument {
  return { walletInstrumentResource: { id: `wi-p${n}`, walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: WALLET_CARD_ID } };
}

/**
 * What the bank knows of a customer who registered with the basic data only (repositories/users.ts UserProfile): name, birth
 * date, confirmed e-mail, login phone, fiscal code; not citizenship, birth place, addresses or document (the
 * upgrade's data steps ask them).
 */
function knownProfile(n: string, firstName: string, lastName: string, birthDate: string, level: 'A' | 'B', fiscalCode: string): UserProfile {
  return {
    level,
    firstName,
    lastName,
    birthDate,
    email: personaEmail(firstName, lastName),
    emailConfirmed: true,
    phoneNumber: `+3933310000${n}`,
    fiscalCode,
  };
}

/** A birth date `years` years and `days` days before `now` (the sandbox's start). */
function birthDateYearsAgo(years: number, days: number, now = Date.now()): string {
  const date = new Date(now - days * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** 3331000023's birth date: 18 years and 10 days before the seeding, so it just turned 18. */
const FORMER_MINOR_BIRTH_DATE = birthDateYearsAgo(18, 10);

/** 3331000023's own answers (Citizenship, Addresses) when it registered as a minor. */
const FORMER_MINOR: OwnAnswers = {
  birthPlace: 'Bergamo',
  fiscalCode: fiscalCodeFor('RVIGDI', FORMER_MINOR_BIRTH_DATE, 'F', 'A794'),
  residence: ['VIA XX SETTEMBRE', '5', 'BERGAMO', '24122', 'BG'],
};

/** What the bank knows of 3331000023: everything, from its MINOR registration (the document valid for years). */
function formerMinorProfile(): UserProfile {
  const { documentType, document } = identityDocumentSaved('23') as Pick<UserProfile, 'documentType' | 'document'>;
  return {
    ...knownProfile('23', 'Giada', 'Riva', FORMER_MINOR_BIRTH_DATE, 'A', FORMER_MINOR.fiscalCode),
    formerMinor: true,
    citizenship: 'IT',
    birthPlace: FORMER_MINOR.birthPlace,
    addresses: addressesSaved(...FORMER_MINOR.residence).addresses as UserProfile['addresses'],
    documentType,
    document,
  };
}

/** Days before 3331000024's identity card expires, from the sandbox's start (the renewal's reason). */
const EXPIRING_DOCUMENT_DAYS = 20;

/** 3331000024: everything known, its electronic identity card (issued ten years ago) expiring soon. */
function expiringDocumentProfile(now = Date.now()): UserProfile {
  const expiry = new Date(now + EXPIRING_DOCUMENT_DAYS * 86_400_000);
  const issue = new Date(expiry);
  issue.setUTCFullYear(expiry.getUTCFullYear() - 10);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    ...knownProfile('24', 'Marco', 'Testa', '1980-09-14', 'A', fiscalCodeFor('TSTMRC', '1980-09-14', 'M', 'F205')),
    citizenship: 'IT',
    birthPlace: 'Milano',
    addresses: addressesSaved('VIA PADOVA', '40', 'MILANO', '20127', 'MI').addresses as UserProfile['addresses'],
    documentType: 'CARTA_IDENTITA_ELETTRONICA',
    document: {
      documentType: 'CARTA_IDENTITA_ELETTRONICA',
      documentNumber: 'CA24000AA',
      issueDate: day(issue),
      expiryDate: day(expiry),
      issuingAuthority: 'Comune',
      issuingPlace: 'Milano',
    },
  };
}

/** A business persona's business (registrations/business.ts), its documents request OPEN or COMPLETED. */
function businessOf(
  n: string,
  companyType: CompanyType,
  businessName: string,
  vatNumber: string,
  documents: 'OPEN' | 'COMPLETED',
  register: [professionalRegister: string, registerNumber: string] | null = null,
): BusinessData {
  return {
    companyType,
    businessName,
    vatNumber,
    professionalRegister: register?.[0] ?? null,
    registerNumber: register?.[1] ?? null,
    docsRequest: {
      id: `bdr-seed-p${n}`,
      status: documents,
      documents: BUSINESS_DOCUMENTS[companyType].map((description, i) => ({ id: `doc-${i + 1}`, description, uploaded: documents === 'COMPLETED' })),
    },
  };
}

/** A business persona's registration (BUSINESS_IN_PROGRESS) at `currentStep`; the card chosen from step 6 on. */
const businessRegistration = (business: BusinessData, currentStep: number): Omit<NewRegistration, 'userId' | 'data'> => ({
  flow: 'BUSINESS',
  type: 'REGISTRATION',
  status: 'BUSINESS_IN_PROGRESS',
  phoneNumberStatus: 'CERTIFIED',
  currentStep,
  business,
  ...(currentStep > 6 ? { prepaidCardResource: { id: 'CARD_CLASSIC' } } : {}),
});

/** The holder of a business persona: PENDING, the BUSINESS process available. */
const BUSINESS_HOLDER = { status: 'PENDING', defaultWallet: null, availableProcesses: [{ level: 'A', profile: 'BUSINESS' }] } as const;

/** A sole trader (bizDI) and a liberal professional (bizLP), each parked at the documents and at the signature. */
const BUSINESS_PERSONAS: readonly SeedPersona[] = [
  persona({
    n: '25',
    state: 'PENDING; BUSINESS (DI) IN_PROGRESS, step 5: steps 1-4 saved, business documents request OPEN',
    landsOn: '/uploadBizDocuments (5,0), bizDI',
    firstName: 'Paolo',
    lastName: 'Ferri',
    birthDate: '1979-03-21',
    gender: 'M',
    user: { ...BUSINESS_HOLDER, availableProcesses: [...BUSINESS_HOLDER.availableProcesses] },
    registrations: [businessRegistration(businessOf('25', 'DI', 'FERRI IMPIANTI ELETTRICI', '09876540031', 'OPEN'), 5)],
    saved: {
      ...citizenshipSaved('Milano', fiscalCodeFor('FRRPLA', '1979-03-21', 'M', 'F205')),
      ...recognitionSaved('25', 'APPROVED'),
      ...addressesSaved('VIA PADOVA', '45', 'MILANO', '20127', 'MI'),
      fatcaGianos: SELF_DECLARATION,
    },
  }),
  persona({
    n: '26',
    state: 'PENDING; BUSINESS (DI) IN_PROGRESS, step 9: steps 1-8 saved (documents sent, Carta Classica, identity document), no certificate yet',
    landsOn: '/requestCertificate (9,0), bizDI',
    firstName: 'Rosa',
    lastName: 'Galli',
    birthDate: '1975-07-02',
    gender: 'F',
    user: { ...BUSINESS_HOLDER, availableProcesses: [...BUSINESS_HOLDER.availableProcesses] },
    registrations: [businessRegistration(businessOf('26', 'DI', 'FIORERIA GALLI', '02030400150', 'COMPLETED'), 9)],
    saved: {
      ...throughCardSaved('26', { birthPlace: 'Bergamo', fiscalCode: fiscalCodeFor('GLLRSO', '1975-07-02', 'F', 'A794'), residence: ['VIA XX SETTEMBRE', '3', 'BERGAMO', '24122', 'BG'] }),
      ...identityDocumentSaved('26'),
    },
  }),
  persona({
    n: '27',
    state: 'PENDING; BUSINESS (LP, ingegnere) IN_PROGRESS, step 5: steps 1-4 saved, business documents request OPEN',
    landsOn: '/uploadBizDocuments (5,0), bizLP',
    firstName: 'Elena',
    lastName: 'Sartori',
    birthDate: '1983-11-30',
    gender: 'F',
    user: { ...BUSINESS_HOLDER, availableProcesses: [...BUSINESS_HOLDER.availableProcesses] },
    registrations: [businessRegistration(businessOf('27', 'LP', 'STUDIO INGEGNERIA SARTORI', '00743110157', 'OPEN', ['INGEGNERI', 'A1234']), 5)],
    saved: {
      ...citizenshipSaved('Padova', fiscalCodeFor('SRTLNE', '1983-11-30', 'F', 'G224')),
      ...recognitionSaved('27', 'APPROVED'),
      ...addressesSaved('VIA ROMA', '10', 'PADOVA', '35122', 'PD'),
      fatcaGianos: SELF_DECLARATION,
    },
  }),
  persona({
    n: '28',
    state: 'PENDING; BUSINESS (LP, avvocato) IN_PROGRESS, step 9: steps 1-8 saved (documents sent, Carta Classica, identity document), no certificate yet',
    landsOn: '/requestCertificate (9,0), bizLP',
    firstName: 'Luca',
    lastName: 'Martini',
    birthDate: '1981-01-15',
    gender: 'M',
    user: { ...BUSINESS_HOLDER, availableProcesses: [...BUSINESS_HOLDER.availableProcesses] },
    registrations: [businessRegistration(businessOf('28', 'LP', 'STUDIO LEGALE MARTINI', '12345670017', 'COMPLETED', ['AVVOCATI', '2345/B']), 9)],
    saved: {
      ...throughCardSaved('28', { birthPlace: 'Verona', fiscalCode: fiscalCodeFor('MRTLCU', '1981-01-15', 'M', 'L781'), residence: ['CORSO PORTA NUOVA', '7', 'VERONA', '37122', 'VR'] }),
      ...identityDocumentSaved('28'),
    },
  }),
];

/** Every seeded persona. Append new ones at the end. */
export const SEED_PERSONAS: readonly SeedPersona[] = [
  {
    state: 'PENDING; CONSUMER_PREREGISTERED, phone CERTIFIED, step 1 (the demo persona)',
    landsOn: '/citizenship',
    user: {
      id: DEMO_USER_ID,
      phoneNumber: DEMO_PHONE,
      accessCode: PERSONA_ACCESS_CODE,
      email: 'demo@example.it',
      firstName: 'Mario',
      lastName: 'Rossi',
      status: 'PENDING',
      defaultWallet: null,
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      context: emptyContext({ userBirthDate: '1985-12-10', gender: 'M' }),
    },
    registrations: [
      {
        id: DEMO_REGISTRATION_ID,
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 1,
        data: { firstName: 'Mario', lastName: 'Rossi', birthDate: '1985-12-10', email: 'demo@example.it' },
      },
    ],
  },
  // One persona per branch of the client's start-up rules (spec §4).
  persona({
    n: '01',
    state: 'PENDING; CONSUMER_PREREGISTERED, phone NOT_CERTIFIED, step 1',
    landsOn: '/confirmSms (1,6)',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    birthDate: '1992-03-14',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'NOT_CERTIFIED',
        currentStep: 1,
      },
    ],
  }),
  persona({
    n: '02',
    state: 'PENDING; CONSUMER_PREREGISTERED, phone CERTIFIED, step 1',
    landsOn: '/citizenship (1,7)',
    firstName: 'Luca',
    lastName: 'Esposito',
    birthDate: '1988-07-22',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      { flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_PREREGISTERED', phoneNumberStatus: 'CERTIFIED', currentStep: 1 },
    ],
  }),
  persona({
    n: '03',
    state: 'PENDING; CONSUMER_IN_PROGRESS, phone CERTIFIED, step 3',
    landsOn: '/addresses (3,0)',
    firstName: 'Francesca',
    lastName: 'Romano',
    birthDate: '1979-11-05',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      { flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 3 },
    ],
  }),
  persona({
    n: '04',
    state: 'PENDING; CONSUMER, CONTRACTS_SIGNED, step 8',
    landsOn: '/registrationCompleted (progress 8, then final step)',
    firstName: 'Alessandro',
    lastName: 'Colombo',
    birthDate: '1983-01-30',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      { flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONTRACTS_SIGNED', phoneNumberStatus: 'CERTIFIED', currentStep: 8 },
    ],
  }),
  persona({
    n: '05',
    state: 'ENABLED, defaultWallet CONSUMER; CONSUMER registration COMPLETED and closed',
    landsOn: 'online-banking hand-off',
    firstName: 'Chiara',
    lastName: 'Ricci',
    birthDate: '1990-09-18',
    gender: 'F',
    walletType: 'CONSUMER',
    user: { status: 'ENABLED', defaultWallet: { type: 'CONSUMER' }, availableProcesses: [] },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'COMPLETED',
        closed: true,
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 9,
        targetLevel: 'A',
        targetProfile: 'CONSUMER',
      },
    ],
  }),
  persona({
    n: '06',
    state: 'SUSPENDED; open CONSUMER registration, CONSUMER_IN_PROGRESS, step 3',
    landsOn: '/registrationRejected',
    firstName: 'Marco',
    lastName: 'Marino',
    birthDate: '1975-04-09',
    gender: 'M',
    user: { status: 'SUSPENDED', defaultWallet: null },
    registrations: [
      { flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 3 },
    ],
  }),
  persona({
    n: '07',
    state:
      'ENABLED, defaultWallet CORPORATE, may open a consumer wallet (A, CONSUMER); no registration; profile level A without citizenship, birth place, addresses, document',
    landsOn: 'reload with the corporate flag in session storage, start-add-wallet, reload, /ageForm (1,0) of UPGRADE_CORPORATE_CONSUMER',
    firstName: 'Elena',
    lastName: 'Greco',
    birthDate: '1986-06-27',
    gender: 'F',
    walletType: 'CORPORATE',
    user: {
      status: 'ENABLED',
      defaultWallet: { type: 'CORPORATE' },
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      profile: knownProfile('07', 'Elena', 'Greco', '1986-06-27', 'A', fiscalCodeFor('GRCLNE', '1986-06-27', 'F', 'F205')),
    },
    registrations: [],
  }),
  persona({
    n: '08',
    state: 'PENDING; only a legacy registration (never served)',
    landsOn: 'landing page, dialog "Inizia una nuova registrazione" (§8)',
    firstName: 'Davide',
    lastName: 'Bruno',
    birthDate: '1981-02-12',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 3,
        legacy: true,
      },
    ],
  }),
  persona({
    n: '09',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 8, certificate-provider signature running',
    landsOn: 'consumer signature recovery (8,5)',
    firstName: 'Sara',
    lastName: 'Gallo',
    birthDate: '1994-10-03',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 8,
        infocertSignRunning: true,
        prepaidCardResource: { id: 'CARD_CLASSIC' },
      },
    ],
    // Consistent with the flag: the ACCOUNT signature runs from the seeding time (README "Step 8").
    saved: {
      ...throughCardSaved('09', { birthPlace: 'Napoli', fiscalCode: 'GLLSRA94R43F839S', residence: ['VIA TOLEDO', '156', 'NAPOLI', '80134', 'NA'] }),
      ...identityDocumentSaved('09'),
    },
    savedAtSeed: accountSignatureRunningSaved('09'),
  }),
  persona({
    n: '10',
    state: 'PENDING; CONSUMER, mode DOUBLEDOC, WIZARD_COMPLETED, step 7',
    landsOn: 'wizard completed (9,0)',
    firstName: 'Paolo',
    lastName: 'Conti',
    birthDate: '1972-08-16',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'WIZARD_COMPLETED',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 7,
        mode: 'DOUBLEDOC',
      },
    ],
  }),
  persona({
    n: '11',
    state: 'PENDING; CONSUMER level upgrade B to A, CONSUMER_IN_PROGRESS, step 1; profile level B, Carta Virtuale wallet',
    landsOn: 'upgrade flag set, /citizenship (1,7)',
    firstName: 'Valentina',
    lastName: 'De Luca',
    birthDate: '1998-05-21',
    gender: 'F',
    user: {
      status: 'PENDING',
      defaultWallet: null,
      profile: knownProfile('11', 'Valentina', 'De Luca', '1998-05-21', 'B', fiscalCodeFor('DLCVLN', '1998-05-21', 'F', 'H501')),
      walletInstruments: [walletCard('11')],
    },
    // Where `start-upgrade-b-to-a` leaves a consumer: in progress at step 1, level B to A, the wallet's card.
    registrations: [{ ...UPGRADE_B_TO_A, prepaidCardResource: { id: WALLET_CARD_ID } }],
  }),
  // Personas parked at the later CONSUMER steps (2,0, 4,0, 5,0, 7,0), each with what the earlier
  // steps saved, so a tester starts a step without walking the wizard there.
  persona({
    n: '12',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 2, citizenship saved, e-mail not confirmed',
    landsOn: '/confirmEmail (2,0)',
    firstName: 'Roberto',
    lastName: 'Ferrari',
    birthDate: '1987-02-14',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [{ flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 2 }],
    saved: citizenshipSaved('Milano', 'FRRRRT87B14F205L'),
  }),
  persona({
    n: '13',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 4: e-mail confirmed, recognition pending, addresses saved',
    landsOn: '/titolareEffettivo (4,0)',
    firstName: 'Martina',
    lastName: 'Fontana',
    birthDate: '1991-05-08',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [{ flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 4 }],
    saved: {
      ...citizenshipSaved('Torino', 'FNTMTN91E48L219P'),
      ...recognitionSaved('13', 'PENDING'),
      ...addressesSaved('VIA GARIBALDI', '24', 'TORINO', '10122', 'TO'),
    },
  }),
  persona({
    n: '14',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 5: recognition pending, addresses and self-declaration saved',
    landsOn: '/viewDocumentation (5,0)',
    firstName: 'Stefano',
    lastName: 'Moretti',
    birthDate: '1984-09-25',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [{ flow: 'CONSUMER', type: 'REGISTRATION', status: 'CONSUMER_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 5 }],
    saved: {
      ...citizenshipSaved('Roma', 'MRTSFN84P25H501Y'),
      ...recognitionSaved('14', 'PENDING'),
      ...addressesSaved('VIA APPIA NUOVA', '102/B', 'ROMA', '00183', 'RM'),
      fatcaGianos: SELF_DECLARATION,
    },
  }),
  persona({
    n: '15',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 7: recognition approved, documents accepted, Carta Classica chosen and shipped home',
    landsOn: '/documentType (7,0)',
    firstName: 'Laura',
    lastName: 'Barbieri',
    birthDate: '1989-12-03',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 7,
        prepaidCardResource: { id: 'CARD_CLASSIC' },
      },
    ],
    saved: throughCardSaved('15', {
      birthPlace: 'Bologna',
      fiscalCode: 'BRBLRA89T43A944T',
      residence: ["VIA DELL'INDIPENDENZA", '8', 'BOLOGNA', '40121', 'BO'],
    }),
  }),
  // Step 8 from its start, and a registration the bank asks missing documents for.
  persona({
    n: '16',
    state: 'PENDING; CONSUMER_IN_PROGRESS, step 8: everything up to the identity document done, no certificate yet',
    landsOn: '/requestCertificate (8,0)',
    firstName: 'Andrea',
    lastName: 'Rinaldi',
    birthDate: '1986-04-17',
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 8,
        prepaidCardResource: { id: 'CARD_CLASSIC' },
      },
    ],
    saved: {
      ...throughCardSaved('16', { birthPlace: 'Firenze', fiscalCode: 'RNLNDR86D17D612G', residence: ['VIA DEI CALZAIUOLI', '12', 'FIRENZE', '50122', 'FI'] }),
      ...identityDocumentSaved('16'),
    },
  }),
  persona({
    n: '17',
    state: "PENDING; CONSUMER, WIZARD_COMPLETED, step 9, the bank's missing-documents request OPEN (identity document front and back)",
    landsOn: '/missingDocuments',
    firstName: 'Federica',
    lastName: 'Lombardi',
    birthDate: '1993-08-29',
    gender: 'F',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'WIZARD_COMPLETED',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 9,
        prepaidCardResource: { id: 'CARD_CLASSIC' },
      },
    ],
    saved: {
      ...throughCardSaved('17', { birthPlace: 'Genova', fiscalCode: 'LMBFDR93M69D969J', residence: ['VIA XX SETTEMBRE', '40', 'GENOVA', '16121', 'GE'] }),
      ...identityDocumentSaved('17'),
      docsRequest: {
        id: 'dr-seed-p17',
        status: 'OPEN',
        documents: [
          { id: 'doc-1', description: "Fronte del documento d'identità", uploaded: false },
          { id: 'doc-2', description: "Retro del documento d'identità", uploaded: false },
        ],
      },
    },
  }),
  // Minors parked at MinorBankDocuments (4,0), MinorSetTutor (8,0) and MinorWaitingTutorConfirm
  // (9,0), and the guardian 3331000020 invited. The minors are 15 at seeding (minorBirthDate).
  persona({
    n: '18',
    state: 'PENDING, minor (15); MINOR_IN_PROGRESS, step 4: e-mail confirmed, addresses, identity document and self-declaration saved',
    landsOn: '/minorBankDocuments (4,0)',
    firstName: 'Sofia',
    lastName: 'Marchetti',
    birthDate: MINOR_BIRTH_DATE,
    gender: 'F',
    minor: true,
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [{ flow: 'MINOR', type: 'REGISTRATION', status: 'MINOR_IN_PROGRESS', phoneNumberStatus: 'CERTIFIED', currentStep: 4 }],
    saved: minorThroughDeclarationSaved('18', {
      birthPlace: 'Roma',
      fiscalCode: fiscalCodeFor('MRCSFO', MINOR_BIRTH_DATE, 'F', 'H501'),
      residence: ['VIA NAZIONALE', '70', 'ROMA', '00184', 'RM'],
    }),
  }),
  persona({
    n: '19',
    state: 'PENDING, minor (15); MINOR_IN_PROGRESS, step 8: Carta Virtuale, both scopes signed by the minor (SMS code), access code verified, mobile token active, no guardian yet',
    landsOn: '/minorSetTutor (8,0)',
    firstName: 'Matteo',
    lastName: 'Serra',
    birthDate: MINOR_BIRTH_DATE,
    gender: 'M',
    minor: true,
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'MINOR',
        type: 'REGISTRATION',
        status: 'MINOR_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 8,
        prepaidCardResource: { id: MINOR_CARD_ID },
      },
    ],
    saved: minorSignedSaved('19', {
      birthPlace: 'Milano',
      fiscalCode: fiscalCodeFor('SRRMTT', MINOR_BIRTH_DATE, 'M', 'F205'),
      residence: ['CORSO BUENOS AIRES', '33', 'MILANO', '20124', 'MI'],
    }),
  }),
  persona({
    n: '20',
    state: 'PENDING, minor (15); MINOR_IN_PROGRESS, step 9: steps 4-8 done as by 3331000019, guardian 3331000021 named in data.tutor (no invitation in the outbox: resend it)',
    landsOn: '/minorWaitingTutorConfirm (9,0)',
    firstName: 'Giorgia',
    lastName: 'Galli',
    birthDate: MINOR_BIRTH_DATE,
    gender: 'F',
    minor: true,
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [
      {
        flow: 'MINOR',
        type: 'REGISTRATION',
        status: 'MINOR_IN_PROGRESS',
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 9,
        prepaidCardResource: { id: MINOR_CARD_ID },
      },
    ],
    saved: minorSignedSaved('20', {
      birthPlace: 'Torino',
      fiscalCode: fiscalCodeFor('GLLGRG', MINOR_BIRTH_DATE, 'F', 'L219'),
      residence: ['VIA PO', '18', 'TORINO', '10123', 'TO'],
    }),
    savedAtSeed: guardianInvitedAtSeed('reg-p20'),
  }),
  persona({
    n: GUARDIAN.n,
    state: "PENDING, adult; no registration of their own; guardian of 3331000020's MINOR registration (pending invitation)",
    landsOn: 'landing page; with /?idRegistration=reg-p20: /tutorCardDocumentation (9,0) of the TUTOR flow',
    firstName: GUARDIAN.firstName,
    lastName: GUARDIAN.lastName,
    birthDate: GUARDIAN.birthDate,
    gender: 'M',
    user: { status: 'PENDING', defaultWallet: null },
    registrations: [],
  }),
  // A level-B customer and a customer who just turned 18, both with a Carta Virtuale wallet.
  persona({
    n: '22',
    state: 'ENABLED, defaultWallet CONSUMER, may upgrade (A, CONSUMER); level-B CONSUMER registration COMPLETED and closed; profile level B without citizenship, birth place, addresses, document; Carta Virtuale wallet',
    landsOn: 'online-banking hand-off, then "Passa al livello A" -> /citizenship (1,7) of UPGRADE_LEVEL_B_A',
    firstName: 'Luca',
    lastName: 'Ferri',
    birthDate: '1995-07-12',
    gender: 'M',
    walletType: 'CONSUMER',
    user: {
      status: 'ENABLED',
      defaultWallet: { type: 'CONSUMER' },
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      profile: knownProfile('22', 'Luca', 'Ferri', '1995-07-12', 'B', fiscalCodeFor('FRRLCU', '1995-07-12', 'M', 'G273')),
      walletInstruments: [walletCard('22')],
    },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'COMPLETED',
        closed: true,
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 9,
        targetLevel: 'B',
        targetProfile: 'CONSUMER',
        prepaidCardResource: { id: WALLET_CARD_ID },
      },
    ],
    saved: { emailConfirmed: true },
  }),
  persona({
    n: '23',
    state: 'ENABLED, defaultWallet CONSUMER, just turned 18 (no longer a minor); MINOR registration COMPLETED and closed; profile level A, formerMinor, everything known; Carta Virtuale wallet',
    landsOn: 'online-banking hand-off, then "Passa al conto per maggiorenni" -> /documentData (2,2) of UPGRADE_MINOR_MAJOR',
    firstName: 'Giada',
    lastName: 'Riva',
    birthDate: FORMER_MINOR_BIRTH_DATE,
    gender: 'F',
    walletType: 'CONSUMER',
    user: {
      status: 'ENABLED',
      defaultWallet: { type: 'CONSUMER' },
      availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
      profile: formerMinorProfile(),
      walletInstruments: [walletCard('23')],
    },
    registrations: [
      {
        flow: 'MINOR',
        type: 'REGISTRATION',
        status: 'COMPLETED',
        closed: true,
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 10,
        targetLevel: 'A',
        targetProfile: 'MINOR',
        prepaidCardResource: { id: WALLET_CARD_ID },
      },
    ],
    saved: {
      ...citizenshipSaved(FORMER_MINOR.birthPlace, FORMER_MINOR.fiscalCode),
      emailConfirmed: true,
      ...addressesSaved(...FORMER_MINOR.residence),
      ...identityDocumentSaved('23'),
    },
  }),
  // A customer whose identity document expires in 20 days (the document renewal).
  persona({
    n: '24',
    state: 'ENABLED, defaultWallet CONSUMER; CONSUMER registration COMPLETED and closed; profile complete, identity card expiring in 20 days; no open renewal',
    landsOn: 'online-banking hand-off, then "Aggiorna il documento d\'identità" -> recognition (1,0) of DOCUMENT_RENEWAL',
    firstName: 'Marco',
    lastName: 'Testa',
    birthDate: '1980-09-14',
    gender: 'M',
    walletType: 'CONSUMER',
    user: {
      status: 'ENABLED',
      defaultWallet: { type: 'CONSUMER' },
      availableProcesses: [],
      profile: expiringDocumentProfile(),
      walletInstruments: [walletCard('24')],
    },
    registrations: [
      {
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'COMPLETED',
        closed: true,
        phoneNumberStatus: 'CERTIFIED',
        currentStep: 9,
        targetLevel: 'A',
        targetProfile: 'CONSUMER',
        prepaidCardResource: { id: WALLET_CARD_ID },
      },
    ],
    saved: { emailConfirmed: true },
  }),
  ...BUSINESS_PERSONAS,
];

/** One row of the personas table: how to log in as a persona and where the client lands. */
export interface PersonaSummary {
  /** The login phone number without `+39`. */
  phone: string;
  /** The access code (login password). */
  code: string;
  state: string;
  landsOn: string;
  /** The seeded user's fixed id. */
  userId: string;
  /** The persona's first served (not legacy) registration, when it has one. */
  registrationId?: string;
}

/** One persona's summary row (exported for the admin surface's `GET /__sandbox/personas`). */
function summarisePersona(p: SeedPersona): PersonaSummary {
  const registrationId = p.registrations.find((r) => !r.legacy)?.id;
  return {
    phone: p.user.phoneNumber.replace(/^\+39/, ''),
    code: p.user.accessCode,
    state: p.state,
    landsOn: p.landsOn,
    userId: p.user.id,
    ...(registrationId === undefined ? {} : { registrationId }),
  };
}

/** The seeded personas as the README, end-to-end tests and the sandbox console list them. */
export const PERSONAS: readonly PersonaSummary[] = SEED_PERSONAS.map(summarisePersona);

/** Inserts the personas that are not in the database yet; existing rows are left as they are. */
export function seedDatabase(sql: Database.Database, personas: readonly SeedPersona[] = SEED_PERSONAS, now = Date.now()): void {
  sql.transaction(() => {
    for (const persona of personas) {
      insertUser(sql, persona.user, true);
      // A persona whose phone was taken by a user registered through the API is skipped whole.
      if (findUserById(sql, persona.user.id) === undefined) continue;
      for (const { dataAtSeed, ...registration } of persona.registrations) {
        const data = dataAtSeed ? { ...registration.data, ...dataAtSeed(now) } : registration.data;
        insertRegistration(sql, { ...registration, data, userId: persona.user.id }, true);
      }
    }
  })();
}

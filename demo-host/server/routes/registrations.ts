/**
 * Registrations (spec §7 Registrations; shapes in common.md): list, lookup by id or `me`,
 * pre-register, update, update-registration-progress, the four `me/start-*` processes, the promo
 * code check (`check-mgm/{code}`) and the phone one-time code (`send-phone-number-otp`, and the
 * sandbox's `verify-phone-number-otp`: spec §7 shows no verification call).
 */
import { z } from 'zod';
import {
  isAcceptedOtp,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  RECAPTCHA_FAIL_VALUE,
  RECAPTCHA_HEADER,
  SANDBOX_MGM_CODE,
  SANDBOX_OTP_CODE,
  USR_PREFIX,
} from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { optionalAuth, requireAuth } from '../context';
import { parseJsonBody } from '../body';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../errors';
import { decodeFiscalCode } from '../fiscalCode';
import { sendMessage } from '../outbox';
import { emptyContext, SEED_PERSONAS } from '../seed';
import {
  countLegacyRegistrations,
  countOtpSends,
  deleteOtpChallenge,
  emailExists,
  findLoginByPhone,
  findOtpChallenge,
  findRegistration,
  findUserById,
  fiscalCodeTakenByOtherUser,
  insertRegistration,
  insertUser,
  listRegistrations,
  recordOtpFailure,
  saveOtpChallenge,
  updateRegistration,
} from '../store';
import type { Registration, RegistrationStatus, User } from '../store';
import { findTerm, mandatoryTermIds } from '../terms';
import type Database from 'better-sqlite3';
import { issueTokenPair } from '../tokens';
import { ADD_WALLET, DOCUMENT_RENEWAL, UPGRADE_B_TO_A, UPGRADE_MINOR_TO_MAJOR, type StartTemplate } from '../processes';

// Field messages the client shows under the field (spec §5 "Messages", verbatim).
const MSG = {
  required: 'Il campo è obbligatorio',
  numeric: 'Il campo deve contenere solo caratteri numerici.',
  minLength: (min: number) => `Il campo deve avere almeno ${min} lettere.`,
  maxLength: (max: number) => `Il campo non può superare le ${max} lettere.`,
  name: "Il campo deve contenere solamente caratteri dell'alfabeto",
  email: "L'email inserita non è valida",
  phone: 'Il numero di telefono inserito non è valido',
  phonePrefix: 'Non è possibile aggiungere un prefisso oltre a quello di default (+39)',
  fiscalCode: 'Il codice fiscale inserito non è valido',
  // Spec §5 has no wording for dates or access-code length: its generic one is used.
  invalid: 'Il valore inserito non è valido',
  // The sandbox's own wording where spec §5 names a rule but shows no message.
  mgmPattern: 'Il codice promozionale può contenere solo lettere e numeri',
  mgmUnknown: 'Il codice promozionale inserito non esiste',
  unsafeAccessCode: 'Il codice scelto è troppo semplice: evita cifre tutte uguali o in sequenza',
  birthDateFlow: 'La data di nascita non corrisponde al tipo di registrazione',
  consentsRequired: 'Per proseguire devi accettare i consensi obbligatori',
  consentUnknown: 'Consenso sconosciuto',
  otpShape: 'Il codice deve contenere 6 cifre',
  otpNotSent: 'Richiedi un nuovo codice',
  otpInvalid: 'Il codice inserito non è corretto',
  otpLocked: 'Hai superato il numero di tentativi: richiedi un nuovo codice',
  otpExpired: 'Il codice è scaduto: richiedine uno nuovo',
  fiscalCodeBirthDate: 'Il codice fiscale non corrisponde alla data di nascita inserita',
  fiscalCodeExists: 'Il codice fiscale è già registrato',
} as const;

/**
 * Spec §5 PIN/password safety: more than one distinct digit, and not an ascending or descending
 * run of consecutive digits (12345, 54321, 01234, 98765).
 */
export function isSafeAccessCode(code: string): boolean {
  const digits = [...code].map(Number);
  if (new Set(digits).size <= 1) return false;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  return !steps.every((step) => step === 1) && !steps.every((step) => step === -1);
}

/** Spec §5 MGM_CODE: alphanumeric. */
const MGM_PATTERN = /^[A-Za-z0-9]+$/;

/** Every promo code the sandbox knows: the seeded users' own `context.mgmCode` and {@link SANDBOX_MGM_CODE}. */
const MGM_CODES: readonly string[] = [
  ...SEED_PERSONAS.map((p) => p.user.context.mgmCode).filter((code): code is string => !!code),
  SANDBOX_MGM_CODE,
];

/** The known promo code matching `code` case-insensitively, upper-cased; undefined if none does. */
export function findMgmCode(code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  return MGM_CODES.find((known) => known.toUpperCase() === wanted)?.toUpperCase();
}

/** `+39 347 ***4567`: the prefix, the first 3 and (at most) the last 4 digits; at least one digit hidden. */
export function maskPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/^\+39/, '');
  const head = digits.slice(0, 3);
  const tailLength = Math.min(4, Math.max(0, digits.length - head.length - 1));
  const tail = tailLength > 0 ? digits.slice(-tailLength) : '';
  return `+39 ${head} ${'*'.repeat(digits.length - head.length - tail.length)}${tail}`;
}

/** A required string: missing or empty gives the spec's "required" message. */
function requiredString() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalid) })
    .trim()
    .min(1, { error: MSG.required, abort: true });
}

/** Spec §5 FIRST_NAME / LAST_NAME: 2 to 30 letters (accents included), spaces and apostrophes. */
function personName() {
  return requiredString()
    .min(2, MSG.minLength(2))
    .max(30, MSG.maxLength(30))
    .regex(/^[\p{L}' ]+$/u, MSG.name);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now();
}

/** Body of `POST registrations/pre-register`. */
export const preRegisterSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  birthDate: requiredString().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalid, abort: true }).refine(isCalendarDate, MSG.invalid),
  email: requiredString().pipe(z.email(MSG.email)),
  /** Digits without +39 (spec §5: 6 to 12 digits, no prefix of its own). */
  phoneNumber: requiredString()
    .refine((v) => !/^(\+|00)/.test(v), { error: MSG.phonePrefix, abort: true })
    .regex(/^\d{6,12}$/, MSG.phone),
  /** The 5-digit access code, the future login password; spec §5 PIN safety applies. */
  accessCode: requiredString()
    .regex(/^\d+$/, { error: MSG.numeric, abort: true })
    .length(5, { error: MSG.invalid, abort: true })
    .refine(isSafeAccessCode, MSG.unsafeAccessCode),
  /** Promo (member-get-member) code; empty means none. Must be a known one (checked after parsing). */
  mgmCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]*$/, MSG.mgmPattern)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Ids of the accepted terms (`GET documents/terms`); must include the mandatory ones. */
  consents: z.array(z.string(), { error: MSG.invalid }).optional(),
  /** Which registration to open: an adult's (CONSUMER, the default) or a minor's (MINOR). */
  flow: z.enum(['CONSUMER', 'MINOR'], { error: MSG.invalid }).default('CONSUMER'),
});

/** Body of `POST registrations/{id}/verify-phone-number-otp`: `{ otp }`, exactly 6 digits. */
export const verifyOtpSchema = z.preprocess(
  // A missing or non-object body is reported on `otp`, the one field the screen has.
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({ otp: z.string({ error: MSG.otpShape }).regex(/^\d{6}$/, MSG.otpShape) }),
);

/** Body of `POST registrations/{id}/update`: the whitelisted top-level fields; others are ignored. */
export const updateSchema = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  currentStep: z.number().int().min(0).max(99).optional(),
  mode: z.string().nullable().optional(),
  business: z.object({ companyType: z.enum(['LP', 'DI']) }).nullable().optional(),
  premiumActivationRequested: z.boolean().optional(),
});

/** Body of `POST registrations/{id}/update-registration-progress`. */
export const progressSchema = z.object({
  flow: z.string().min(1),
  step: z.number().int().min(0).max(99),
});

/** Body of the `me/start-upgrade*` and `me/start-add-wallet` calls (spec §7: level A, profile CONSUMER). */
export const startProcessSchema = z.object({ level: z.literal('A'), profile: z.literal('CONSUMER') });

/** `me/start-document-renewal` and `send-phone-number-otp` take no body; an empty one or any object is accepted. */
const optionalObjectSchema = z.union([z.undefined(), z.looseObject({})]);

/** Age in whole years on `today` of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}

/**
 * The `me/start-*` processes (spec §7) and what each creates for the caller. `start-upgrade` is
 * called by the client both for the `upgrade` flag (level B to A) and for `upgradeMinor`, so it
 * decides from the user: a minor (context.minor) or someone with a MINOR registration gets the
 * minor-to-major upgrade, anyone else the B-to-A one.
 */
const START_PROCESSES: Record<string, (user: User, registrations: Registration[]) => StartTemplate> = {
  'start-upgrade-b-to-a': () => UPGRADE_B_TO_A,
  'start-upgrade': (user, registrations) =>
    user.context.minor || registrations.some((r) => r.flow === 'MINOR') ? UPGRADE_MINOR_TO_MAJOR : UPGRADE_B_TO_A,
  'start-add-wallet': () => ADD_WALLET,
  'start-document-renewal': () => DOCUMENT_RENEWAL,
};

/** Whether a registration is of the kind a start process creates (same flow, type, levels, profiles, flags). */
function isSameKind(registration: Registration, template: StartTemplate): boolean {
  return (
    registration.flow === template.flow &&
    registration.type === template.type &&
    registration.startLevel === (template.startLevel ?? null) &&
    registration.targetLevel === (template.targetLevel ?? null) &&
    registration.startProfile === (template.startProfile ?? null) &&
    registration.targetProfile === (template.targetProfile ?? null) &&
    registration.isUpgrade === (template.isUpgrade ?? false) &&
    registration.upgradeFromBConsumerToAConsumer === (template.upgradeFromBConsumerToAConsumer ?? false)
  );
}

/** Not closed and not CANCELED: a registration the user can still carry on. */
function isOpen(registration: Registration): boolean {
  return !registration.closed && registration.status !== 'CANCELED';
}

/**
 * Sandbox-only status progression: once a pre-registered registration saves a step of 2 or more
 * it is "in progress" (spec §3 lists only the statuses the client acts on).
 */
const IN_PROGRESS: Partial<Record<RegistrationStatus, RegistrationStatus>> = {
  CONSUMER_PREREGISTERED: 'CONSUMER_IN_PROGRESS',
  MINOR_PREREGISTERED: 'MINOR_IN_PROGRESS',
  BUSINESS_PREREGISTERED: 'BUSINESS_IN_PROGRESS',
};

/** The status a registration has after `update-registration-progress` saves `step`. */
export function statusAfterProgress(status: RegistrationStatus, step: number): RegistrationStatus {
  return step >= 2 ? (IN_PROGRESS[status] ?? status) : status;
}

/**
 * The caller's registration named by `id`: a real id must belong to the caller (someone else's
 * is a 404, not a 403, so ids cannot be probed); `me` is the caller's latest registration.
 */
function ownRegistration(sql: Database.Database, userId: string, id: string): Registration {
  const registration = id === 'me' ? listRegistrations(sql, userId).at(-1) : findRegistration(sql, id);
  if (!registration || registration.user.id !== userId) throw errors.notFound('Registration not found');
  return registration;
}

/** The registration data that `update` validates together (spec §4 CONSUMER step 1, Citizenship). */
const IDENTITY_FIELDS = ['citizenship', 'birthPlace', 'fiscalCode'] as const;

/** ISO 3166-1 alpha-2, upper-case. */
const CITIZENSHIP_PATTERN = /^[A-Z]{2}$/;
/** Spec §5 CITY: letters (accents included), spaces, apostrophes, hyphens; 2 to 60 characters. */
const CITY_PATTERN = /^(?=.*\p{L})[\p{L} '\u2019-]{2,60}$/u;

/**
 * Checks the citizenship, birth place and fiscal code an `update` sends (all three are required
 * once one is sent) against the registration.
 * @returns the values to store (trimmed; fiscal code upper-cased).
 * @throws ApiError 409 USR_REG_PHONE_NOT_CERTIFIED, 400 BAD_REQUEST (fields `data.*`),
 *   409 USR_REG_FISCAL_CODE_EXISTS.
 */
function checkIdentityData(
  sql: Database.Database,
  registration: Registration,
  data: Record<string, unknown>,
): Record<(typeof IDENTITY_FIELDS)[number], string> {
  if (registration.phoneNumberStatus !== 'CERTIFIED') {
    throw new ApiError(409, 'USR_REG_PHONE_NOT_CERTIFIED', 'The phone number of the registration is not certified yet');
  }
  const fieldErrors: FieldError[] = [];
  /** The trimmed value of a field, or '' after recording its error (required, or `message`). */
  const text = (key: (typeof IDENTITY_FIELDS)[number], valid: (value: string) => boolean, message: string): string => {
    const raw = data[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (typeof value === 'string' && value !== '' && valid(value)) return value;
    const missing = value === undefined || value === null || value === '';
    fieldErrors.push({ field: `data.${key}`, message: missing ? MSG.required : message });
    return '';
  };
  const citizenship = text('citizenship', (v) => CITIZENSHIP_PATTERN.test(v), MSG.invalid);
  const birthPlace = text('birthPlace', (v) => CITY_PATTERN.test(v), MSG.invalid);
  const decoded = decodeFiscalCode(text('fiscalCode', (v) => decodeFiscalCode(v) !== undefined, MSG.fiscalCode));
  if (fieldErrors.length > 0 || !decoded) throw errors.badRequest('Invalid registration data', fieldErrors);

  // The birth date typed earlier (or sent in the same update). The century is not in the code
  // (fiscalCode.ts), so only year-in-century, month and day are compared.
  const birthDate = { ...registration.data, ...data }.birthDate;
  if (typeof birthDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && birthDate.slice(2) !== decoded.birthDate.slice(2)) {
    throw errors.badRequest('Fiscal code does not match the birth date', [
      { field: 'data.fiscalCode', message: MSG.fiscalCodeBirthDate },
    ]);
  }
  if (fiscalCodeTakenByOtherUser(sql, decoded.fiscalCode, registration.user.id)) {
    throw new ApiError(409, 'USR_REG_FISCAL_CODE_EXISTS', 'Fiscal code already registered', [
      { field: 'data.fiscalCode', message: MSG.fiscalCodeExists },
    ]);
  }
  return { citizenship, birthPlace, fiscalCode: decoded.fiscalCode };
}

/**
 * What `pre-register` checks after the body schema: the birth date against the flow, the consents
 * against the terms, and the promo code.
 * @returns the promo code as stored (upper-case) and the consents (duplicates dropped).
 * @throws ApiError 400 BAD_REQUEST (fields `birthDate`, `consents`, `mgmCode`) or
 *   400 USR_REG_CONSENTS_REQUIRED.
 */
function checkPreRegistration(body: z.output<typeof preRegisterSchema>): { mgmCode: string | null; consents: string[] } {
  const fieldErrors: FieldError[] = [];
  const minor = ageOn(body.birthDate) < 18;
  if (minor !== (body.flow === 'MINOR')) fieldErrors.push({ field: 'birthDate', message: MSG.birthDateFlow });
  const consents = [...new Set(body.consents ?? [])];
  if (consents.some((id) => !findTerm(id))) fieldErrors.push({ field: 'consents', message: MSG.consentUnknown });
  const mgmCode = body.mgmCode === null ? null : (findMgmCode(body.mgmCode) ?? null);
  if (body.mgmCode !== null && mgmCode === null) fieldErrors.push({ field: 'mgmCode', message: MSG.mgmUnknown });
  if (fieldErrors.length > 0) throw errors.badRequest('Invalid pre-registration data', fieldErrors);

  if (!mandatoryTermIds(2).every((id) => consents.includes(id))) {
    throw new ApiError(400, 'USR_REG_CONSENTS_REQUIRED', 'Mandatory consents not accepted', [
      { field: 'consents', message: MSG.consentsRequired },
    ]);
  }
  return { mgmCode, consents };
}

/** Registers the registration routes. */
export function registerRegistrationRoutes(app: SandboxApp, { db, tokenTtl }: RouteDeps): void {
  const auth = requireAuth(db);
  const base = `${USR_PREFIX}/registrations`;

  const currentUser = (userId: string): User => {
    const user = findUserById(db.sql, userId);
    if (!user) throw errors.unauthorized();
    return user;
  };

  // "My registrations", HAL-style (common.md: the client unwraps `_embedded`).
  app.get(base, auth, (c) => {
    const registrations = listRegistrations(db.sql, c.get('userId'));
    return c.json({
      _embedded: { registrations },
      page: { size: registrations.length, totalElements: registrations.length, totalPages: 1, number: 0 },
    });
  });

  app.post(`${base}/pre-register`, async (c) => {
    const recaptcha = c.req.header(RECAPTCHA_HEADER);
    if (!recaptcha || recaptcha === RECAPTCHA_FAIL_VALUE) {
      throw new ApiError(400, 'RECAPTCHA_FAILED', 'Bot-protection verification failed');
    }
    const body = await parseJsonBody(c, preRegisterSchema);
    const { mgmCode, consents } = checkPreRegistration(body);
    const minor = body.flow === 'MINOR';
    const phoneNumber = `+39${body.phoneNumber}`;
    const result = db.sql.transaction(() => {
      if (findLoginByPhone(db.sql, phoneNumber)) {
        throw new ApiError(409, 'USR_REG_PHONE_EXISTS', 'Phone number already registered', [
          { field: 'phoneNumber', message: 'Il numero di telefono è già registrato' },
        ]);
      }
      if (emailExists(db.sql, body.email)) {
        throw new ApiError(409, 'USR_REG_EMAIL_EXISTS', 'E-mail address already registered', [
          { field: 'email', message: "L'indirizzo email è già registrato" },
        ]);
      }
      const userId = insertUser(db.sql, {
        phoneNumber,
        accessCode: body.accessCode,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        status: 'PENDING',
        defaultWallet: null,
        availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
        context: emptyContext({ userBirthDate: body.birthDate, mgmCode, minor }),
      });
      const registrationId = insertRegistration(db.sql, {
        userId,
        flow: minor ? 'MINOR' : 'CONSUMER',
        type: 'REGISTRATION',
        status: minor ? 'MINOR_PREREGISTERED' : 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'NOT_CERTIFIED',
        currentStep: 1,
        // What the user typed, so a reload resumes with it (the access code is not data).
        data: {
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthDate,
          email: body.email,
          phoneNumber: body.phoneNumber,
          mgmCode,
          consents,
        },
      });
      // No SMS here: the client asks for the code with send-phone-number-otp on the SMS screen.
      const tokens = issueTokenPair(db.sql, { userId, clientId: 'webapp' }, tokenTtl);
      return { registration: findRegistration(db.sql, registrationId), ...tokens };
    })();
    return c.json({
      registration: result.registration,
      access_token: result.access_token,
      refresh_token: result.refresh_token,
    });
  });

  for (const [action, templateFor] of Object.entries(START_PROCESSES)) {
    app.post(`${base}/me/${action}`, auth, async (c) => {
      if (action === 'start-document-renewal') await parseJsonBody(c, optionalObjectSchema);
      else await parseJsonBody(c, startProcessSchema);
      const registration = db.sql.transaction(() => {
        const user = currentUser(c.get('userId'));
        const registrations = listRegistrations(db.sql, user.id);
        const template = templateFor(user, registrations);
        // Idempotent: a double submit or a reload gets the open registration of this kind back.
        const existing = registrations.find((r) => isOpen(r) && isSameKind(r, template));
        if (existing) return existing;
        return findRegistration(db.sql, insertRegistration(db.sql, { ...template, userId: user.id }));
      })();
      return c.json(registration);
    });
  }

  // Promo code check (spec §7 `GET registrations/check-mgm/{code}`); two segments, so it never
  // reaches `GET registrations/:id`.
  app.get(`${base}/check-mgm/:code`, optionalAuth(db), (c) => {
    const code = c.req.param('code');
    if (!MGM_PATTERN.test(code)) {
      throw new ApiError(400, 'USR_REG_MGM_INVALID', 'Promo code must be alphanumeric', [
        { field: 'mgmCode', message: MSG.mgmPattern },
      ]);
    }
    const known = findMgmCode(code);
    if (!known) {
      throw new ApiError(404, 'USR_REG_MGM_NOT_FOUND', 'Promo code not found', [
        { field: 'mgmCode', message: MSG.mgmUnknown },
      ]);
    }
    return c.json({ code: known, valid: true });
  });

  // Spec §7 `send-phone-number-otp`: a new code (always SANDBOX_OTP_CODE) replaces any pending one.
  app.post(`${base}/:id/send-phone-number-otp`, auth, async (c) => {
    const userId = c.get('userId');
    const { id } = ownRegistration(db.sql, userId, c.req.param('id'));
    await parseJsonBody(c, optionalObjectSchema);
    const phoneNumber = db.sql.transaction(() => {
      const registration = ownRegistration(db.sql, userId, id);
      if (registration.phoneNumberStatus === 'CERTIFIED') {
        throw new ApiError(409, 'USR_REG_PHONE_ALREADY_CERTIFIED', 'The phone number is already certified');
      }
      const now = Date.now();
      if (countOtpSends(db.sql, id, now - OTP_SEND_WINDOW_MS) >= OTP_MAX_SENDS) {
        throw new ApiError(429, 'USR_REG_OTP_TOO_MANY', `At most ${OTP_MAX_SENDS} codes can be sent in 10 minutes`);
      }
      const to = currentUser(userId).phoneNumber;
      saveOtpChallenge(db.sql, id, SANDBOX_OTP_CODE, now, now - OTP_SEND_WINDOW_MS);
      sendMessage(db.sql, { channel: 'sms', to, code: SANDBOX_OTP_CODE, text: `Il tuo codice di verifica è ${SANDBOX_OTP_CODE}` });
      return to;
    })();
    return c.json({ sent: true, phoneNumber: maskPhone(phoneNumber) });
  });

  // The sandbox's verification call (spec §7 shows none): certifies the phone with the sent code.
  app.post(`${base}/:id/verify-phone-number-otp`, auth, async (c) => {
    const userId = c.get('userId');
    const { id } = ownRegistration(db.sql, userId, c.req.param('id'));
    const { otp } = await parseJsonBody(c, verifyOtpSchema);
    const otpError = (status: 400 | 409, code: string, message: string, fieldMessage: string) =>
      new ApiError(status, code, message, [{ field: 'otp', message: fieldMessage }]);
    // Attempts and deletions must be kept, so the transaction returns the error instead of throwing it.
    const outcome = db.sql.transaction((): Registration | ApiError => {
      const registration = ownRegistration(db.sql, userId, id);
      if (registration.phoneNumberStatus === 'CERTIFIED') return registration;
      const challenge = findOtpChallenge(db.sql, id);
      if (!challenge) return otpError(409, 'USR_REG_OTP_NOT_SENT', 'No code was sent for this registration', MSG.otpNotSent);
      if (Date.now() - challenge.createdAt > OTP_TTL_MS) {
        deleteOtpChallenge(db.sql, id);
        return otpError(400, 'USR_REG_OTP_EXPIRED', 'The code has expired', MSG.otpExpired);
      }
      if (!isAcceptedOtp(otp) || otp !== challenge.code) {
        if (recordOtpFailure(db.sql, id) < OTP_MAX_ATTEMPTS) {
          return otpError(400, 'USR_REG_OTP_INVALID', 'Wrong code', MSG.otpInvalid);
        }
        deleteOtpChallenge(db.sql, id);
        return otpError(400, 'USR_REG_OTP_EXPIRED', `Wrong code typed ${OTP_MAX_ATTEMPTS} times`, MSG.otpLocked);
      }
      deleteOtpChallenge(db.sql, id);
      return updateRegistration(db.sql, id, { phoneNumberStatus: 'CERTIFIED' }) ?? registration;
    })();
    if (outcome instanceof ApiError) throw outcome;
    return c.json(outcome);
  });

  app.get(`${base}/:id`, auth, (c) => {
    const user = currentUser(c.get('userId'));
    const id = c.req.param('id');
    if (id === 'me') {
      const registrations = listRegistrations(db.sql, user.id);
      // Only legacy registrations (never served): spec §8 "Cannot find any NON legacy registration".
      if (registrations.length === 0 && countLegacyRegistrations(db.sql, user.id) > 0) {
        throw errors.legacyOnly(user.id);
      }
      const lastRegistration = registrations.at(-1) ?? null;
      return c.json({ registrations, lastRegistration, user, business: lastRegistration?.business ?? null });
    }
    const registration = ownRegistration(db.sql, user.id, id);
    return c.json({ registration, user, business: registration.business });
  });

  app.post(`${base}/:id/update`, auth, async (c) => {
    const userId = c.get('userId');
    const { id } = ownRegistration(db.sql, userId, c.req.param('id'));
    const patch = await parseJsonBody(c, updateSchema);
    const updated = db.sql.transaction(() => {
      const registration = ownRegistration(db.sql, userId, id);
      const data = patch.data;
      // Citizenship step: the three fields are checked together (and the fiscal code against other users).
      if (data && IDENTITY_FIELDS.some((key) => Object.hasOwn(data, key))) {
        return updateRegistration(db.sql, id, { ...patch, data: { ...data, ...checkIdentityData(db.sql, registration, data) } });
      }
      return updateRegistration(db.sql, id, patch);
    })();
    return c.json(updated);
  });

  app.post(`${base}/:id/update-registration-progress`, auth, async (c) => {
    const registration = ownRegistration(db.sql, c.get('userId'), c.req.param('id'));
    const body = await parseJsonBody(c, progressSchema);
    return c.json(
      updateRegistration(db.sql, registration.id, {
        currentStep: body.step,
        status: statusAfterProgress(registration.status, body.step),
      }),
    );
  });
}

/**
 * Registrations (spec §7 Registrations; shapes in common.md): list, lookup by id or `me`,
 * pre-register, update, update-registration-progress and the four `me/start-*` processes.
 */
import { z } from 'zod';
import {
  RECAPTCHA_FAIL_VALUE,
  RECAPTCHA_HEADER,
  SANDBOX_OTP_CODE,
  USR_PREFIX,
} from '../constants';
import type { RouteDeps, SandboxApp } from '../context';
import { requireAuth } from '../context';
import { parseJsonBody } from '../body';
import { ApiError, errors } from '../errors';
import { sendMessage } from '../outbox';
import { emptyContext } from '../seed';
import {
  countLegacyRegistrations,
  emailExists,
  findLoginByPhone,
  findRegistration,
  findUserById,
  insertRegistration,
  insertUser,
  listRegistrations,
  updateRegistration,
} from '../store';
import type { Registration, RegistrationStatus, User } from '../store';
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
  // Spec §5 has no wording for dates, access-code length or invite codes: its generic one is used.
  invalid: 'Il valore inserito non è valido',
} as const;

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
  /** The 5-digit access code, the future login password. */
  accessCode: requiredString().regex(/^\d+$/, { error: MSG.numeric, abort: true }).length(5, MSG.invalid),
  mgmCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]*$/, MSG.invalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  consents: z.array(z.string()).optional(),
});

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

/** `me/start-document-renewal` takes no body; an empty one or any object is accepted. */
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
        context: emptyContext({
          userBirthDate: body.birthDate,
          mgmCode: body.mgmCode,
          minor: ageOn(body.birthDate) < 18,
        }),
      });
      const registrationId = insertRegistration(db.sql, {
        userId,
        flow: 'CONSUMER',
        type: 'REGISTRATION',
        status: 'CONSUMER_PREREGISTERED',
        phoneNumberStatus: 'NOT_CERTIFIED',
        currentStep: 1,
        // What the user typed, so a reload resumes with it (the access code is not data).
        data: {
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthDate,
          email: body.email,
          phoneNumber: body.phoneNumber,
          mgmCode: body.mgmCode,
          consents: body.consents ?? [],
        },
      });
      sendMessage(db.sql, {
        channel: 'sms',
        to: phoneNumber,
        code: SANDBOX_OTP_CODE,
        text: `Il tuo codice di verifica è ${SANDBOX_OTP_CODE}`,
      });
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
    const registration = ownRegistration(db.sql, c.get('userId'), c.req.param('id'));
    const patch = await parseJsonBody(c, updateSchema);
    return c.json(updateRegistration(db.sql, registration.id, patch));
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

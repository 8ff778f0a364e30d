/**
 * The registration rules the handlers call (spec §5 field rules beyond the body schemas, the
 * promo code, the age against the flow, consents, the sandbox-only status progression and the
 * `me/start-*` processes). The field rules the schemas share (access code, calendar date, age): fieldRules.ts;
 * phone one-time codes: phoneOtp.ts; Citizenship data: identity.ts.
 */
import { BUSINESS_MSG } from './business';
import type Database from 'better-sqlite3';
import { SANDBOX_MGM_CODE } from '../constants';
import { ApiError, errors } from '../errors';
import type { FieldError } from '../errors';
import { DOCUMENT_RENEWAL, type StartTemplate } from '../processes';
import { findRegistration, insertRegistration } from '../repositories/registrations';
import { emailExists, findLoginByPhone } from '../repositories/users';
import type { Registration, RegistrationStatus } from '../repositories/registrations';
import type { User } from '../repositories/users';
import { findTerm, mandatoryTermIds } from '../terms';
import { MSG } from './messages';
import type { PreRegisterBody } from './schemas';
import { addWallet, customerOf, isFormerMinor, levelUpgrade, minorUpgrade } from './upgrades';
import { requireRenewalDue } from './renewal';
import { ageOn } from './fieldRules';
import type { Customer } from './upgrades';

/** `+39 347 ***4567`: the prefix, the first 3 and (at most) the last 4 digits; at least one digit hidden. */
export function maskPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/^\+39/, '');
  const head = digits.slice(0, 3);
  const tailLength = Math.min(4, Math.max(0, digits.length - head.length - 1));
  const tail = tailLength > 0 ? digits.slice(-tailLength) : '';
  return `+39 ${head} ${'*'.repeat(digits.length - head.length - tail.length)}${tail}`;
}

/** Spec §5 MGM_CODE: alphanumeric. */
const MGM_PATTERN = /^[A-Za-z0-9]+$/;

/**
 * Every promo code the sandbox knows: {@link SANDBOX_MGM_CODE}. A seeded persona given a promo code of their
 * own (`context.mgmCode`) has it added here (rules.test.ts checks that every seeded code is known), so the rule
 * reads no seed data.
 */
export const MGM_CODES: readonly string[] = [SANDBOX_MGM_CODE];

/** The known promo code matching `code` case-insensitively, upper-cased; undefined if none does. */
export function findMgmCode(code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  return MGM_CODES.find((known) => known.toUpperCase() === wanted)?.toUpperCase();
}

/**
 * The promo code `check-mgm/{code}` asks about, as the sandbox knows it (upper-case).
 * @throws ApiError 400 USR_REG_MGM_INVALID (not alphanumeric), 404 USR_REG_MGM_NOT_FOUND; field `mgmCode`.
 */
export function checkMgmCode(code: string): string {
  if (!MGM_PATTERN.test(code)) {
    throw new ApiError(400, 'USR_REG_MGM_INVALID', 'Promo code must be alphanumeric', [{ field: 'mgmCode', message: MSG.mgmPattern }]);
  }
  const known = findMgmCode(code);
  if (!known) {
    throw new ApiError(404, 'USR_REG_MGM_NOT_FOUND', 'Promo code not found', [{ field: 'mgmCode', message: MSG.mgmUnknown }]);
  }
  return known;
}

/**
 * What `pre-register` checks after the body schema: the birth date against the flow, the consents
 * against the terms, and the promo code.
 * @returns the promo code as stored (upper-case) and the consents (duplicates dropped).
 * @throws ApiError 400 BAD_REQUEST (fields `birthDate`, `consents`, `mgmCode`) or
 *   400 USR_REG_CONSENTS_REQUIRED.
 */
export function checkPreRegistration(body: PreRegisterBody): { mgmCode: string | null; consents: string[] } {
  const fieldErrors: FieldError[] = [];
  const minor = ageOn(body.birthDate) < 18;
  // A business's holder must be an adult; a minor's flow needs a minor, an adult's an adult.
  if (body.flow === 'BUSINESS' && minor) fieldErrors.push({ field: 'birthDate', message: BUSINESS_MSG.adultHolder });
  else if (body.flow !== 'BUSINESS' && minor !== (body.flow === 'MINOR')) fieldErrors.push({ field: 'birthDate', message: MSG.birthDateFlow });
  if (body.flow === 'BUSINESS' && !body.business) fieldErrors.push({ field: 'business.companyType', message: MSG.required });
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

/**
 * A new user's phone number (`+39…`) and e-mail must not be registered yet.
 * @throws ApiError 409 USR_REG_PHONE_EXISTS (field `phoneNumber`), 409 USR_REG_EMAIL_EXISTS (field `email`).
 */
export function checkNotRegistered(sql: Database.Database, phoneNumber: string, email: string): void {
  if (findLoginByPhone(sql, phoneNumber)) {
    throw new ApiError(409, 'USR_REG_PHONE_EXISTS', 'Phone number already registered', [
      { field: 'phoneNumber', message: MSG.phoneExists },
    ]);
  }
  if (emailExists(sql, email)) {
    throw new ApiError(409, 'USR_REG_EMAIL_EXISTS', 'E-mail address already registered', [{ field: 'email', message: MSG.emailExists }]);
  }
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

/** The `me/start-*` process names (spec §7). */
export type StartAction = 'start-upgrade-b-to-a' | 'start-upgrade' | 'start-add-wallet' | 'start-document-renewal';

/**
 * The `me/start-*` processes and what each creates for the caller (registrations/upgrades.ts says
 * who fits which; a start that does not fit is a 409 and creates nothing). `start-upgrade` is called by the
 * client both for the `upgrade` flag (level B to A) and for `upgradeMinor`, so it decides from the customer:
 * a former minor (profile.formerMinor, context.minor or a MINOR registration) gets the minor-to-major upgrade,
 * anyone else the B-to-A one.
 */
export const START_PROCESSES: Record<StartAction, (customer: Customer) => StartTemplate> = {
  'start-upgrade-b-to-a': (customer) => levelUpgrade(customer),
  'start-upgrade': (customer) => (isFormerMinor(customer) ? minorUpgrade(customer) : levelUpgrade(customer)),
  'start-add-wallet': (customer) => addWallet(customer),
  // Only a customer whose document is expiring (or expired) renews it (registrations/renewal.ts).
  'start-document-renewal': (customer) => {
    requireRenewalDue(customer.profile);
    return DOCUMENT_RENEWAL;
  },
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
 * Runs a start process for `user`: creates the registration of its kind, or returns the user's
 * open one of that kind (idempotent: a double submit or a reload gets it back).
 * @throws ApiError 409 (registrations/upgrades.ts UPGRADE_CODES) when the process does not fit the caller.
 */
export function startProcess(sql: Database.Database, user: User, action: StartAction): Registration | undefined {
  const customer = customerOf(sql, user);
  const template = START_PROCESSES[action](customer);
  const existing = customer.registrations.find((r) => isOpen(r) && isSameKind(r, template));
  if (existing) return existing;
  return findRegistration(sql, insertRegistration(sql, { ...template, userId: user.id }));
}

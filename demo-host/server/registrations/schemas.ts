/**
 * The zod request bodies of the registration calls (spec §7 Registrations). Field rules of spec §5;
 * messages from messages.ts. What needs more than the body (the age against the flow, known
 * consents and promo codes) is checked after parsing, in rules.ts.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { businessBodySchema } from './business';
import { isCalendarDate, isSafeAccessCode } from './fieldRules';

/** A required string: missing or empty gives the spec's "required" message. */
export function requiredString() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalid) })
    .trim()
    .min(1, { error: MSG.required, abort: true });
}

/** Spec §5 FIRST_NAME / LAST_NAME: 2 to 30 letters (accents included), spaces and apostrophes. */
export function personName() {
  return requiredString()
    .min(2, MSG.minLength(2))
    .max(30, MSG.maxLength(30))
    .regex(/^[\p{L}' ]+$/u, MSG.name);
}

/** A phone number as digits without +39 (spec §5: 6 to 12 digits; PHONE_PREFIX: no prefix of its own). */
export function phoneDigits() {
  return requiredString()
    .refine((v) => !/^(\+|00)/.test(v), { error: MSG.phonePrefix, abort: true })
    .regex(/^\d{6,12}$/, MSG.phone);
}

/** Body of `POST registrations/pre-register`. */
export const preRegisterSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  birthDate: requiredString().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalid, abort: true }).refine((value) => isCalendarDate(value), MSG.invalid),
  email: requiredString().pipe(z.email(MSG.email)),
  /** Digits without +39 (spec §5: 6 to 12 digits, no prefix of its own). */
  phoneNumber: phoneDigits(),
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
  /** Which registration to open: an adult's (CONSUMER, the default), a minor's (MINOR) or a business's (BUSINESS). */
  flow: z.enum(['CONSUMER', 'MINOR', 'BUSINESS'], { error: MSG.invalid }).default('CONSUMER'),
  /** BUSINESS only: the business (registrations/business.ts); ignored for the other flows. */
  business: businessBodySchema.optional(),
});

/** A parsed `pre-register` body. */
export type PreRegisterBody = z.output<typeof preRegisterSchema>;

/** Body of `POST registrations/{id}/verify-phone-number-otp`: `{ otp }`, exactly 6 digits. */
export const verifyOtpSchema = z.preprocess(
  // A missing or non-object body is reported on `otp`, the one field the screen has.
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({ otp: z.string({ error: MSG.otpShape }).regex(/^\d{6}$/, MSG.otpShape) }),
);

/** A missing or non-object body is read as `{}`, so its errors are reported on the screen's one field. */
const objectOrEmpty = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** Body of `POST registrations/{id}/verify-email`: `{ code }`, exactly 6 digits. */
export const verifyEmailSchema = z.preprocess(
  objectOrEmpty,
  z.object({ code: z.string({ error: MSG.otpShape }).regex(/^\d{6}$/, MSG.otpShape) }),
);

/** Body of `POST registrations/{id}/modify-email`: `{ email }`, spec §5 EMAIL. */
export const modifyEmailSchema = z.preprocess(objectOrEmpty, z.object({ email: requiredString().pipe(z.email(MSG.email)) }));

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
export const optionalObjectSchema = z.union([z.undefined(), z.looseObject({})]);

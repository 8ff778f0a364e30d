/**
 * The form schemas of the data steps (spec §4 CONSUMER step 1), built from the §5 rules of this folder.
 * One object schema per screen; the screens pass them to react-hook-form.
 */
import * as z from 'zod/mini';
import { AccessCodeSchema, confirmAccessCodeSchema } from './access-code';
import { CitySchema } from './address';
import { birthDateSchema } from './birth-date';
import { digitsOnly, maxLength, minLength, required } from './common';
import { EmailSchema } from './email';
import { FiscalCodeSchema } from './fiscal-code';
import { MgmCodeSchema } from './mgm-code';
import { MobileNumberSchema } from './mobile-phone';
import { FirstNameSchema, LastNameSchema } from './name';

/** AgeForm: the birth date, dd/mm/yyyy. `today` is injectable for tests. */
export function ageFormSchema(today?: () => Date) {
  return z.object({ birthDate: today ? birthDateSchema(today) : birthDateSchema() });
}
export type AgeFormValues = z.infer<ReturnType<typeof ageFormSchema>>;

/** NameForm: §5 FIRST_NAME and LAST_NAME. */
export const NameFormSchema = z.object({ firstName: FirstNameSchema, lastName: LastNameSchema });
export type NameFormValues = z.infer<typeof NameFormSchema>;

/** §9 "MGM_CODE" has no length in the spec; promo codes are short: at most this many characters. */
export const MGM_CODE_MAX_LENGTH = 20;

/** EmailForm: §5 EMAIL, the mobile number after the fixed +39 (PHONE_PREFIX, phone), the optional promo code. */
export const EmailFormSchema = z.object({
  email: EmailSchema,
  phoneNumber: MobileNumberSchema,
  mgmCode: MgmCodeSchema.check(maxLength(MGM_CODE_MAX_LENGTH)),
});
export type EmailFormValues = z.infer<typeof EmailFormSchema>;

/** CodeForm: the access code (§5 access code and PIN safety). */
export const CodeFormSchema = z.object({ accessCode: AccessCodeSchema });
export type CodeFormValues = z.infer<typeof CodeFormSchema>;

/** ConfirmCodeForm: the code repeated; it must equal the one chosen on CodeForm. */
export function confirmCodeFormSchema(chosen: string) {
  return z.object({ confirmCode: confirmAccessCodeSchema(chosen) });
}
export type ConfirmCodeFormValues = z.infer<ReturnType<typeof confirmCodeFormSchema>>;

/** The SMS code of ConfirmSms: the sandbox (and the bank) send 6 digits. */
export const OTP_LENGTH = 6;

/** ConfirmSms: required, digits only, exactly {@link OTP_LENGTH} digits (§5 numeric and length messages). */
export const OtpFormSchema = z.object({
  otp: z.string().check(z.trim(), required(), digitsOnly(), minLength(OTP_LENGTH), maxLength(OTP_LENGTH)),
});
export type OtpFormValues = z.infer<typeof OtpFormSchema>;

/** Citizenship: an ISO 3166-1 alpha-2 code chosen from a list, so only "required" can fail. */
export const CitizenshipFormSchema = z.object({
  citizenship: z.string().check(required()),
  birthPlace: CitySchema,
  fiscalCode: FiscalCodeSchema,
});
export type CitizenshipFormValues = z.infer<typeof CitizenshipFormSchema>;

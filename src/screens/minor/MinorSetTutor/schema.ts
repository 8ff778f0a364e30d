/**
 * The form schema of MinorSetTutor (spec §4 MINOR 8,0): the guardian's name and surname (§5 FIRST_NAME,
 * LAST_NAME), fiscal code (§5), mobile number after the fixed +39 (PHONE_PREFIX, phone: the login phone's
 * rules) and e-mail (§5 EMAIL), from the project's validators.
 */
import * as z from 'zod/mini';
import { EmailSchema } from '../../../validation/email';
import { FiscalCodeSchema } from '../../../validation/fiscal-code';
import { MobileNumberSchema } from '../../../validation/mobile-phone';
import { PersonNameSchema } from '../../../validation/name';

export const MinorSetTutorSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  fiscalCode: FiscalCodeSchema,
  phoneNumber: MobileNumberSchema,
  email: EmailSchema,
});
export type MinorSetTutorInput = z.input<typeof MinorSetTutorSchema>;
export type MinorSetTutorValues = z.output<typeof MinorSetTutorSchema>;

/** The five fields, in the order the form shows them (and `set-tutor` and its field errors name them). */
export const TUTOR_FIELDS = ['firstName', 'lastName', 'fiscalCode', 'phoneNumber', 'email'] as const;

/** The form schemas of NameForm (spec §4 step 1), built from the rules of src/validation. */
import * as z from 'zod/mini';
import { PersonNameSchema } from '../../../validation/name';
import {
  BusinessNameSchema,
  holderBirthDateSchema,
  ProfessionalRegisterSchema,
  RegisterNumberSchema,
  VatNumberSchema,
  type CompanyType,
} from '../../../validation/business';

/** NameForm: §5 FIRST_NAME and LAST_NAME. */
export const NameFormSchema = z.object({ firstName: PersonNameSchema, lastName: PersonNameSchema });
export type NameFormValues = z.infer<typeof NameFormSchema>;

/** The business name form's fields: the holder, the business, and a liberal professional's register. */
export type BusinessNameField = 'firstName' | 'lastName' | 'birthDate' | 'businessName' | 'vatNumber' | 'professionalRegister' | 'registerNumber';

/** The fields asked of each kind of business. */
export const BUSINESS_NAME_FIELDS: Readonly<Record<CompanyType, readonly BusinessNameField[]>> = {
  DI: ['firstName', 'lastName', 'birthDate', 'businessName', 'vatNumber'],
  LP: ['firstName', 'lastName', 'birthDate', 'businessName', 'vatNumber', 'professionalRegister', 'registerNumber'],
};

const holderAndBusiness = {
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  birthDate: holderBirthDateSchema(),
  businessName: BusinessNameSchema,
  vatNumber: VatNumberSchema,
};

/**
 * The BUSINESS name form (1,1): the holder's name and birth date (the business placement skips AgeForm;
 * the holder must be an adult) and the business; a liberal professional also gives their register and number.
 */
export function businessNameFormSchema(companyType: CompanyType) {
  return companyType === 'LP'
    ? z.object({ ...holderAndBusiness, professionalRegister: ProfessionalRegisterSchema, registerNumber: RegisterNumberSchema })
    : // A sole trader is not asked these (not in the form): they stay empty.
      z.object({ ...holderAndBusiness, professionalRegister: z.catch(z.string(), ''), registerNumber: z.catch(z.string(), '') });
}
export type BusinessNameFormValues = Record<BusinessNameField, string>;

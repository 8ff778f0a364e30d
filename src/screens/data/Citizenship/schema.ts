/** The form schema of Citizenship (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { CitySchema } from '../../../validation/address';
import { required } from '../../../validation/common';
import { FiscalCodeSchema } from '../../../validation/fiscal-code';

/** Citizenship: an ISO 3166-1 alpha-2 code chosen from a list, so only "required" can fail. */
export const CitizenshipFormSchema = z.object({
  citizenship: z.string().check(required()),
  birthPlace: CitySchema,
  fiscalCode: FiscalCodeSchema,
});
export type CitizenshipFormValues = z.infer<typeof CitizenshipFormSchema>;

/** The form schema of AgeForm (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { birthDateSchema } from '../../../validation/birth-date';

/** AgeForm: the birth date, dd/mm/yyyy. `today` is injectable for tests. */
export function ageFormSchema(today?: () => Date) {
  return z.object({ birthDate: today ? birthDateSchema(today) : birthDateSchema() });
}
export type AgeFormValues = z.infer<ReturnType<typeof ageFormSchema>>;

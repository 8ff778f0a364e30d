/** The form schema of NameForm (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { FirstNameSchema, LastNameSchema } from '../../../validation/name';

/** NameForm: §5 FIRST_NAME and LAST_NAME. */
export const NameFormSchema = z.object({ firstName: FirstNameSchema, lastName: LastNameSchema });
export type NameFormValues = z.infer<typeof NameFormSchema>;

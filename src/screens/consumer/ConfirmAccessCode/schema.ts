/** The form schema of ConfirmAccessCode (spec §4 CONSUMER 8,4), from the §5 access-code rule of src/validation. */
import * as z from 'zod/mini';
import { EnteredAccessCodeSchema } from '../../../validation/access-code';

/** The access code chosen at step 1, typed again: §5 required, digits only, 5 digits. */
export const ConfirmAccessCodeFormSchema = z.object({ accessCode: EnteredAccessCodeSchema });
export type ConfirmAccessCodeFormValues = z.infer<typeof ConfirmAccessCodeFormSchema>;

/** The form schema of CodeForm (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { AccessCodeSchema } from '../../../validation/access-code';

/** CodeForm: the access code (§5 access code and PIN safety). */
export const CodeFormSchema = z.object({ accessCode: AccessCodeSchema });
export type CodeFormValues = z.infer<typeof CodeFormSchema>;

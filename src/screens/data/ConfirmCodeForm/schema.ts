/** The form schema of ConfirmCodeForm (spec §4 CONSUMER step 1), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { confirmAccessCodeSchema } from '../../../validation/access-code';

/** ConfirmCodeForm: the code repeated; it must equal the one chosen on CodeForm. */
export function confirmCodeFormSchema(chosen: string) {
  return z.object({ confirmCode: confirmAccessCodeSchema(chosen) });
}
export type ConfirmCodeFormValues = z.infer<ReturnType<typeof confirmCodeFormSchema>>;

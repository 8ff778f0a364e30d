/** The form schemas of ConfirmEmail (spec §4 CONSUMER 2,0), built from the §5 rules of src/validation. */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, minLength, required } from '../../../validation/common';
import { EmailSchema } from '../../../validation/email';

/** The e-mail code: the sandbox (and the bank) send 6 digits. */
export const EMAIL_CODE_LENGTH = 6;

/** The code: required, digits only, exactly {@link EMAIL_CODE_LENGTH} digits (§5 numeric and length messages). */
export const EmailCodeFormSchema = z.object({
  code: z.string().check(z.trim(), required(), digitsOnly(), minLength(EMAIL_CODE_LENGTH), maxLength(EMAIL_CODE_LENGTH)),
});
export type EmailCodeFormValues = z.infer<typeof EmailCodeFormSchema>;

/** "Modifica indirizzo e-mail": the new address, §5 EMAIL ('L'email inserita non è valida'). */
export const ChangeEmailFormSchema = z.object({ email: EmailSchema });
export type ChangeEmailFormValues = z.infer<typeof ChangeEmailFormSchema>;

/**
 * The login form of the landing page's login modal (spec §2 Landing page, §5 Login rules, §9 limits).
 */
import * as z from 'zod/mini';
import { digitsOnly, maxLength, required } from './common';
import { loginPhone } from './phone';

/** §5 / §9: access code maxlength. */
export const ACCESS_CODE_MAX_LENGTH = 5;

/** The login form's fields, in the order they are shown (focus goes to the first invalid one). */
export const LOGIN_FIELDS = ['phoneNumber', 'accessCode'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/**
 * Server field names of a login error mapped onto the form (the token endpoint calls them
 * `username` and `password`; the form's own names are accepted too).
 */
export const LOGIN_SERVER_FIELDS: Readonly<Record<string, LoginField>> = {
  username: 'phoneNumber',
  phoneNumber: 'phoneNumber',
  password: 'accessCode',
  accessCode: 'accessCode',
};

/**
 * §5 Login: phone number required (blanks trimmed), then an optional + and 6 to 12 digits; access
 * code required, digits only, at most 5. The output phone number is trimmed.
 */
export const LoginFormSchema = z.object({
  phoneNumber: z.string().check(z.trim(), required(), loginPhone()),
  accessCode: z.string().check(required(), digitsOnly(), maxLength(ACCESS_CODE_MAX_LENGTH)),
});

/** What the form holds. */
export type LoginFormInput = z.input<typeof LoginFormSchema>;
/** What a valid form submits (phone number trimmed). */
export type LoginFormValues = z.output<typeof LoginFormSchema>;

/**
 * The MGM_CODE rule of spec §5: the optional promo ("member get member") code of EmailForm, letters
 * and digits only, with the generic message. Its existence is checked by the server
 * (`GET registrations/check-mgm/{code}`), not here.
 */
import * as z from 'zod/mini';
import { INVALID_VALUE } from './messages';

/** §5 MGM_CODE: ASCII letters and digits (an empty value passes: the code is optional). */
const MGM_CODE_PATTERN = /^[A-Za-z0-9]*$/;

/** §5 MGM_CODE check, with the generic message. */
function mgmCode() {
  return z.regex(MGM_CODE_PATTERN, { error: INVALID_VALUE });
}

/** §5 MGM_CODE field: optional (empty or blank is fine), trimmed, alphanumeric. */
export const MgmCodeSchema = z.string().check(z.trim(), mgmCode());

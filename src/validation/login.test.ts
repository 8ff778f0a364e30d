import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_MAX_LENGTH, LOGIN_SERVER_FIELDS, LoginFormSchema } from './login';
import { NUMERIC, PHONE, REQUIRED, maxLengthMessage } from './messages';
import { firstServerFieldError } from './server-errors';

/** The first message per field for a form value, as the resolver shows them. */
function errorsOf(value: { phoneNumber: string; accessCode: string }): Record<string, string> {
  const result = LoginFormSchema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const validCode = '13579';
const validPhone = '3331234567';

describe('login form schema', () => {
  it('§5 Login phone number: required (blanks count as empty)', () => {
    expect(errorsOf({ phoneNumber: '', accessCode: validCode })).toEqual({ phoneNumber: REQUIRED });
    expect(errorsOf({ phoneNumber: '   ', accessCode: validCode })).toEqual({ phoneNumber: REQUIRED });
  });

  it('§5 Login phone number: an optional + then 6 to 12 digits', () => {
    for (const ok of ['123456', '123456789012', '+123456', '+393331234567', validPhone, ' 3331234567 ']) {
      expect(errorsOf({ phoneNumber: ok, accessCode: validCode }), ok).toEqual({});
    }
    for (const bad of ['12345', '1234567890123', '+12345', '++123456', '333 123 4567', '333-1234567', 'abcdefg', '0039+333123']) {
      expect(errorsOf({ phoneNumber: bad, accessCode: validCode }), bad).toEqual({ phoneNumber: PHONE });
    }
  });

  it('§5 Login phone number: the submitted value is trimmed', () => {
    const parsed = LoginFormSchema.parse({ phoneNumber: ' 3331234567 ', accessCode: validCode });
    expect(parsed).toEqual({ phoneNumber: validPhone, accessCode: validCode });
  });

  it('§5 Access code: required', () => {
    expect(errorsOf({ phoneNumber: validPhone, accessCode: '' })).toEqual({ accessCode: REQUIRED });
  });

  it('§5 Access code: digits only', () => {
    for (const bad of ['1234a', 'abc', '12 34', '+1234', '12.3']) {
      expect(errorsOf({ phoneNumber: validPhone, accessCode: bad }), bad).toEqual({ accessCode: NUMERIC });
    }
    for (const ok of ['1', '00000', '98765']) expect(errorsOf({ phoneNumber: validPhone, accessCode: ok }), ok).toEqual({});
  });

  it('§5 / §9 Access code: maxlength 5', () => {
    expect(ACCESS_CODE_MAX_LENGTH).toBe(5);
    expect(errorsOf({ phoneNumber: validPhone, accessCode: '123456' })).toEqual({ accessCode: maxLengthMessage(5) });
  });

  it('§5 the first server error is placed on its field (server names mapped onto the form)', () => {
    const errors = [
      { field: 'recaptcha', message: 'ignored: not a login field' },
      { field: 'username', message: 'Numero non registrato' },
      { field: 'password', message: 'second' },
    ];
    expect(firstServerFieldError(errors, LOGIN_SERVER_FIELDS)).toEqual({ field: 'phoneNumber', message: 'Numero non registrato' });
    expect(firstServerFieldError([{ field: 'credentials.password', message: 'x' }], LOGIN_SERVER_FIELDS)).toEqual({
      field: 'accessCode',
      message: 'x',
    });
    expect(firstServerFieldError([], LOGIN_SERVER_FIELDS)).toBeNull();
    expect(firstServerFieldError(undefined, LOGIN_SERVER_FIELDS)).toBeNull();
  });
});

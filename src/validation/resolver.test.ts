import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { required, maxLength } from './common';
import { LoginFormSchema } from './login';
import { PHONE, REQUIRED, maxLengthMessage } from './messages';
import { zodMiniResolver } from './resolver';

/** What react-hook-form passes as the third argument (unused by this resolver). */
const options = { fields: {}, shouldUseNativeValidation: false };

describe('zod/mini resolver', () => {
  it('§5 valid values resolve to the schema output (the phone number trimmed)', async () => {
    const resolve = zodMiniResolver(LoginFormSchema);
    await expect(resolve({ phoneNumber: ' 3331234567 ', accessCode: '13579' }, undefined, options)).resolves.toEqual({
      values: { phoneNumber: '3331234567', accessCode: '13579' },
      errors: {},
    });
  });

  it('§5 invalid values give the first message of each field', async () => {
    const resolve = zodMiniResolver(LoginFormSchema);
    const result = await resolve({ phoneNumber: '12', accessCode: '' }, undefined, options);
    expect(result).toEqual({
      values: {},
      errors: {
        phoneNumber: { type: 'invalid_format', message: PHONE },
        accessCode: { type: 'too_small', message: REQUIRED },
      },
    });
  });

  it('nests errors of nested fields by path', async () => {
    const schema = z.object({ address: z.object({ city: z.string().check(required(), maxLength(3)) }) });
    const resolve = zodMiniResolver(schema);
    const result = await resolve({ address: { city: 'Milano' } }, undefined, options);
    expect(result.errors).toEqual({ address: { city: { type: 'too_big', message: maxLengthMessage(3) } } });
  });
});

import { describe, expect, it } from 'vitest';
import { NUMERIC, REQUIRED } from './messages';
import { POSTAL_CODE_LENGTH_MESSAGE, PostalCodeSchema } from './postal-code';

const messagesOf = (value: string) => {
  const result = PostalCodeSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('postal code (CAP) of the Addresses step', () => {
  it('five digits, the leading zero kept', () => {
    for (const ok of ['00100', '20121', '98168', ' 10121 ']) expect(messagesOf(ok), ok).toEqual([]);
    expect(PostalCodeSchema.parse('00100')).toBe('00100');
  });

  it(`§5 required 'Il campo è obbligatorio'; digits only '${NUMERIC}'; otherwise '${POSTAL_CODE_LENGTH_MESSAGE}'`, () => {
    expect(messagesOf('')).toEqual([REQUIRED]);
    expect(messagesOf('   ')).toEqual([REQUIRED]);
    expect(messagesOf('2012A')).toEqual([NUMERIC]);
    expect(messagesOf('2012')).toEqual([POSTAL_CODE_LENGTH_MESSAGE]);
    expect(messagesOf('201211')).toEqual([POSTAL_CODE_LENGTH_MESSAGE]);
  });
});

import { describe, expect, it } from 'vitest';
import { firstServerFieldError, serverFieldsOf } from './server-errors';

describe('§5 "The first server error, if present, is shown under the field"', () => {
  const fields = { ...serverFieldsOf('email', 'otp'), code: 'otp' as const };

  it('§5 the first error naming a field of the form wins; a dotted path matches by its last segment', () => {
    const errors = [
      { field: 'unknown', message: 'skipped' },
      { field: 'data.email', message: 'first' },
      { field: 'otp', message: 'second' },
    ];
    expect(firstServerFieldError(errors, fields)).toEqual({ field: 'email', message: 'first' });
    expect(firstServerFieldError([{ field: 'code', message: 'renamed' }], fields)).toEqual({ field: 'otp', message: 'renamed' });
  });

  it('§5 nothing applies: no errors, no message, or a name that is only an Object.prototype member', () => {
    expect(firstServerFieldError(undefined, fields)).toBeNull();
    expect(firstServerFieldError([{ field: 'email', message: '' }], fields)).toBeNull();
    expect(firstServerFieldError([{ field: 'toString', message: 'x' }], fields)).toBeNull();
    expect(firstServerFieldError([{ field: 'data.constructor', message: 'x' }], fields)).toBeNull();
  });
});

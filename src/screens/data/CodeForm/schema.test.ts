import { describe, expect, it } from 'vitest';
import { messages } from '../../../../test/support/schema';
import { ACCESS_CODE_UNSAFE, NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from '../../../validation/messages';
import { CodeFormSchema } from './schema';

describe('CodeForm', () => {
  const code = (accessCode: string) => messages(CodeFormSchema, { accessCode }, 'accessCode');

  it('§5 access code: 5 digits that are not all equal nor a consecutive run', () => {
    for (const ok of ['13579', '10293', '89012', '11112']) expect(code(ok), ok).toEqual([]);
  });

  it('§5 PIN/password safety: all equal or consecutive digits are unsafe', () => {
    for (const bad of ['11111', '12345', '54321', '01234', '98765']) expect(code(bad), bad).toEqual([ACCESS_CODE_UNSAFE]);
  });

  it('§5 access code: required, digits only, exactly 5 digits', () => {
    expect(code('')).toEqual([REQUIRED]);
    expect(code('1357')).toEqual([minLengthMessage(5)]);
    expect(code('135790')).toEqual([maxLengthMessage(5)]);
    expect(code('13a79')[0]).toBe(NUMERIC);
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../../../test/support/schema';
import { ACCESS_CODE_MISMATCH, REQUIRED } from '../../../validation/messages';
import { confirmCodeFormSchema } from './schema';

describe('ConfirmCodeForm', () => {
  const schema = confirmCodeFormSchema('13579');
  const confirm = (confirmCode: string) => messages(schema, { confirmCode }, 'confirmCode');

  it('the repeated code must equal the chosen one', () => {
    expect(confirm('13579')).toEqual([]);
    expect(confirm('13578')).toEqual([ACCESS_CODE_MISMATCH]);
    expect(confirm('1357')).toEqual([ACCESS_CODE_MISMATCH]);
  });

  it('§5 required', () => {
    expect(confirm('')).toEqual([REQUIRED]);
  });
});

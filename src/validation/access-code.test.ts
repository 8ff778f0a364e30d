import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ACCESS_CODE_LENGTH, AccessCodePairSchema, AccessCodeSchema, confirmAccessCodeSchema, isSafePin } from './access-code';
import { ACCESS_CODE_MISMATCH, ACCESS_CODE_UNSAFE, NUMERIC, REQUIRED, maxLengthMessage, minLengthMessage } from './messages';

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}${i.path.length ? ': ' : ''}${i.message}`);
}

describe('§5 PIN/password safety', () => {
  it('§5 PIN safety: codes with more than one distinct digit and no consecutive run are safe', () => {
    for (const ok of ['13579', '10293', '12354', '11112', '90123', '89012', '24680', '00001', '13', '21212', '98764']) {
      expect(isSafePin(ok), ok).toBe(true);
    }
  });

  it('§5 PIN safety: one repeated digit is not safe', () => {
    for (const bad of ['11111', '00000', '99999', '7']) expect(isSafePin(bad), bad).toBe(false);
  });

  it('§5 PIN safety: ascending or descending consecutive runs are not safe', () => {
    for (const bad of ['12345', '01234', '56789', '54321', '98765', '43210', '01', '10', '3456']) {
      expect(isSafePin(bad), bad).toBe(false);
    }
  });

  it('§5 PIN safety: empty or non-digit input is not safe', () => {
    for (const bad of ['', '1234a', 'abcde', ' 1357', '1 357']) expect(isSafePin(bad), bad).toBe(false);
  });
});

describe('CodeForm and ConfirmCodeForm access code', () => {
  it('the messages, verbatim', () => {
    expect(ACCESS_CODE_UNSAFE).toBe('Il codice è troppo semplice: non usare cifre tutte uguali o consecutive.');
    expect(ACCESS_CODE_MISMATCH).toBe('I codici inseriti non coincidono');
  });

  it('§5 / §9 Access code: required, digits only, exactly 5 digits', () => {
    expect(ACCESS_CODE_LENGTH).toBe(5);
    expect(messagesOf(AccessCodeSchema, '')).toEqual([REQUIRED]);
    expect(messagesOf(AccessCodeSchema, '1357a')[0]).toBe(NUMERIC);
    expect(messagesOf(AccessCodeSchema, '1357')[0]).toBe(minLengthMessage(5));
    expect(minLengthMessage(5)).toBe('Il campo deve avere almeno 5 lettere.');
    expect(messagesOf(AccessCodeSchema, '135790')[0]).toBe(maxLengthMessage(5));
    expect(messagesOf(AccessCodeSchema, '13579')).toEqual([]);
  });

  it('§5 PIN safety: an unsafe 5-digit code gets the safety message', () => {
    for (const bad of ['11111', '12345', '54321', '01234', '98765']) expect(messagesOf(AccessCodeSchema, bad), bad).toEqual([ACCESS_CODE_UNSAFE]);
  });

  it('ConfirmCodeForm: required, then equal to the chosen code', () => {
    const schema = confirmAccessCodeSchema('13579');
    expect(messagesOf(schema, '')).toEqual([REQUIRED]);
    expect(messagesOf(schema, '13578')).toEqual([ACCESS_CODE_MISMATCH]);
    expect(messagesOf(schema, '13579')).toEqual([]);
  });

  it('both codes in one form: the mismatch is reported on confirmCode', () => {
    expect(messagesOf(AccessCodePairSchema, { code: '13579', confirmCode: '13579' })).toEqual([]);
    expect(messagesOf(AccessCodePairSchema, { code: '13579', confirmCode: '97531' })).toEqual([`confirmCode: ${ACCESS_CODE_MISMATCH}`]);
    expect(messagesOf(AccessCodePairSchema, { code: '13579', confirmCode: '' })).toEqual([`confirmCode: ${REQUIRED}`]);
    expect(messagesOf(AccessCodePairSchema, { code: '12345', confirmCode: '12345' })).toEqual([`code: ${ACCESS_CODE_UNSAFE}`]);
  });
});

import { describe, expect, it } from 'vitest';
import { INVALID_VALUE } from './messages';
import { MgmCodeSchema } from './mgm-code';

function messagesOf(value: string): string[] {
  const result = MgmCodeSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('§5 MGM_CODE', () => {
  it('§5 MGM_CODE: letters and digits are accepted; the code is optional', () => {
    for (const ok of ['ABC123', 'abc123', 'PROMO', '2024', '', '   ', ' FRIEND10 ']) expect(messagesOf(ok), ok).toEqual([]);
    expect(MgmCodeSchema.parse(' FRIEND10 ')).toBe('FRIEND10');
  });

  it("§5 MGM_CODE: anything else gives 'Il valore inserito non è valido'", () => {
    for (const bad of ['ABC 123', 'ABC-123', 'ABC_123', 'PROMO!', 'CAFÈ', 'a.b']) expect(messagesOf(bad), bad).toEqual([INVALID_VALUE]);
  });
});

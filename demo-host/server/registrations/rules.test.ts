// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SANDBOX_MGM_CODE } from '../constants';
import { SEED_PERSONAS } from '../seed';
import { ageOn, isSafeAccessCode } from './fieldRules';
import { checkMgmCode, findMgmCode, maskPhone, MGM_CODES, statusAfterProgress } from './rules';

describe('registration rules', () => {
  it("§7 check-mgm: every seeded user's own mgmCode is valid", () => {
    for (const persona of SEED_PERSONAS) {
      const code = persona.user.context.mgmCode;
      if (code) expect(findMgmCode(code.toLowerCase())).toBe(code.toUpperCase());
    }
    expect(findMgmCode('amico2026')).toBe('AMICO2026');
    expect(findMgmCode('NOPE')).toBeUndefined();
  });

  it('§7 check-mgm: every known code is found in any case and answered upper-case', () => {
    expect(MGM_CODES).toContain(SANDBOX_MGM_CODE);
    for (const code of MGM_CODES) {
      expect(findMgmCode(` ${code.toLowerCase()} `)).toBe(code.toUpperCase());
      expect(checkMgmCode(code.toLowerCase())).toBe(code.toUpperCase());
    }
  });

  it('§5 PIN/password safety: two distinct digits out of sequence are safe', () => {
    for (const code of ['24681', '13579', '12346', '11112', '90123', '10000']) expect(isSafeAccessCode(code)).toBe(true);
    for (const code of ['22222', '23456', '65432']) expect(isSafeAccessCode(code)).toBe(false);
  });

  it('masks a number keeping +39, the first 3 and the last 4 digits', () => {
    expect(maskPhone('+393334567890')).toBe('+39 333 ***7890');
    expect(maskPhone('+39333456789012')).toBe('+39 333 *****9012');
    // Short numbers (spec §5 allows 6 digits) still hide at least one digit.
    expect(maskPhone('+39123456')).toBe('+39 123 *56');
  });

  it('§5 age: whole years, the birthday itself included', () => {
    const today = new Date(2026, 3, 2);
    expect(ageOn('2008-04-02', today)).toBe(18);
    expect(ageOn('2008-04-03', today)).toBe(17);
    expect(ageOn('2008-05-01', today)).toBe(17);
  });

  it('§3 sandbox-only statuses: step 2 or more moves *_PREREGISTERED to *_IN_PROGRESS, nothing else', () => {
    expect(statusAfterProgress('CONSUMER_PREREGISTERED', 1)).toBe('CONSUMER_PREREGISTERED');
    expect(statusAfterProgress('CONSUMER_PREREGISTERED', 2)).toBe('CONSUMER_IN_PROGRESS');
    expect(statusAfterProgress('MINOR_PREREGISTERED', 5)).toBe('MINOR_IN_PROGRESS');
    expect(statusAfterProgress('CONSUMER_IN_PROGRESS', 1)).toBe('CONSUMER_IN_PROGRESS');
    expect(statusAfterProgress('CONTRACTS_SIGNED', 8)).toBe('CONTRACTS_SIGNED');
  });
});

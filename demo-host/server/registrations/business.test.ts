// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSINESS_MSG, businessBodySchema, normaliseVatNumber, vatCheckDigit, vatNumberProblem } from './business';
import { MSG } from './messages';

const problem = (raw: string) => vatNumberProblem(normaliseVatNumber(raw));

describe('business rule (ours): the partita IVA', () => {
  it('valid numbers pass, with spaces and a leading IT dropped', () => {
    for (const vat of ['00743110157', '12345670017', '01234560017', '09876540031', 'IT00743110157', 'it 007 4311 0157']) {
      expect(problem(vat)).toBeNull();
    }
    expect(normaliseVatNumber('IT 00743110157')).toBe('00743110157');
  });

  it('the check digit is the 11th: odd positions summed, even positions doubled less 9', () => {
    expect(vatCheckDigit('0074311015')).toBe(7);
    expect(vatCheckDigit('1234567001')).toBe(7);
    expect(problem('00743110158')).toBe(BUSINESS_MSG.vatInvalid);
    expect(problem('12345670012')).toBe(BUSINESS_MSG.vatInvalid);
  });

  it('required, digits only, exactly 11 digits', () => {
    expect(problem('')).toBe(MSG.required);
    expect(problem('0074311015A')).toBe(MSG.numeric);
    expect(problem('0074311015')).toBe(BUSINESS_MSG.vatLength);
    expect(problem('007431101570')).toBe(BUSINESS_MSG.vatLength);
  });

  it('all zeros and a provincial office code outside 001-100, 120, 121, 888, 999 are refused', () => {
    expect(problem('00000000000')).toBe(BUSINESS_MSG.vatInvalid);
    // Office 101: with its right check digit, still refused.
    const office101 = `1234567101${vatCheckDigit('1234567101')}`;
    expect(problem(office101)).toBe(BUSINESS_MSG.vatInvalid);
    const office000 = `1234567000${vatCheckDigit('1234567000')}`;
    expect(problem(office000)).toBe(BUSINESS_MSG.vatInvalid);
    for (const office of ['120', '121', '888', '999']) expect(problem(`1234567${office}${vatCheckDigit(`1234567${office}`)}`)).toBeNull();
  });
});

describe('business rule (ours): the business of a BUSINESS pre-registration', () => {
  const errorsOf = (body: unknown) => {
    const parsed = businessBodySchema.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('a sole trader: name and partita IVA; register fields dropped', () => {
    expect(businessBodySchema.parse({ companyType: 'DI', businessName: ' Ferri Impianti ', vatNumber: 'IT00743110157', registerNumber: 'X' })).toEqual({
      companyType: 'DI',
      businessName: 'Ferri Impianti',
      vatNumber: '00743110157',
      professionalRegister: null,
      registerNumber: null,
    });
  });

  it('a liberal professional also needs a known register and a register number', () => {
    expect(errorsOf({ companyType: 'LP', businessName: 'Studio Rossi', vatNumber: '00743110157' })).toEqual({
      professionalRegister: MSG.required,
      registerNumber: MSG.required,
    });
    expect(errorsOf({ companyType: 'LP', businessName: 'Studio Rossi', vatNumber: '00743110157', professionalRegister: 'MAGHI', registerNumber: 'A<1>' })).toEqual({
      professionalRegister: MSG.invalid,
      registerNumber: MSG.invalid,
    });
    expect(errorsOf({ companyType: 'LP', businessName: 'Studio Rossi', vatNumber: '00743110157', professionalRegister: 'AVVOCATI', registerNumber: '1'.repeat(21) })).toEqual({
      registerNumber: MSG.maxLength(20),
    });
  });

  it('the business name: 2 to 60 characters, letters, digits and . , \' & - / ( )', () => {
    const named = (businessName: string) => errorsOf({ companyType: 'DI', businessName, vatNumber: '00743110157' });
    expect(named('')).toEqual({ businessName: MSG.required });
    expect(named('A')).toEqual({ businessName: MSG.minLength(2) });
    expect(named('A'.repeat(61))).toEqual({ businessName: MSG.maxLength(60) });
    expect(named('Bar <script>')).toEqual({ businessName: MSG.invalid });
    expect(named("L'Officina di Gianni & C. (Snc) - 2/A")).toEqual({});
  });
});

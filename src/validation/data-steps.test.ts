import { describe, expect, it } from 'vitest';
import {
  ageFormSchema,
  CitizenshipFormSchema,
  CodeFormSchema,
  confirmCodeFormSchema,
  EmailFormSchema,
  MGM_CODE_MAX_LENGTH,
  NameFormSchema,
  OTP_LENGTH,
  OtpFormSchema,
} from './data-steps';
import {
  ACCESS_CODE_MISMATCH,
  ACCESS_CODE_UNSAFE,
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_INVALID,
  BIRTH_DATE_TOO_OLD,
  CITY,
  EMAIL,
  FISCAL_CODE,
  MGM_CODE,
  NAME,
  NUMERIC,
  PHONE,
  PHONE_PREFIX,
  REQUIRED,
  maxLengthMessage,
  minLengthMessage,
} from './messages';

interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The messages of one field of a form schema ([] when the field is valid). */
function messages(schema: SafeParser, values: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

/** The parsed values, failing the test when the form is invalid. */
function parsed(schema: SafeParser, values: Record<string, unknown>): unknown {
  const result = schema.safeParse(values);
  if (!result.success) throw new Error(`expected valid, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe('AgeForm', () => {
  // 15 June 2024, midday.
  const schema = ageFormSchema(() => new Date(2024, 5, 15, 12, 0, 0));
  const age = (birthDate: string) => messages(schema, { birthDate }, 'birthDate');

  it('§5 accepts real dd/mm/yyyy dates up to today, minors included', () => {
    for (const ok of ['15/03/1990', '29/02/2000', '15/06/2024', '01/01/2015', '15/06/1904']) expect(age(ok), ok).toEqual([]);
    expect(parsed(schema, { birthDate: ' 15/03/1990 ' })).toEqual({ birthDate: '15/03/1990' });
  });

  it("§5 required: 'Il campo è obbligatorio'", () => {
    expect(age('')).toEqual([REQUIRED]);
    expect(age('   ')).toEqual([REQUIRED]);
  });

  it('an unreadable or non-existent date is invalid', () => {
    for (const bad of ['31/02/2000', '29/02/2023', '1/1/1990', '01/01/90', '1990-01-01', '01/13/1990', 'abc']) {
      expect(age(bad), bad).toEqual([BIRTH_DATE_INVALID]);
    }
  });

  it('a date after the injected today is refused', () => {
    expect(age('16/06/2024')).toEqual([BIRTH_DATE_FUTURE]);
    expect(age('01/01/2030')).toEqual([BIRTH_DATE_FUTURE]);
  });

  it('a date more than 120 years before today is refused', () => {
    expect(age('14/06/1903')).toEqual([BIRTH_DATE_TOO_OLD]);
  });
});

describe('NameForm', () => {
  const name = (firstName: string, lastName = 'Rossi') => messages(NameFormSchema, { firstName, lastName }, 'firstName');

  it('§5 FIRST_NAME / LAST_NAME: letters (accented too), spaces and apostrophes, trimmed', () => {
    expect(parsed(NameFormSchema, { firstName: ' Maria Grazia ', lastName: "D'Angelo" })).toEqual({
      firstName: 'Maria Grazia',
      lastName: "D'Angelo",
    });
    for (const ok of ['José', 'Niccolò', 'Lu', 'A'.repeat(30)]) expect(name(ok), ok).toEqual([]);
  });

  it("§5 name pattern: 'Il campo deve contenere solamente caratteri dell'alfabeto'", () => {
    expect(name('Mario1')).toEqual([NAME]);
    expect(name('Anna-Maria')).toEqual([NAME]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: 'Ros$i' }, 'lastName')).toEqual([NAME]);
  });

  it('§9 names 2 to 30 characters, with the §5 length messages', () => {
    expect(name('M')).toEqual([minLengthMessage(2)]);
    expect(name('A'.repeat(31))).toEqual([maxLengthMessage(30)]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: 'R' }, 'lastName')).toEqual(['Il campo deve avere almeno 2 lettere.']);
  });

  it('§5 required on both fields', () => {
    expect(name('')).toEqual([REQUIRED]);
    expect(messages(NameFormSchema, { firstName: 'Mario', lastName: '  ' }, 'lastName')).toEqual([REQUIRED]);
  });
});

describe('EmailForm', () => {
  const valid = { email: 'mario.rossi@example.it', phoneNumber: '3331234567', mgmCode: '' };
  const field = (name: keyof typeof valid, value: string) => messages(EmailFormSchema, { ...valid, [name]: value }, name);

  it('accepts an e-mail, a number after +39 and an optional promo code, trimmed', () => {
    expect(parsed(EmailFormSchema, { email: ' a@b.it ', phoneNumber: ' 3331234567 ', mgmCode: ' FRIEND10 ' })).toEqual({
      email: 'a@b.it',
      phoneNumber: '3331234567',
      mgmCode: 'FRIEND10',
    });
    expect(field('mgmCode', '')).toEqual([]);
  });

  it("§5 EMAIL: 'L'email inserita non è valida'", () => {
    for (const bad of ['mario', 'mario@', 'mario@example', 'ma rio@example.it', '@example.it']) {
      expect(field('email', bad), bad).toEqual([EMAIL]);
    }
    expect(field('email', '')).toEqual([REQUIRED]);
  });

  it('§5 PHONE_PREFIX: a number starting with + or 00 shows only the prefix message', () => {
    expect(PHONE_PREFIX).toBe('Non è possibile aggiungere un prefisso oltre a quello di default (+39)');
    expect(field('phoneNumber', '+393331234567')).toEqual([PHONE_PREFIX]);
    expect(field('phoneNumber', '00393331234567')).toEqual([PHONE_PREFIX]);
    expect(field('phoneNumber', ' +39 333')).toEqual([PHONE_PREFIX]);
  });

  it('§5 phone: 6 to 12 digits after the prefix, else the phone message', () => {
    expect(field('phoneNumber', '333123')).toEqual([]);
    expect(field('phoneNumber', '333123456789')).toEqual([]);
    expect(field('phoneNumber', '33312')).toEqual([PHONE]);
    expect(field('phoneNumber', '3331234567890')).toEqual([PHONE]);
    expect(field('phoneNumber', '333 1234567')).toEqual([PHONE]);
    expect(field('phoneNumber', '')).toEqual([REQUIRED]);
  });

  it('§5 MGM_CODE: alphanumeric, at most 20 characters', () => {
    expect(MGM_CODE_MAX_LENGTH).toBe(20);
    expect(field('mgmCode', 'A1'.repeat(10))).toEqual([]);
    expect(field('mgmCode', 'PROMO-1')).toEqual([MGM_CODE]);
    expect(field('mgmCode', 'PROMO 1')).toEqual([MGM_CODE]);
    expect(field('mgmCode', 'A'.repeat(21))).toEqual([maxLengthMessage(20)]);
  });
});

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

describe('ConfirmSms (OTP)', () => {
  const otp = (value: string) => messages(OtpFormSchema, { otp: value }, 'otp');

  it('accepts exactly 6 digits, trimmed', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(otp('123456')).toEqual([]);
    expect(parsed(OtpFormSchema, { otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });

  it('§5 length messages for 5 and 7 digits', () => {
    expect(otp('12345')).toEqual([minLengthMessage(6)]);
    expect(otp('1234567')).toEqual([maxLengthMessage(6)]);
  });

  it("§5 numeric: 'Il campo deve contenere solo caratteri numerici.'", () => {
    expect(otp('12a456')).toEqual([NUMERIC]);
    expect(otp('abcdef')).toEqual([NUMERIC]);
  });

  it('§5 required', () => {
    expect(otp('')).toEqual([REQUIRED]);
    expect(otp('   ')).toEqual([REQUIRED]);
  });
});

describe('Citizenship', () => {
  const valid = { citizenship: 'IT', birthPlace: "Reggio nell'Emilia", fiscalCode: 'RSSMRA85T10A562S' };
  const field = (name: keyof typeof valid, value: string) =>
    messages(CitizenshipFormSchema, { ...valid, [name]: value }, name);

  it('accepts a citizenship, a birth place and a fiscal code', () => {
    expect(parsed(CitizenshipFormSchema, valid)).toEqual(valid);
  });

  it('§5 required citizenship', () => {
    expect(field('citizenship', '')).toEqual([REQUIRED]);
  });

  it('§5 CITY: letters, accents, hyphens, spaces and apostrophes on the birth place', () => {
    for (const ok of ["Reggio nell'Emilia", 'Forlì-Cesena', 'São Paulo', ' Roma ']) expect(field('birthPlace', ok), ok).toEqual([]);
    expect(field('birthPlace', 'Milano 2')).toEqual([CITY]);
    expect(field('birthPlace', 'Roma!')).toEqual([CITY]);
    expect(field('birthPlace', '')).toEqual([REQUIRED]);
  });

  it('§5 FISCAL_CODE: normalised to upper case and validated', () => {
    expect(parsed(CitizenshipFormSchema, { ...valid, fiscalCode: ' rssmra85t10a562s ' })).toEqual(valid);
    expect(parsed(CitizenshipFormSchema, { ...valid, fiscalCode: 'rss mra 85t10 a562s' })).toEqual(valid);
    expect(field('fiscalCode', 'RSSMRA85T10A562X')).toEqual([FISCAL_CODE]);
    expect(field('fiscalCode', 'RSSMRA85T10A562')).toEqual([FISCAL_CODE]);
    expect(field('fiscalCode', '')).toEqual([REQUIRED]);
  });
});

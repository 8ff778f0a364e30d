// @vitest-environment node
/**
 * The sandbox's side of the shared test vectors (test/vectors): the partita IVA, the fiscal code and the date
 * rules it checks as the bank, case by case the same as the client's src/validation/shared-rules.vectors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DATES, expectedOn, FISCAL_CODE, localNoon, title, VAT_NUMBER } from '../../test/vectors';
import type { DocumentDateError } from '../../test/vectors';
import { decodeFiscalCode } from './fiscalCode';
import { normaliseVatNumber, vatNumberProblem } from './registrations/business';
import { ageOn, isCalendarDate } from './registrations/fieldRules';
import { documentBodySchema } from './registrations/identityDocument';

describe('shared vectors: the partita IVA (registrations/business.ts)', () => {
  it.each(VAT_NUMBER.cases.map((c) => [title(c.input, c.note), c] as const))('%s', (_, c) => {
    const normalised = normaliseVatNumber(c.input);
    expect(normalised).toBe(c.normalised);
    expect(vatNumberProblem(normalised)).toBe(c.error === null ? null : VAT_NUMBER.messages[c.error]);
  });
});

describe('shared vectors: §5 FISCAL_CODE (fiscalCode.ts decodeFiscalCode)', () => {
  const now = localNoon(FISCAL_CODE.today);
  it.each(FISCAL_CODE.cases.map((c) => [title(c.input, c.note), c] as const))('%s', (_, c) => {
    const decoded = decodeFiscalCode(c.input, now);
    const valid = expectedOn(c.valid, 'sandbox');
    expect(decoded !== undefined).toBe(valid);
    if (valid && c.birth && decoded) {
      const [year, month, day] = decoded.birthDate.split('-').map(Number) as [number, number, number];
      expect({ year2: year % 100, month, day, gender: decoded.gender }).toEqual(c.birth);
    }
  });
});

describe('shared vectors: the dates', () => {
  const now = localNoon(DATES.today);

  it.each(DATES.birthDate.map((c) => [title(c.date, c.note), c] as const))('birth date %s (registrations/fieldRules.ts isCalendarDate)', (_, c) => {
    expect(isCalendarDate(c.date, now.getTime())).toBe(expectedOn(c.valid, 'sandbox'));
  });

  it.each(DATES.age.map((c) => [`${c.birthDate} on ${c.today}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    '§5 age of %s (registrations/fieldRules.ts ageOn)',
    (_, c) => {
      expect(ageOn(c.birthDate, localNoon(c.today))).toBe(c.age);
    },
  );

  const { messages, cases } = DATES.documentDates;
  const message = (error: DocumentDateError | null) => (error === null ? undefined : messages[error]);
  it.each(cases.map((c) => [`${title(c.issueDate)} -> ${title(c.expiryDate)}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    'document dates %s (registrations/identityDocument.ts documentBodySchema)',
    (_, c) => {
      const parsed = documentBodySchema(() => now).safeParse({
        documentType: 'PASSAPORTO',
        documentNumber: 'YA1234567',
        issueDate: c.issueDate,
        expiryDate: c.expiryDate,
        issuingAuthority: 'Questura',
        issuingPlace: 'Milano',
      });
      const issues = parsed.success ? [] : parsed.error.issues;
      const first = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      expect(first('issueDate')).toBe(message(expectedOn(c.issue, 'sandbox')));
      expect(first('expiryDate')).toBe(message(expectedOn(c.expiry, 'sandbox')));
      // The other fields are valid: the dates' issues are the only ones.
      expect(issues.every((issue) => issue.path[0] === 'issueDate' || issue.path[0] === 'expiryDate')).toBe(true);
    },
  );
});

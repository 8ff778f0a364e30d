/**
 * The client's side of the shared test vectors (test/vectors): the partita IVA, the fiscal code and the date
 * rules, case by case the same as the sandbox's demo-host/server/shared-rules.vectors.test.ts, so the two copies
 * of each rule cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import { DATES, expectedOn, FISCAL_CODE, localNoon, title, typedDate, VAT_NUMBER } from '../../test/vectors';
import type { DocumentDateError } from '../../test/vectors';
import { ageFromBirthDate, birthDateSchema } from './birth-date';
import { VatNumberSchema } from './business';
import { expiryDateProblem, issueDateProblem } from './document-dates';
import { fiscalCodeBirthData, isValidFiscalCode } from './fiscal-code';
import { normaliseVatNumber } from './vat-number';

describe('shared vectors: the partita IVA (vat-number.ts, business.ts VatNumberSchema)', () => {
  it.each(VAT_NUMBER.cases.map((c) => [title(c.input, c.note), c] as const))('%s', (_, c) => {
    expect(normaliseVatNumber(c.input)).toBe(c.normalised);
    const parsed = VatNumberSchema.safeParse(c.input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(c.error === null ? null : VAT_NUMBER.messages[c.error]);
    if (parsed.success) expect(parsed.data).toBe(c.normalised);
  });
});

describe('shared vectors: §5 FISCAL_CODE (fiscal-code.ts)', () => {
  it.each(FISCAL_CODE.cases.map((c) => [title(c.input, c.note), c] as const))('%s', (_, c) => {
    const valid = expectedOn(c.valid, 'client');
    expect(isValidFiscalCode(c.input)).toBe(valid);
    if (valid && c.birth) {
      const { gender, ...date } = c.birth;
      expect(fiscalCodeBirthData(c.input)).toEqual({ ...date, female: gender === 'F' });
    }
  });
});

describe('shared vectors: the dates', () => {
  const now = localNoon(DATES.today);

  it.each(DATES.birthDate.map((c) => [title(c.date, c.note), c] as const))('birth date %s (birth-date.ts birthDateSchema)', (_, c) => {
    expect(birthDateSchema(() => now).safeParse(typedDate(c.date)).success).toBe(expectedOn(c.valid, 'client'));
  });

  it.each(DATES.age.map((c) => [`${c.birthDate} on ${c.today}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    '§5 age of %s (format/dates.ts ageFromBirthDate)',
    (_, c) => {
      expect(ageFromBirthDate(c.birthDate, localNoon(c.today))).toBe(c.age);
      expect(ageFromBirthDate(typedDate(c.birthDate), localNoon(c.today))).toBe(c.age);
    },
  );

  const { messages, cases } = DATES.documentDates;
  const message = (error: DocumentDateError | null) => (error === null ? undefined : messages[error]);
  it.each(cases.map((c) => [`${title(c.issueDate)} -> ${title(c.expiryDate)}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    'document dates %s (document-dates.ts)',
    (_, c) => {
      const issue = typedDate(c.issueDate);
      expect(issueDateProblem(issue, now)).toBe(message(expectedOn(c.issue, 'client')));
      expect(expiryDateProblem(typedDate(c.expiryDate), issue, now)).toBe(message(expectedOn(c.expiry, 'client')));
    },
  );
});

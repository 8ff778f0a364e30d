import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  DOCUMENT_DATE_MESSAGES as M,
  expiryAfterIssue,
  expiryDateProblem,
  expiryDateSchema,
  issueDateProblem,
  issueDateSchema,
  parseTypedDate,
} from './document-dates';
import { REQUIRED } from './messages';

/** A fixed "today" in the afternoon: only the calendar day counts. */
const TODAY = new Date(2024, 2, 15, 16, 30); // 15/03/2024
const today = () => TODAY;

const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('document dates (DocumentData, spec §4 CONSUMER 7,1; §9 day/month/year)', () => {
  it('§9 reads dd/mm/yyyy calendar days only', () => {
    expect(parseTypedDate('05/03/2020')).toEqual(new Date(2020, 2, 5));
    expect(parseTypedDate(' 29/02/2024 ')).toEqual(new Date(2024, 1, 29));
    for (const bad of ['31/02/2020', '29/02/2023', '31/04/2020', '00/01/2020', '01/13/2020', '5/3/2020', '05/03/20', '2020-03-05', '05-03-2020', '', 'gg/mm/aaaa', '01/01/1899']) {
      expect(parseTypedDate(bad), bad).toBeUndefined();
    }
    expect(parseTypedDate('01/01/1900')).toEqual(new Date(1900, 0, 1));
  });

  it('§5 both dates are required', () => {
    expect(issueDateProblem('', TODAY)).toBe(REQUIRED);
    expect(expiryDateProblem('  ', '01/01/2020', TODAY)).toBe(REQUIRED);
    expect(messagesOf(issueDateSchema(today), '')).toEqual([REQUIRED]);
    expect(messagesOf(expiryDateSchema(today), ' ')).toEqual([REQUIRED]);
  });

  it('a date that does not exist (31/02, 29/02 of a common year) is refused', () => {
    for (const bad of ['31/02/2020', '29/02/2023', '32/01/2020', '15/3/2020']) {
      expect(issueDateProblem(bad, TODAY), bad).toBe(M.invalid);
      expect(expiryDateProblem(bad, '', TODAY), bad).toBe(M.invalid);
    }
    expect(messagesOf(issueDateSchema(today), '31/02/2020')).toEqual([M.invalid]);
    expect(messagesOf(expiryDateSchema(today), '31/02/2030')).toEqual([M.invalid]);
  });

  it('leap days: 29/02 of a leap year is a real date', () => {
    expect(issueDateProblem('29/02/2024', TODAY)).toBeUndefined();
    expect(issueDateProblem('29/02/2000', TODAY)).toBeUndefined(); // divisible by 400
    expect(issueDateProblem('29/02/1900', TODAY)).toBe(M.invalid); // divisible by 100, not 400
    expect(expiryDateProblem('29/02/2028', '', TODAY)).toBeUndefined();
    expect(expiryDateProblem('29/02/2100', '', TODAY)).toBe(M.invalid);
  });

  it('the issue date may be today, not after: the today boundary', () => {
    expect(issueDateProblem('15/03/2024', TODAY)).toBeUndefined();
    expect(issueDateProblem('14/03/2024', TODAY)).toBeUndefined();
    expect(issueDateProblem('16/03/2024', TODAY)).toBe(M.issueInFuture);
    expect(issueDateProblem('15/03/2025', TODAY)).toBe(M.issueInFuture);
    // Just before midnight, today is still today.
    expect(issueDateProblem('15/03/2024', new Date(2024, 2, 15, 23, 59, 59))).toBeUndefined();
    expect(issueDateProblem('16/03/2024', new Date(2024, 2, 16, 0, 0, 0))).toBeUndefined();
    expect(messagesOf(issueDateSchema(today), '16/03/2024')).toEqual([M.issueInFuture]);
  });

  it('the expiry date must be after today: a document expiring today is refused', () => {
    expect(expiryDateProblem('16/03/2024', '', TODAY)).toBeUndefined();
    expect(expiryDateProblem('15/03/2024', '', TODAY)).toBe(M.expired);
    expect(expiryDateProblem('14/03/2024', '', TODAY)).toBe(M.expired);
    expect(expiryDateProblem('01/01/2000', '', TODAY)).toBe(M.expired);
    expect(messagesOf(expiryDateSchema(today), '15/03/2024')).toEqual([M.expired]);
    expect(messagesOf(expiryDateSchema(today), '16/03/2024')).toEqual([]);
  });

  it('"today" is read at each check (a long-open form sees the new day)', () => {
    let now = new Date(2024, 2, 15, 23, 59);
    const schema = issueDateSchema(() => now);
    expect(messagesOf(schema, '16/03/2024')).toEqual([M.issueInFuture]);
    now = new Date(2024, 2, 16, 0, 1);
    expect(messagesOf(schema, '16/03/2024')).toEqual([]);
  });

  it('the expiry date must be after the issue date', () => {
    expect(expiryDateProblem('01/01/2030', '01/01/2020', TODAY)).toBeUndefined();
    // With a future issue date (itself refused), the expiry says which one is wrong.
    expect(expiryDateProblem('01/01/2030', '01/01/2030', TODAY)).toBe(M.expiryBeforeIssue);
    expect(expiryDateProblem('01/01/2030', '02/01/2030', TODAY)).toBe(M.expiryBeforeIssue);
    // An unreadable issue date is the issue field's problem, not the expiry's.
    expect(expiryDateProblem('01/01/2030', '31/02/2020', TODAY)).toBeUndefined();
  });

  it('expiryAfterIssue reports on expiryDate, even while another field of the form is wrong', () => {
    const form = z
      .object({ other: z.string().check(z.minLength(1, { error: 'altro' })), issueDate: issueDateSchema(today), expiryDate: expiryDateSchema(today) })
      .check(expiryAfterIssue());
    const issues = (value: Record<string, string>) => {
      const result = form.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({ other: 'x', issueDate: '01/01/2020', expiryDate: '01/01/2030' })).toEqual([]);
    expect(issues({ other: '', issueDate: '02/01/2030', expiryDate: '01/01/2030' })).toEqual([
      ['other', 'altro'],
      ['issueDate', M.issueInFuture],
      ['expiryDate', M.expiryBeforeIssue],
    ]);
    expect(issues({ other: 'x', issueDate: '', expiryDate: '01/01/2030' })).toEqual([['issueDate', REQUIRED]]);
  });
});

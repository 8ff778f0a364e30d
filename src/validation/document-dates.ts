/**
 * The dates of an identity document (DocumentData, spec §4 CONSUMER 7,1), typed as dd/mm/yyyy (§9
 * default date display): the issue date and the expiry date. Spec §5 says "Other field rules: not
 * shown", so the rules and messages are ours:
 * - both required (§5 required message), both real calendar days written dd/mm/yyyy (31/02 is refused),
 *   years from {@link DOCUMENT_DATE_MIN_YEAR} on (an earlier one is a typing slip);
 * - the issue date is not after today (a document issued today is fine);
 * - the expiry date is after today (a document expiring today is refused: it would have expired before
 *   the bank checks it);
 * - the expiry date is after the issue date (implied by the two rules above when both hold; it still
 *   tells the user which date is wrong when the issue date is in the future).
 *
 * "Today" is passed in, so the boundary is tested with a fixed clock; the screens read it at each check.
 */
import { isAfter, isBefore, startOfDay } from 'date-fns';
import * as z from 'zod/mini';
import { required } from './common';
import { REQUIRED } from './messages';
import { parseBirthDate } from '../format/dates';

/** Years before this are refused as not a real date of a document in use. */
const DOCUMENT_DATE_MIN_YEAR = 1900;

/** The messages of the document dates (wording ours: §5 shows none). */
export const DOCUMENT_DATE_MESSAGES = {
  invalid: 'Inserisci una data valida nel formato gg/mm/aaaa',
  issueInFuture: 'La data di rilascio non può essere successiva a oggi',
  expired: 'Il documento è scaduto: la data di scadenza deve essere successiva a oggi',
  expiryBeforeIssue: 'La data di scadenza deve essere successiva alla data di rilascio',
} as const;

/** A typed dd/mm/yyyy date as a local calendar day; undefined unless it is exactly that and exists. */
export function parseTypedDate(text: string): Date | undefined {
  const value = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return undefined;
  const date = parseBirthDate(value);
  return date && date.getFullYear() >= DOCUMENT_DATE_MIN_YEAR ? date : undefined;
}

/** Why a typed issue date is refused on `today`, or undefined when it is fine. */
export function issueDateProblem(text: string, today: Date): string | undefined {
  if (text.trim() === '') return REQUIRED;
  const date = parseTypedDate(text);
  if (!date) return DOCUMENT_DATE_MESSAGES.invalid;
  if (isAfter(date, startOfDay(today))) return DOCUMENT_DATE_MESSAGES.issueInFuture;
  return undefined;
}

/**
 * Why a typed expiry date is refused on `today`, given the typed issue date (compared only when it is
 * a readable date), or undefined when it is fine.
 */
export function expiryDateProblem(text: string, issueText: string, today: Date): string | undefined {
  if (text.trim() === '') return REQUIRED;
  const date = parseTypedDate(text);
  if (!date) return DOCUMENT_DATE_MESSAGES.invalid;
  if (!isAfter(date, startOfDay(today))) return DOCUMENT_DATE_MESSAGES.expired;
  const issue = parseTypedDate(issueText);
  if (issue && !isBefore(issue, date)) return DOCUMENT_DATE_MESSAGES.expiryBeforeIssue;
  return undefined;
}

/** The issue-date field: trimmed, required, {@link issueDateProblem}. */
export function issueDateSchema(today: () => Date = () => new Date()) {
  return z.string().check(
    z.trim(),
    required(),
    z.superRefine((value: string, ctx) => {
      const problem = issueDateProblem(value, today());
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );
}

/**
 * The expiry-date field on its own (required, readable, after today). The comparison with the issue date
 * needs both fields: {@link expiryAfterIssue} adds it to the form's object schema.
 */
export function expiryDateSchema(today: () => Date = () => new Date()) {
  return z.string().check(
    z.trim(),
    required(),
    z.superRefine((value: string, ctx) => {
      const problem = expiryDateProblem(value, '', today());
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );
}

/**
 * The object check "expiry after issue", reported on `expiryDate`. It runs whenever both dates are
 * readable, even while other fields of the form are still wrong (zod skips object checks after any
 * issue unless told `when`), so the message shows as soon as the two dates are typed.
 */
export function expiryAfterIssue<T extends { issueDate: string; expiryDate: string }>() {
  return z.refine<T>(
    (value) => {
      const issue = parseTypedDate(value.issueDate);
      const expiry = parseTypedDate(value.expiryDate);
      return !issue || !expiry || isBefore(issue, expiry);
    },
    {
      error: DOCUMENT_DATE_MESSAGES.expiryBeforeIssue,
      path: ['expiryDate'],
      when: (payload) => {
        const value = payload.value as Partial<T> | undefined;
        return typeof value?.issueDate === 'string' && typeof value.expiryDate === 'string';
      },
    },
  );
}

/**
 * Test vectors of the rules the client (src/validation, src/format) and the sandbox (demo-host/server) both check:
 * the partita IVA, the fiscal code and the dates. One client test (src/validation/shared-rules.vectors.test.ts)
 * and one sandbox test (demo-host/server/shared-rules.vectors.test.ts) run every case, so the two copies of a
 * rule cannot drift apart unnoticed. A case both copies answer alike holds one expectation; a difference found
 * between them holds one per side (`{ client, sandbox }`) and a note saying why, so it stays visible and pinned.
 */
import dates from './dates.json';
import fiscalCode from './fiscal-code.json';
import vatNumber from './vat-number.json';

/** The side that runs a vector. */
export type Side = 'client' | 'sandbox';

/** One expectation, or one per side where the two copies of a rule differ. */
export type Expected<T> = T | { client: T; sandbox: T };

/** What `side` must answer. */
export function expectedOn<T>(expected: Expected<T>, side: Side): T {
  return typeof expected === 'object' && expected !== null && 'client' in expected && 'sandbox' in expected ? expected[side] : (expected as T);
}

/** A case's title: its note, or its input. */
export function title(input: string, note?: string): string {
  return note ? `${JSON.stringify(input)} (${note})` : JSON.stringify(input);
}

/** A well-formed `YYYY-MM-DD` as the client's fields take it (`gg/mm/aaaa`); anything else as it is. */
export function typedDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** A `YYYY-MM-DD` day at local noon: the "today" of a case (noon, so no time zone moves it to another day). */
export function localNoon(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export type VatError = keyof typeof vatNumber.messages;

export interface VatCase {
  input: string;
  normalised: string;
  error: VatError | null;
  note?: string;
}

interface BirthFacts {
  year2: number;
  month: number;
  day: number;
  gender: 'M' | 'F';
}

export interface FiscalCodeCase {
  input: string;
  valid: Expected<boolean>;
  birth?: BirthFacts;
  note?: string;
}

export interface BirthDateCase {
  date: string;
  valid: Expected<boolean>;
  note?: string;
}

export interface AgeCase {
  birthDate: string;
  today: string;
  age: number;
  note?: string;
}

export type DocumentDateError = keyof typeof dates.documentDates.messages;

export interface DocumentDatesCase {
  issueDate: string;
  expiryDate: string;
  issue: Expected<DocumentDateError | null>;
  expiry: Expected<DocumentDateError | null>;
  note?: string;
}

export const VAT_NUMBER = {
  messages: vatNumber.messages as Record<VatError, string>,
  cases: vatNumber.cases as VatCase[],
};

export const FISCAL_CODE = { today: fiscalCode.today, cases: fiscalCode.cases as FiscalCodeCase[] };

export const DATES = {
  today: dates.today,
  birthDate: dates.birthDate.cases as BirthDateCase[],
  age: dates.age.cases as AgeCase[],
  documentDates: {
    messages: dates.documentDates.messages as Record<DocumentDateError, string>,
    cases: dates.documentDates.cases as DocumentDatesCase[],
  },
};

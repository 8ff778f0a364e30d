/**
 * The draft's shape and its empty value, which the instance's store holds from the start, apart from the
 * draft's parsing and pre-registration body (registration/draft.ts), which only the data steps need: the
 * element's entry carries these few lines, not the parsers.
 */
import type { ScreenId } from '../flows';

/** The fields of the data steps (the access code is never saved anywhere but memory). */
export interface RegistrationDraft {
  /** dd/mm/yyyy as typed (AgeForm). */
  birthDate: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The digits after the fixed +39 (EmailForm). */
  phoneNumber: string;
  /** Optional promo (member-get-member) code, '' when none. */
  mgmCode: string;
  /** Ids of the accepted terms (PrivacyForm). */
  consents: string[];
  /** The chosen 5-digit access code (CodeForm); the future login password. */
  accessCode: string;
  /** BUSINESS only (NameForm 1,1): the business's name. */
  businessName: string;
  /** BUSINESS only: the partita IVA as typed (sent as its 11 digits). */
  vatNumber: string;
  /** A liberal professional's register (a code of PROFESSIONAL_REGISTERS), '' otherwise. */
  professionalRegister: string;
  /** A liberal professional's register number, '' otherwise. */
  registerNumber: string;
}

/** The business fields of a draft that is not a business's. */
export const BUSINESS_FIELDS_EMPTY = { businessName: '', vatNumber: '', professionalRegister: '', registerNumber: '' } as const;

export const EMPTY_DRAFT: RegistrationDraft = {
  birthDate: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  mgmCode: '',
  consents: [],
  accessCode: '',
  ...BUSINESS_FIELDS_EMPTY,
};

export type DraftField = keyof RegistrationDraft;

/** A server error that belongs on a field of an earlier screen (shown when that screen mounts). */
export interface PendingFieldError {
  screen: ScreenId;
  field: string;
  message: string;
}

/** A text field of saved registration data (`registration.data`), '' when missing or not text. */
export function savedText(data: Readonly<Record<string, unknown>> | null | undefined, key: string): string {
  const value = data?.[key];
  return typeof value === 'string' ? value : '';
}


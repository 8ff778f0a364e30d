/**
 * What the visitor types in the data steps of spec §4 (CONSUMER step 1) before the registration exists:
 * AgeForm to ConfirmCodeForm. Pre-registration (`POST registrations/pre-register`) turns it into a
 * registration whose `data` carries the same fields, so a resumed session prefills the forms from there.
 *
 * The draft lives in the instance's memory only: the visitor has not accepted the privacy notice yet
 * (PrivacyForm comes later), so their personal data is not written to any storage, and a reload before
 * pre-registration lands on the landing page as spec §4 says for a visitor without a token.
 */
import { parseBirthDate } from '../format/dates';
import type { ScreenId } from '../flows';
import { normaliseVatNumber, type CompanyType } from '../validation/vat-number';
import { EMPTY_DRAFT, savedText, type DraftField, type RegistrationDraft } from './draft-state';

export {
  BUSINESS_FIELDS_EMPTY,
  EMPTY_DRAFT,
  savedText,
  type DraftField,
  type PendingFieldError,
  type RegistrationDraft,
} from './draft-state';

/** The screen that owns each pre-registration field (where a server error on it is shown, spec §5). */
export const FIELD_SCREENS: Readonly<Record<DraftField, ScreenId>> = {
  birthDate: 'AgeForm',
  firstName: 'NameForm',
  lastName: 'NameForm',
  email: 'EmailForm',
  phoneNumber: 'EmailForm',
  mgmCode: 'EmailForm',
  consents: 'PrivacyForm',
  accessCode: 'CodeForm',
  // BUSINESS only, the business name form (1,1); the server names them `business.<field>`.
  businessName: 'NameForm',
  vatNumber: 'NameForm',
  professionalRegister: 'NameForm',
  registerNumber: 'NameForm',
};

/** 'dd/mm/yyyy' (as typed) -> 'yyyy-mm-dd' (the API's dates); '' when unreadable. */
export function toApiDate(typed: string): string {
  const date = parseBirthDate(typed);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'yyyy-mm-dd' (API) -> 'dd/mm/yyyy' (as shown and typed); anything else unchanged. */
export function fromApiDate(value: string): string {
  // A reordering of the digits (only for a day that exists): the entry needs no date formatter for it.
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match && parseBirthDate(value) ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * AgeForm's birth-date mask (§9 "default date display day/month/year"): keeps the digits of what was
 * typed, at most 8, and puts the slashes in as the digits arrive ('01011990' -> '01/01/1990'). A slash
 * is only added once a digit follows it, so deleting backwards is never blocked.
 */
export function maskBirthDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * The draft a resumed registration stands for: the fields pre-registration saved in `registration.data`
 * (birth date back to dd/mm/yyyy), and a business's from `registration.business`. The access code is never among them.
 */
export function draftFromRegistrationData(
  data: Readonly<Record<string, unknown>> | null | undefined,
  business?: Readonly<Record<string, unknown>> | null,
): RegistrationDraft {
  const businessFields = {
    businessName: savedText(business, 'businessName'),
    vatNumber: savedText(business, 'vatNumber'),
    professionalRegister: savedText(business, 'professionalRegister'),
    registerNumber: savedText(business, 'registerNumber'),
  };
  if (!data) return { ...EMPTY_DRAFT, consents: [], ...businessFields };
  return {
    birthDate: fromApiDate(savedText(data, 'birthDate')),
    firstName: savedText(data, 'firstName'),
    lastName: savedText(data, 'lastName'),
    email: savedText(data, 'email'),
    phoneNumber: savedText(data, 'phoneNumber'),
    mgmCode: savedText(data, 'mgmCode'),
    consents: Array.isArray(data['consents']) ? data['consents'].filter((c): c is string => typeof c === 'string') : [],
    accessCode: '',
    ...businessFields,
  };
}

/** The flows pre-registration can open (spec §4: the data steps of CONSUMER, MINOR and BUSINESS). */
export type PreRegistrationFlow = 'CONSUMER' | 'MINOR' | 'BUSINESS';

/** The business part of a BUSINESS pre-registration (the sandbox's contract). */
interface PreRegisterBusiness {
  companyType: CompanyType;
  businessName: string;
  /** The 11 digits. */
  vatNumber: string;
  /** LP only, else null. */
  professionalRegister: string | null;
  registerNumber: string | null;
}

/** Body of `POST registrations/pre-register` (spec §7 "the pre-registration data"). */
export interface PreRegisterBody {
  flow: PreRegistrationFlow;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd. */
  birthDate: string;
  email: string;
  /** Digits after +39. */
  phoneNumber: string;
  accessCode: string;
  mgmCode: string | null;
  consents: string[];
  /** BUSINESS only. */
  business?: PreRegisterBusiness;
}

/** The business of a BUSINESS draft, as pre-registration sends it. */
function businessOf(draft: RegistrationDraft, companyType: CompanyType): PreRegisterBusiness {
  const lp = companyType === 'LP';
  return {
    companyType,
    businessName: draft.businessName.trim(),
    vatNumber: normaliseVatNumber(draft.vatNumber),
    professionalRegister: lp ? draft.professionalRegister : null,
    registerNumber: lp ? draft.registerNumber.trim().toUpperCase() : null,
  };
}

/** The pre-register body of a complete draft; a BUSINESS one carries its business (`companyType` from the flags). */
export function preRegisterBody(draft: RegistrationDraft, flow: PreRegistrationFlow, companyType: CompanyType = 'DI'): PreRegisterBody {
  return {
    ...(flow === 'BUSINESS' ? { business: businessOf(draft, companyType) } : {}),
    flow,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    birthDate: toApiDate(draft.birthDate),
    email: draft.email.trim(),
    phoneNumber: draft.phoneNumber.trim(),
    accessCode: draft.accessCode,
    mgmCode: draft.mgmCode.trim() || null,
    consents: [...draft.consents],
  };
}

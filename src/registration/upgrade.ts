/**
 * Upgrade mode of the data steps (spec §4 "UPGRADE_MINOR_MAJOR / UPGRADE_LEVEL_B_A /
 * UPGRADE_CORPORATE_CONSUMER: data steps, then ConfirmEmail, …"), as pure functions: which of a screen's
 * fields the bank already knows (the customer's `profile` from `users/me/details`), which it asks, and
 * what the screen saves with `POST registrations/{id}/update` (never pre-registration: the customer
 * already has an account, an access code and a certified phone).
 *
 * Rules (decisions):
 * - A field is KNOWN when the profile has a value for it: shown read-only (KnownData), never validated
 *   (the customer could not correct it) and saved as the profile has it.
 * - A field is ASKED when the profile lacks it, with the screen's normal field and §5 rules, starting from
 *   what this upgrade registration already saved (`registration.data`), if anything.
 * - The promo code (mgmCode) is NOT ASKED: a member-get-member code is for new customers.
 * - The save sends the screen's whole set of fields, known and typed (the sandbox checks the Citizenship
 *   fields together), in the profile's formats: birth date yyyy-mm-dd, phone '+39…'.
 */
import type { User } from '../api/schemas';
import { DetailsProfileSchema, WalletCardSchema, type Profile } from '../api/upgrade-schemas';
import { countryName } from './countries';
import { DEFAULT_PHONE_PREFIX } from '../validation/mobile-phone';
import { fromApiDate, savedText, toApiDate } from './draft';

/** The data-step fields the profile can know (its keys have the same names). */
const PROFILE_FIELDS = ['birthDate', 'firstName', 'lastName', 'email', 'phoneNumber', 'citizenship', 'birthPlace', 'fiscalCode'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

const isProfileField = (field: string): field is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(field);

/** The phone prefix the profile keeps and the forms show fixed (§5 PHONE_PREFIX, §9 default +39). */
const PHONE_PREFIX = DEFAULT_PHONE_PREFIX;

/** The profile the upgrade start-up stored on the user (`user.details.profile`), or null. */
export function profileOf(user: User | null | undefined): Profile | null {
  const details = (user as { details?: unknown } | null | undefined)?.details;
  const parsed = DetailsProfileSchema.safeParse(details ?? {});
  return parsed.success ? (parsed.data.profile ?? null) : null;
}

/** A saved value (profile or registration data) as the form holds it: dd/mm/yyyy, the digits after +39. */
function formValue(field: string, saved: string): string {
  if (field === 'birthDate') return fromApiDate(saved);
  if (field === 'phoneNumber') return saved.startsWith(PHONE_PREFIX) ? saved.slice(PHONE_PREFIX.length).trim() : saved;
  return saved;
}

/** A form value as the profile and the registration's data keep it (what the upgrade's update sends). */
function savedValue(field: string, typed: string): string {
  const value = typed.trim();
  if (field === 'birthDate') return toApiDate(value);
  if (field === 'phoneNumber') return `${PHONE_PREFIX}${value.replace(/\s+/g, '')}`;
  if (field === 'fiscalCode') return value.toUpperCase();
  return value;
}

/** A known value as KnownData shows it: the date as typed, the phone with its prefix, the country's name. */
export function shownValue(field: string, value: string): string {
  if (field === 'phoneNumber') return `${PHONE_PREFIX} ${value}`;
  if (field === 'citizenship') return countryName(value);
  return value;
}

export interface UpgradeFields<F extends string> {
  /** Fields the profile knows, in the screen's order, with their form values. */
  known: { field: F; value: string }[];
  /** Fields asked with the screen's normal fields. */
  asked: F[];
  /** The form's starting values: known ones from the profile, asked ones from the saved data ('' if none). */
  values: Record<F, string>;
}

/** Which of a screen's fields are known, which asked (see the module's rules). */
export function upgradeFields<F extends string>(
  fields: readonly F[],
  profile: Profile | null,
  data: Readonly<Record<string, unknown>> | null | undefined,
): UpgradeFields<F> {
  const known: { field: F; value: string }[] = [];
  const asked: F[] = [];
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const fromProfile = isProfileField(field) ? profile?.[field] : undefined;
    if (fromProfile) {
      const value = formValue(field, fromProfile);
      known.push({ field, value });
      values[field] = value;
    } else {
      if (isProfileField(field)) asked.push(field);
      values[field] = formValue(field, savedText(data, field));
    }
  }
  return { known, asked, values };
}

/** The `data` of the upgrade's update: the screen's known and asked fields, in the saved formats. */
export function upgradeData<F extends string>(
  fields: UpgradeFields<F>,
  typed: Partial<Record<F, string>>,
): Record<string, string> {
  const data: Record<string, string> = {};
  for (const { field, value } of fields.known) data[field] = savedValue(field, value);
  for (const field of fields.asked) data[field] = savedValue(field, typed[field] ?? '');
  return data;
}

/**
 * ConfirmEmail in an upgrade: nothing to confirm when the profile's e-mail is confirmed and the upgrade
 * did not save another address.
 */
export function emailConfirmedByProfile(profile: Profile | null, data: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (profile?.emailConfirmed !== true || !profile.email) return false;
  const saved = savedText(data, 'email');
  return saved === '' || saved.trim().toLowerCase() === profile.email.trim().toLowerCase();
}

/** The birth date (yyyy-mm-dd) the fiscal code must match: the registration's, else the profile's. */
export function birthDateToMatch(data: Readonly<Record<string, unknown>> | null | undefined, profile: Profile | null): string {
  return savedText(data, 'birthDate') || profile?.birthDate || '';
}

/** The prepaid card product of the wallet's card (`walletInstrumentResource.prepaidCardId`), if any. */
export function walletCardId(instrument: unknown): string | undefined {
  const parsed = WalletCardSchema.safeParse(instrument ?? {});
  return parsed.success ? (parsed.data.walletInstrumentResource?.prepaidCardId ?? undefined) : undefined;
}

/**
 * The card CardCarousel starts with: the registration's (a card already chosen, or the one the upgrade
 * started with), else the wallet's card (UPGRADE_MINOR_MAJOR: the former minor keeps their card), when
 * it is among the cards offered.
 */
export function initialCardId(offered: readonly string[], chosen: string | undefined, walletCard: string | undefined): string {
  if (chosen && offered.includes(chosen)) return chosen;
  if (walletCard && offered.includes(walletCard)) return walletCard;
  return '';
}

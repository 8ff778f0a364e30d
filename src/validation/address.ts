/**
 * The address rule family of spec §5: ADDRESS, CITY, HOUSE_NUMBER and FULL_ADDRESS. Every pattern also
 * accepts the output of `normaliseAddress` (upper case, "A'" for "à"), and each needs at least one
 * letter or digit, so a value of only spaces or punctuation is refused.
 */
import * as z from 'zod/mini';
import { maxLength, required } from './common';
import { ADDRESS, INVALID_VALUE } from './messages';

/** §5 "some accents": the accented vowels of Italian, both cases. */
const ITALIAN_ACCENTS = 'àèéìíòóùúÀÈÉÌÍÒÓÙÚ';

/** §5 ADDRESS: letters, digits, the Italian accented vowels, spaces, apostrophes (' and ’). */
const ADDRESS_PATTERN = new RegExp(`^(?=.*[A-Za-z0-9])[A-Za-z0-9${ITALIAN_ACCENTS} '’]+$`);

/**
 * §5 CITY: letters (any alphabet and accent: a birth place may be abroad, e.g. "Köln", "São Paulo"),
 * hyphens, spaces, apostrophes.
 */
const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\- '’]+$/u;

/** §5 HOUSE_NUMBER: letters, digits, slash, space, dot, apostrophe, hyphen ("12/B", "KM 3.5", "SNC"). */
const HOUSE_NUMBER_PATTERN = /^(?=.*[\p{L}\d])[\p{L}\d/ .'’-]+$/u;

/** §5 FULL_ADDRESS: ADDRESS's characters plus commas, slashes, dots and hyphens ("VIA ROMA, 12/B"). */
const FULL_ADDRESS_PATTERN = new RegExp(`^(?=.*[A-Za-z0-9])[A-Za-z0-9${ITALIAN_ACCENTS} '’,/.-]+$`);

/** §5 ADDRESS check, with the address message. */
function address() {
  return z.regex(ADDRESS_PATTERN, { error: ADDRESS });
}

/** §5 CITY check, with the generic message. */
export function city() {
  return z.regex(CITY_PATTERN, { error: INVALID_VALUE });
}

/** §5 HOUSE_NUMBER check, with the generic message. */
function houseNumber() {
  return z.regex(HOUSE_NUMBER_PATTERN, { error: INVALID_VALUE });
}

/** §5 FULL_ADDRESS check, with the generic message. */
export function fullAddress() {
  return z.regex(FULL_ADDRESS_PATTERN, { error: INVALID_VALUE });
}

/**
 * Longest values the address fields take (hostile input: §5 gives no limit, and without one a pasted
 * 10,000-character text would go to the bank). Ours, generous for real values: the longest Italian comune has 34 characters, a foreign
 * birth place a few more; a street with its qualifier fits in 60; a house number such as "12/B SCALA C INT 4" in 20.
 * Refused with the §5 max-length message.
 */
export const ADDRESS_MAX_LENGTH = 60;
export const CITY_MAX_LENGTH = 60;
export const HOUSE_NUMBER_MAX_LENGTH = 20;
export const FULL_ADDRESS_MAX_LENGTH = 100;

/** §5 ADDRESS field: trimmed, NFC-normalised, required, the address pattern, at most {@link ADDRESS_MAX_LENGTH}. */
export const AddressSchema = z.string().check(z.trim(), z.normalize('NFC'), required(), address(), maxLength(ADDRESS_MAX_LENGTH));
/** §5 CITY field: trimmed, NFC-normalised, required, the city pattern, at most {@link CITY_MAX_LENGTH}. */
export const CitySchema = z.string().check(z.trim(), z.normalize('NFC'), required(), city(), maxLength(CITY_MAX_LENGTH));
/** §5 HOUSE_NUMBER field: trimmed, required, the house-number pattern, at most {@link HOUSE_NUMBER_MAX_LENGTH}. */
export const HouseNumberSchema = z.string().check(z.trim(), required(), houseNumber(), maxLength(HOUSE_NUMBER_MAX_LENGTH));
/** §5 FULL_ADDRESS field: trimmed, NFC-normalised, required, the full-address pattern, at most {@link FULL_ADDRESS_MAX_LENGTH}. */
export const FullAddressSchema = z.string().check(z.trim(), z.normalize('NFC'), required(), fullAddress(), maxLength(FULL_ADDRESS_MAX_LENGTH));

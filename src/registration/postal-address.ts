/**
 * One postal address as the forms hold, check and send it: the residence and domicile of Addresses (spec §4
 * CONSUMER 3,0) and Shipment's other address (5,3). Five fields with the §5 rules of src/validation (ADDRESS,
 * HOUSE_NUMBER, CITY), the CAP (five digits) and a province among the Italian ones (provinces.ts); sent
 * normalised (§5: upper case, "A'" for "à", spaces collapsed). The API's shape is `PostalAddress` of
 * src/api/declarations-schemas.ts; the sandbox checks the same rules (demo-host/server/registrations/declarations.ts).
 */
import * as z from 'zod/mini';
import type { PostalAddress } from '../api/declarations-schemas';
import { AddressSchema, CitySchema, HouseNumberSchema } from '../validation/address';
import { normaliseAddress } from '../validation/address-typing';
import { required } from '../validation/common';
import { INVALID_VALUE } from '../validation/messages';
import { PostalCodeSchema } from '../validation/postal-code';
import { isProvinceCode } from './provinces';

export type { PostalAddress };

/** One address's fields: the form's names below the address's path, and the server's below its own. */
const ADDRESS_FIELDS = ['address', 'houseNumber', 'city', 'postalCode', 'province'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The five fields' rules. */
export const PostalAddressFormSchema = z.object({
  address: AddressSchema,
  houseNumber: HouseNumberSchema,
  city: CitySchema,
  postalCode: PostalCodeSchema,
  province: z.string().check(required(), z.refine(isProvinceCode, { error: INVALID_VALUE })),
});

/** An address not filled in yet. */
export const EMPTY_ADDRESS: PostalAddress = { address: '', houseNumber: '', city: '', postalCode: '', province: '' };

/** §5: the text fields are sent normalised (upper case, "A'" for "à", spaces collapsed). */
export function sentAddress(address: PostalAddress): PostalAddress {
  return {
    address: normaliseAddress(address.address),
    houseNumber: normaliseAddress(address.houseNumber),
    city: normaliseAddress(address.city),
    postalCode: address.postalCode,
    province: address.province,
  };
}

/**
 * The server's field names of an address (`<server>.city`…) mapped to the form's paths (`<form>.city`…),
 * for a step form's `serverFields`.
 */
export function addressServerFields<P extends string>(server: string, form: P): Record<string, `${P}.${AddressField}`> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [`${server}.${field}`, `${form}.${field}` as const]));
}

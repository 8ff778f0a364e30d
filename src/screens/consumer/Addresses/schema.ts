/**
 * The form schema of Addresses (spec §4 CONSUMER 3,0), from the §5 rules of src/validation: ADDRESS,
 * HOUSE_NUMBER, CITY, the CAP (5 digits) and a province among the Italian ones; the domicile's five
 * fields only when "Il domicilio è diverso dalla residenza" is ticked.
 */
import * as z from 'zod/mini';
import type { AddressesBody, PostalAddress, SavedAddresses } from '../../../api/declarations-schemas';
import { isProvinceCode } from '../../../registration/provinces';
import { AddressSchema, CitySchema, HouseNumberSchema } from '../../../validation/address';
import { normaliseAddress } from '../../../validation/address-typing';
import { required } from '../../../validation/common';
import { INVALID_VALUE } from '../../../validation/messages';
import { PostalCodeSchema } from '../../../validation/postal-code';

/** One address's fields (the form's names, also the server's under `residence.` / `domicile.`). */
export const ADDRESS_FIELDS = ['address', 'houseNumber', 'city', 'postalCode', 'province'] as const;

const PostalAddressFormSchema = z.object({
  address: AddressSchema,
  houseNumber: HouseNumberSchema,
  city: CitySchema,
  postalCode: PostalCodeSchema,
  province: z.string().check(required(), z.refine(isProvinceCode, { error: INVALID_VALUE })),
});

const AddressesUnion = z.discriminatedUnion('differentDomicile', [
  z.object({ residence: PostalAddressFormSchema, differentDomicile: z.literal(false) }),
  z.object({ residence: PostalAddressFormSchema, differentDomicile: z.literal(true), domicile: PostalAddressFormSchema }),
]);
export type AddressesFormOutput = z.infer<typeof AddressesUnion>;

/** What the form holds (the domicile's fields are there, empty, while the box is not ticked). */
export interface AddressesFormValues {
  residence: PostalAddress;
  differentDomicile: boolean;
  domicile: PostalAddress;
}

/**
 * The form's schema. Its input is typed as the form's values: the form always holds a domicile, which
 * the union reads only when the box is ticked (an unticked form's domicile is stripped).
 */
export const AddressesFormSchema = AddressesUnion as z.core.$ZodType<AddressesFormOutput, AddressesFormValues>;

const EMPTY_ADDRESS: PostalAddress = { address: '', houseNumber: '', city: '', postalCode: '', province: '' };

/** The form's starting values: what the registration saved, else empty. */
export function addressesDefaults(saved: SavedAddresses | null): AddressesFormValues {
  return {
    residence: { ...EMPTY_ADDRESS, ...saved?.residence },
    differentDomicile: Boolean(saved?.domicile),
    domicile: { ...EMPTY_ADDRESS, ...saved?.domicile },
  };
}

/** §5: the text fields are sent normalised (upper case, "A'" for "à", spaces collapsed). */
const toSent = (address: PostalAddress): PostalAddress => ({
  address: normaliseAddress(address.address),
  houseNumber: normaliseAddress(address.houseNumber),
  city: normaliseAddress(address.city),
  postalCode: address.postalCode,
  province: address.province,
});

/** The body of `POST registrations/{id}/addresses`. */
export function addressesBody(values: AddressesFormOutput): AddressesBody {
  return values.differentDomicile
    ? { residence: toSent(values.residence), domicile: toSent(values.domicile) }
    : { residence: toSent(values.residence) };
}

/**
 * The form schema of Addresses (spec §4 CONSUMER 3,0): one postal address's rules
 * (`PostalAddressFormSchema`, src/registration/postal-address.ts: §5 ADDRESS, HOUSE_NUMBER, CITY, the CAP
 * and a province among the Italian ones) for the residence, and for the domicile only when "Il domicilio
 * è diverso dalla residenza" is ticked.
 */
import * as z from 'zod/mini';
import type { AddressesBody, PostalAddress, SavedAddresses } from '../../../api/declarations-schemas';
import { EMPTY_ADDRESS, PostalAddressFormSchema, sentAddress } from '../../../registration/postal-address';

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

/** The form's starting values: what the registration saved, else empty. */
export function addressesDefaults(saved: SavedAddresses | null): AddressesFormValues {
  return {
    residence: { ...EMPTY_ADDRESS, ...saved?.residence },
    differentDomicile: Boolean(saved?.domicile),
    domicile: { ...EMPTY_ADDRESS, ...saved?.domicile },
  };
}

/** The body of `POST registrations/{id}/addresses` (§5: the text fields sent normalised). */
export function addressesBody(values: AddressesFormOutput): AddressesBody {
  return values.differentDomicile
    ? { residence: sentAddress(values.residence), domicile: sentAddress(values.domicile) }
    : { residence: sentAddress(values.residence) };
}

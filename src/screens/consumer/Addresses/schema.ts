/**
 * The form schema of Addresses (spec §4 CONSUMER 3,0): one postal address's rules
 * (`PostalAddressFormSchema`, src/registration/postal-address.ts: §5 ADDRESS, HOUSE_NUMBER, CITY, the CAP
 * and a province among the Italian ones) for the residence, and for the domicile only when "Il domicilio
 * è diverso dalla residenza" is ticked; in the BUSINESS flow also the registered office, when "La sede
 * dell'attività è diversa dalla residenza" is ticked (elsewhere that box is not shown and stays unticked).
 */
import * as z from 'zod/mini';
import type { AddressesBody } from '../../../api/contract-schemas';
import type { PostalAddress, SavedAddresses } from '../../../api/declarations-schemas';
import { EMPTY_ADDRESS, PostalAddressFormSchema, sentAddress } from '../../../registration/postal-address';

const AddressesUnion = z.discriminatedUnion('differentDomicile', [
  z.object({ residence: PostalAddressFormSchema, differentDomicile: z.literal(false) }),
  z.object({ residence: PostalAddressFormSchema, differentDomicile: z.literal(true), domicile: PostalAddressFormSchema }),
]);
const OfficeUnion = z.discriminatedUnion('differentOffice', [
  z.object({ differentOffice: z.literal(false) }),
  z.object({ differentOffice: z.literal(true), office: PostalAddressFormSchema }),
]);
const AddressesAndOffice = z.intersection(AddressesUnion, OfficeUnion);
export type AddressesFormOutput = z.infer<typeof AddressesAndOffice>;

/** What the form holds (the domicile's and office's fields are there, empty, while their box is not ticked). */
export interface AddressesFormValues {
  residence: PostalAddress;
  differentDomicile: boolean;
  domicile: PostalAddress;
  differentOffice: boolean;
  office: PostalAddress;
}

/**
 * The form's schema. Its input is typed as the form's values: the form always holds a domicile, which
 * the union reads only when the box is ticked (an unticked form's domicile is stripped).
 */
export const AddressesFormSchema = AddressesAndOffice as z.core.$ZodType<AddressesFormOutput, AddressesFormValues>;

/** The form's starting values: what the registration saved, else empty. */
export function addressesDefaults(saved: SavedAddresses | null): AddressesFormValues {
  return {
    residence: { ...EMPTY_ADDRESS, ...saved?.residence },
    differentDomicile: Boolean(saved?.domicile),
    domicile: { ...EMPTY_ADDRESS, ...saved?.domicile },
    differentOffice: Boolean(saved?.office),
    office: { ...EMPTY_ADDRESS, ...saved?.office },
  };
}

/** The body of `POST registrations/{id}/addresses` (§5: the text fields sent normalised). */
export function addressesBody(values: AddressesFormOutput): AddressesBody {
  return {
    residence: sentAddress(values.residence),
    ...(values.differentDomicile ? { domicile: sentAddress(values.domicile) } : {}),
    ...(values.differentOffice ? { office: sentAddress(values.office) } : {}),
  };
}

/**
 * The form schema of Shipment: where the card goes, the residence or another address. Another address has
 * the rules of every postal address (`PostalAddressFormSchema`, src/registration/postal-address.ts: §5
 * ADDRESS, HOUSE_NUMBER, CITY, the CAP and a province among the Italian ones), checked only when chosen.
 */
import * as z from 'zod/mini';
import type { ShipmentBody } from '../../../api/cards-schemas';
import type { PostalAddress } from '../../../api/declarations-schemas';
import { PostalAddressFormSchema, sentAddress } from '../../../registration/postal-address';
import { REQUIRED } from '../../../validation/messages';

/** What the form holds: the choice ('' until made) and the other address (empty while unused). */
export interface ShipmentValues {
  to: string;
  other: PostalAddress;
}

const ShipmentUnion = z.discriminatedUnion(
  'to',
  [z.object({ to: z.literal('RESIDENCE') }), z.object({ to: z.literal('OTHER'), other: PostalAddressFormSchema })],
  // No choice made: `to` is required.
  { error: REQUIRED },
);
export type ShipmentOutput = z.infer<typeof ShipmentUnion>;

/** The form's schema; its input is typed as the form's values (the other address is stripped for RESIDENCE). */
export const ShipmentSchema = ShipmentUnion as z.core.$ZodType<ShipmentOutput, ShipmentValues>;

/** The body of `POST registrations/{id}/shipment` (§5: another address's text fields sent normalised). */
export function shipmentBody(values: ShipmentOutput): ShipmentBody {
  return values.to === 'RESIDENCE' ? { to: 'RESIDENCE' } : { to: 'OTHER', address: sentAddress(values.other) };
}

/**
 * The form schema of Shipment: where the card goes, the residence or another address. Another address
 * follows spec §5 ADDRESS, HOUSE_NUMBER, CITY (src/validation/address.ts); the CAP (5 digits) and the
 * province (2 letters) are our rules (spec §5 shows none).
 */
import * as z from 'zod/mini';
import { AddressSchema, CitySchema, HouseNumberSchema } from '../../../validation/address';
import { required } from '../../../validation/common';
import { SHIPMENT_COPY as COPY } from './copy';

const ADDRESS_FIELDS = {
  address: AddressSchema,
  houseNumber: HouseNumberSchema,
  city: CitySchema,
  postalCode: z.string().check(z.trim(), required(), z.regex(/^\d{5}$/, { error: COPY.postalCodeInvalid })),
  province: z.string().check(z.trim(), required(), z.regex(/^[A-Za-z]{2}$/, { error: COPY.provinceInvalid })),
};
export type AddressField = keyof typeof ADDRESS_FIELDS;
export const ADDRESS_FIELD_NAMES = Object.keys(ADDRESS_FIELDS) as AddressField[];

export type ShipmentValues = { to: string; other: Record<AddressField, string> };

/** `to` required; the five fields checked only when the card goes to another address. */
export const ShipmentSchema = z.object({
  to: z.string().check(required()),
  other: z.object({
    address: z.string(),
    houseNumber: z.string(),
    city: z.string(),
    postalCode: z.string(),
    province: z.string(),
  }),
}).check(
  z.superRefine((values: { to: string; other: Record<AddressField, string> }, ctx) => {
    if (values.to !== 'OTHER') return;
    for (const field of ADDRESS_FIELD_NAMES) {
      const result = ADDRESS_FIELDS[field].safeParse(values.other[field]);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) ctx.issues.push({ code: 'custom', message: issue.message, input: values.other[field], path: ['other', field] });
    }
  }),
);

/**
 * zod schemas of CONSUMER step 5's calls (spec §4: ViewDocumentation, CardCarousel, CardDocumentation, and the
 * Shipment route of §2). Spec §3 says "Prepaid cards list fields: not shown": the fields are the sandbox's
 * (demo-host/server/README.md "Documents, card and delivery"), read loosely like every API object.
 */
import * as z from 'zod/mini';

/** One document of a prepaid card. */
const CardDocumentSchema = z.looseObject({ documentId: z.string(), description: z.nullish(z.string()) });
export type CardDocument = z.infer<typeof CardDocumentSchema>;

/** One prepaid card of `GET prepaid-cards`. */
export const PrepaidCardSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** URL of the card's picture. */
  image: z.nullish(z.string()),
  features: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((v: string[] | null | undefined) => v ?? []),
  ),
  /** Yearly fee in cents (spec §9: money is held in cents). */
  feeCents: z.nullish(z.number()),
  /** Sent by post (the Shipment step) rather than living in the app. */
  physical: z.boolean(),
  /** Its documents, to accept on CardDocumentation: static contracts opened by id (`documents/static-contracts/{id}`). */
  documents: z.pipe(
    z.nullish(z.array(CardDocumentSchema)),
    z.transform((v: CardDocument[] | null | undefined) => v ?? []),
  ),
});
export type PrepaidCard = z.infer<typeof PrepaidCardSchema>;

/** `GET prepaid-cards` after `_embedded` unwrapping. */
export const PrepaidCardsResponseSchema = z.looseObject({
  prepaidCards: z.pipe(
    z.nullish(z.array(PrepaidCardSchema)),
    z.transform((v: PrepaidCard[] | null | undefined) => v ?? []),
  ),
});

/**
 * Bodies of `POST registrations/{id}/terms`, `select-card` and `shipment` (the sandbox's call: spec §7 shows
 * none), inferred from their schemas in contract-schemas.ts.
 */
export type { SelectCardBody, ShipmentBody, TermsBody } from './contract-schemas';

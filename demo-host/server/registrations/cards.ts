/**
 * The documents, card choice and card delivery of CONSUMER step 5 (spec §4: ViewDocumentation, CardCarousel,
 * CardDocumentation, and the Shipment route of §2): what `POST registrations/{id}/terms`, `/select-card` and
 * the sandbox's `/shipment` accept, and where they keep it.
 *
 * Where it is stored (the registration's `data`, merged shallowly by updateRegistration, and the
 * `prepaid_card_resource_id` column the Registration entity's `prepaidCardResource` is read from):
 * - `data.documentsAccepted: string[]` — the account's static contracts accepted (terms, scope ACCOUNT);
 * - `prepaidCardResource: { id }` — the chosen card (select-card);
 * - `data.cardDocumentsAccepted: { cardId, documentIds }` — that card's documents accepted (terms, scope CARD);
 * - `data.shipment: { to: 'RESIDENCE' } | { to: 'OTHER', address }` — where a physical card goes (the address
 *   checked and stored normalised like those of `addresses`).
 * A minor's guardian (TutorCardDocumentation) accepts on their own keys (./signer.ts TUTOR:
 * `data.tutorDocumentsAccepted`, `data.tutorCardDocumentsAccepted`).
 */
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { ApiError } from '../errors';
import { findPrepaidCard } from '../prepaidCards';
import { requiredAccountDocuments } from '../staticContracts';
import type { Registration } from '../repositories/registrations';
import type { User } from '../repositories/users';
import { updateRegistration } from '../repositories/registrations';
import type { Signer } from './signer';
import { OWNER } from './signer';
import { postalAddressSchema, type PostalAddress } from './declarations';
import { MSG } from './messages';
import { upgradeKindOf } from './upgrades';

/** The sandbox's messages of these calls (spec §5 has none for them). */
export const CARD_MSG = {
  documentsRequired: 'Per proseguire devi accettare tutti i documenti',
  documentUnknown: 'Documento sconosciuto',
  cardUnknown: 'La carta scelta non esiste',
  cardMissing: 'Scegli prima una carta',
  residenceMissing: 'Non abbiamo un indirizzo di residenza: indica l’indirizzo di spedizione',
  notPhysical: 'La carta scelta è virtuale: non serve la spedizione',
  notShipped: 'In questa registrazione la carta non può essere spedita: scegli una carta virtuale',
} as const;

const objectOrEmpty = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/** Body of `POST registrations/{id}/terms`: the accepted document ids; scope ACCOUNT (default) or CARD. */
export const termsSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    scope: z.enum(['ACCOUNT', 'CARD'], { error: MSG.invalid }).default('ACCOUNT'),
    accepted: z.array(z.string().min(1), { error: CARD_MSG.documentsRequired }),
  }),
);

/** Body of `POST registrations/{id}/select-card`: `{ cardId }`. */
export const selectCardSchema = z.preprocess(
  objectOrEmpty,
  z.object({ cardId: z.string({ error: MSG.required }).trim().min(1, MSG.required) }),
);

/**
 * Body of `POST registrations/{id}/shipment` (the sandbox's call: spec §7 shows none). Another address has the
 * rules, messages and normalised storage of every address (`postalAddressSchema` of ./declarations.ts).
 */
export const shipmentSchema = z.preprocess(
  objectOrEmpty,
  z.discriminatedUnion(
    'to',
    [z.object({ to: z.literal('RESIDENCE') }), z.object({ to: z.literal('OTHER'), address: postalAddressSchema })],
    { error: MSG.required },
  ),
);
export type ShipmentBody = z.output<typeof shipmentSchema>;

const fieldError = (field: string, message: string) => new ApiError(400, 'BAD_REQUEST', message, [{ field, message }]);

/**
 * `terms`: every required document must be accepted, none unknown. ACCOUNT: the flow's static contracts as
 * the client lists them (REG_MIN for a MINOR registration, else REG_CONS) -> `data.documentsAccepted`.
 * CARD: the chosen card's documents -> `data.cardDocumentsAccepted` (409 USR_REG_CARD_MISSING without a card).
 * @throws ApiError 400 BAD_REQUEST on `accepted` when one is missing or unknown.
 */
export function acceptTerms(
  sql: Database.Database,
  registration: Registration,
  body: { scope: 'ACCOUNT' | 'CARD'; accepted: string[] },
  signer: Signer = OWNER,
): Registration {
  let required: string[];
  if (body.scope === 'CARD') {
    const card = registration.prepaidCardResource && findPrepaidCard(registration.prepaidCardResource.id);
    if (!card) throw new ApiError(409, 'USR_REG_CARD_MISSING', CARD_MSG.cardMissing, [{ field: 'accepted', message: CARD_MSG.cardMissing }]);
    required = card.documents.map((d) => d.documentId);
  } else {
    required = requiredAccountDocuments(registration.flow === 'MINOR' ? 'REG_MIN' : 'REG_CONS');
  }
  const accepted = [...new Set(body.accepted)];
  if (accepted.some((id) => !required.includes(id))) throw fieldError('accepted', CARD_MSG.documentUnknown);
  if (required.some((id) => !accepted.includes(id))) throw fieldError('accepted', CARD_MSG.documentsRequired);
  const data =
    body.scope === 'CARD'
      ? { [signer.keys.cardDocumentsAccepted]: { cardId: registration.prepaidCardResource?.id, documentIds: required } }
      : { [signer.keys.documentsAccepted]: required };
  return updateRegistration(sql, registration.id, { data }) ?? registration;
}

/**
 * Whether the client's flow for this registration ships cards, i.e. its spec §4 step table has the Shipment
 * step (client src/flows/shipment.ts): CONSUMER and BUSINESS do. MINOR, the three upgrades (CONSUMER
 * registrations the client reads as an upgrade, {@link upgradeKindOf}) and every other flow have no Shipment
 * step, so they offer only cards without shipment (virtual cards).
 */
function shipsCards(registration: Registration, user: User | undefined): boolean {
  if (registration.flow === 'BUSINESS') return true;
  return registration.flow === 'CONSUMER' && upgradeKindOf(registration, user) === null;
}

/**
 * `select-card`: a known card becomes the registration's `prepaidCardResource`. A change of card drops the
 * previous card's accepted documents and delivery choice (they were for another card).
 * @throws ApiError 400 BAD_REQUEST on `cardId` for an unknown card, or for a physical card in a registration
 * whose flow ships no cards ({@link shipsCards}).
 */
export function selectCard(sql: Database.Database, registration: Registration, cardId: string, user: User): Registration {
  const card = findPrepaidCard(cardId);
  if (!card) throw fieldError('cardId', CARD_MSG.cardUnknown);
  if (card.physical && !shipsCards(registration, user)) throw fieldError('cardId', CARD_MSG.notShipped);
  const changed = registration.prepaidCardResource?.id !== cardId;
  const patch = changed ? { data: { cardDocumentsAccepted: null, shipment: null } } : {};
  return updateRegistration(sql, registration.id, { prepaidCardResource: { id: cardId }, ...patch }) ?? registration;
}

/** The residence the Addresses step saved (`data.addresses.residence`), when it has the five fields. */
function residenceOf(registration: Registration): PostalAddress | undefined {
  const addresses = registration.data.addresses;
  const residence = typeof addresses === 'object' && addresses !== null ? (addresses as Record<string, unknown>).residence : undefined;
  const parsed = postalAddressSchema.safeParse(residence);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `shipment`: where the chosen physical card goes -> `data.shipment`. 409 USR_REG_CARD_MISSING without a card,
 * 409 USR_REG_CARD_NOT_PHYSICAL for a virtual one; RESIDENCE without a saved residence -> 400 on `to`.
 */
export function saveShipment(sql: Database.Database, registration: Registration, body: ShipmentBody): Registration {
  const card = registration.prepaidCardResource && findPrepaidCard(registration.prepaidCardResource.id);
  if (!card) throw new ApiError(409, 'USR_REG_CARD_MISSING', CARD_MSG.cardMissing);
  if (!card.physical) throw new ApiError(409, 'USR_REG_CARD_NOT_PHYSICAL', CARD_MSG.notPhysical);
  if (body.to === 'RESIDENCE' && !residenceOf(registration)) throw fieldError('to', CARD_MSG.residenceMissing);
  return updateRegistration(sql, registration.id, { data: { shipment: body } }) ?? registration;
}

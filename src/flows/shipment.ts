/**
 * Which cards a flow's card choice offers (spec §4 "Step flows").
 *
 * Decision: a physical card is sent by post, and the Shipment step (CONSUMER 5,3, inherited by BUSINESS;
 * placement in ./flows.ts) is where its delivery is chosen. The §4 tables of MINOR ("4 MinorBankDocuments,
 * MinorCardCarousel, MinorCardDocuments; 5 UserRecognition") and of the upgrades ("ViewDocumentation and
 * CardDocumentation (CardCarousel only in the minor-to-major and corporate flows), UserRecognition") have no
 * Shipment step, so those flows add none: their card choice offers only the cards that need no shipment
 * (virtual cards). The rule reads the step tables (flows are data), not a list of flow names.
 *
 * Not exported from ./index.ts on purpose: only the card choice screen (a lazy chunk) imports it, so the
 * element's entry chunk does not grow.
 */
import { FLOWS, type FlowName } from './flows';

/** Spec §4: whether `flow`'s step table has the Shipment step, i.e. whether the flow can ship a physical card. */
export function flowShipsCards(flow: FlowName): boolean {
  return FLOWS[flow].some((step) => step.substeps.includes('Shipment'));
}

/**
 * Spec §4: the cards the card choice of `flow` offers, in their order: every card where the flow ships cards,
 * else only those that need no shipment (`physical: false`).
 */
export function cardsOfferedIn<Card extends { physical: boolean }>(flow: FlowName, cards: readonly Card[]): Card[] {
  return flowShipsCards(flow) ? [...cards] : cards.filter((card) => !card.physical);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES } from './flows';
import { positionOf } from './engine';
import { cardsOfferedIn, flowShipsCards } from './shipment';

const CARDS = [
  { id: 'CARD_VIRTUAL', physical: false },
  { id: 'CARD_CLASSIC', physical: true },
  { id: 'CARD_PLUS', physical: true },
];

describe('spec §4 Step flows: cards are shipped only where the step table has Shipment', () => {
  it('CONSUMER and BUSINESS ship cards; MINOR, the upgrades, TUTOR and DOCUMENT_RENEWAL do not', () => {
    const shipping = FLOW_NAMES.filter(flowShipsCards);
    expect(shipping).toEqual(['CONSUMER', 'BUSINESS']);
  });

  it('the rule follows the tables: a flow ships cards exactly when Shipment has a position in it', () => {
    for (const flow of FLOW_NAMES) expect(flowShipsCards(flow)).toBe(positionOf(flow, 'Shipment') !== undefined);
  });

  it('CONSUMER and BUSINESS offer every card, in order', () => {
    expect(cardsOfferedIn('CONSUMER', CARDS).map((c) => c.id)).toEqual(['CARD_VIRTUAL', 'CARD_CLASSIC', 'CARD_PLUS']);
    expect(cardsOfferedIn('BUSINESS', CARDS).map((c) => c.id)).toEqual(['CARD_VIRTUAL', 'CARD_CLASSIC', 'CARD_PLUS']);
  });

  it('MINOR (MinorCardCarousel) and the minor-to-major and corporate upgrades (CardCarousel) offer only cards without shipment', () => {
    for (const flow of ['MINOR', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const) {
      expect(cardsOfferedIn(flow, CARDS).map((c) => c.id)).toEqual(['CARD_VIRTUAL']);
    }
  });

  it('no card without shipment: nothing is offered (the screen says so)', () => {
    expect(cardsOfferedIn('MINOR', CARDS.slice(1))).toEqual([]);
    expect(cardsOfferedIn('CONSUMER', [])).toEqual([]);
  });
});

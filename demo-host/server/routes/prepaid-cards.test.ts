// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PrepaidCard } from '../prepaidCards';
import { findStaticContract } from '../staticContracts';
import { api, json, login, setupSandbox } from '../testing';

describe('§7 User and lookups: GET prepaid-cards', () => {
  it('lists three cards (HAL _embedded.prepaidCards): one virtual, two physical, fees in cents, documents that exist', async () => {
    const { app } = setupSandbox();
    const { access_token } = await login(app);
    const res = await api(app, '/prepaid-cards', { token: access_token });
    expect(res.status).toBe(200);
    const cards = (await json<{ _embedded: { prepaidCards: PrepaidCard[] } }>(res))._embedded.prepaidCards;
    expect(cards[1]?.documents).toEqual([
      { documentId: 'CARTA_CONTRATTO', description: 'Contratto della carta prepagata' },
      { documentId: 'CARTA_FOGLIO_FISICA', description: 'Foglio informativo della carta fisica' },
    ]);
    expect(cards.map((c) => [c.id, c.name, c.physical, c.feeCents])).toEqual([
      ['CARD_VIRTUAL', 'Carta Virtuale', false, 0],
      ['CARD_CLASSIC', 'Carta Classica', true, 990],
      ['CARD_PLUS', 'Carta Plus', true, 2990],
    ]);
    for (const card of cards) {
      expect(card.image).toBe(`http://localhost/api/usr/v2/prepaid-cards/${card.id}/image.svg`);
      expect(card.features.length).toBeGreaterThanOrEqual(2);
      for (const doc of card.documents) expect(findStaticContract(doc.documentId)?.description, doc.documentId).toBe(doc.description);
    }
  });

  it('needs a session (401 without a token)', async () => {
    const { app } = setupSandbox();
    expect((await api(app, '/prepaid-cards')).status).toBe(401);
  });

  it("serves each card's picture as SVG without a token; an unknown card is 404", async () => {
    const { app } = setupSandbox();
    const res = await api(app, '/prepaid-cards/CARD_CLASSIC/image.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('Carta Classica');
    expect((await api(app, '/prepaid-cards/NOPE/image.svg')).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';
import { openableDocumentUrl, staticContractDocumentPath } from './documents';
import { getPrepaidCards } from './users';

describe('prepaid cards and card documents (spec §7)', () => {
  it('§7 GET prepaid-cards reads the unwrapped prepaidCards list (missing lists read as [])', async () => {
    const card = { id: 'C1', name: 'Carta', image: '/c1.svg', features: ['a'], feeCents: 990, physical: true, documents: [{ documentId: 'D1', description: 'Contratto' }] };
    const { api, calls } = recordingClient(() =>
      jsonResponse(200, { _embedded: { prepaidCards: [card, { id: 'C2', name: 'Virtuale', physical: false }] } }),
    );
    const cards = await getPrepaidCards(api);
    expect(calls[0]?.url).toBe('/api/usr/v2/prepaid-cards');
    expect(cards[0]).toEqual(card);
    expect(cards[1]).toMatchObject({ id: 'C2', features: [], documents: [] });
  });

  it('§7 a card without the physical flag is refused (the Shipment step depends on it)', async () => {
    const { api } = recordingClient(() => jsonResponse(200, { prepaidCards: [{ id: 'C1', name: 'Carta' }] }));
    await expect(getPrepaidCards(api)).rejects.toBeTruthy();
  });

  it('§6 a static contract opens at documents/static-contracts/{id} with at', () => {
    const { api } = recordingClient();
    expect(openableDocumentUrl(api, staticContractDocumentPath('INF PCU1'), 't')).toBe(
      '/api/usr/v2/documents/static-contracts/INF%20PCU1?at=t',
    );
  });
});

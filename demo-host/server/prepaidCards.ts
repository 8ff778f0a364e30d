/**
 * The sandbox's prepaid cards (spec §7 `GET prepaid-cards`; spec §3 "Prepaid cards list fields: not shown",
 * so the fields are the sandbox's): id, name, image (an SVG the sandbox serves), short features, the fee in
 * cents (spec §9: money is held in cents), whether the card is physical (shipped: the Shipment step) or
 * virtual, and its documents (id and name) (static contracts fetched by id, shown by CardDocumentation).
 */

import { findStaticContract } from './staticContracts';

export interface PrepaidCard {
  id: string;
  name: string;
  /** Absolute URL of the card's picture (SVG). */
  image: string;
  /** Two to four short features, one line each. */
  features: string[];
  /** Yearly fee in cents; 0 = free. */
  feeCents: number;
  /** A plastic card sent by post (true) or a card that lives in the app (false). */
  physical: boolean;
  /** Its documents: static contracts (`GET documents/static-contracts/{id}`), all to be accepted. */
  documents: { documentId: string; description: string }[];
}

type CardEntry = Omit<PrepaidCard, 'image' | 'documents'> & { documentIds: string[]; colors: [string, string] };

const CARDS: readonly CardEntry[] = [
  {
    id: 'CARD_VIRTUAL',
    name: 'Carta Virtuale',
    features: ['Subito disponibile nell’app', 'Pagamenti online e con lo smartphone', 'Nessun costo di emissione'],
    feeCents: 0,
    physical: false,
    documentIds: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_VIRTUALE'],
    colors: ['#2a6f97', '#61a5c2'],
  },
  {
    id: 'CARD_CLASSIC',
    name: 'Carta Classica',
    features: ['Carta fisica spedita a casa', 'Prelievi gratuiti in tutta Italia', 'Pagamenti senza contatto'],
    feeCents: 990,
    physical: true,
    documentIds: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'],
    colors: ['#1b4332', '#52b788'],
  },
  {
    id: 'CARD_PLUS',
    name: 'Carta Plus',
    features: ['Carta fisica in metallo', 'Prelievi gratuiti nel mondo', 'Assicurazione sugli acquisti', 'Cashback mensile'],
    feeCents: 2990,
    physical: true,
    documentIds: ['CARTA_CONTRATTO', 'CARTA_FOGLIO_FISICA'],
    colors: ['#212529', '#adb5bd'],
  },
];

/** Path (below the API prefix) of a card's picture. */
const cardImagePath = (id: string): string => `/prepaid-cards/${encodeURIComponent(id)}/image.svg`;

/** Every card, with its picture's URL under `apiBase` (e.g. `http://localhost:5173/api/usr/v2`). */
export function listPrepaidCards(apiBase: string): PrepaidCard[] {
  return CARDS.map(({ colors: _colors, documentIds, ...card }) => ({
    ...card,
    image: `${apiBase}${cardImagePath(card.id)}`,
    documents: documentIds.map((documentId) => ({
      documentId,
      description: findStaticContract(documentId)?.description ?? documentId,
    })),
  }));
}

/** The card with this id (its picture's URL under `apiBase`), or undefined. */
export function findPrepaidCard(id: string, apiBase = ''): PrepaidCard | undefined {
  return listPrepaidCards(apiBase).find((card) => card.id === id);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The card's picture: a credit-card-sized rectangle in its colours, with its name and a chip. */
export function cardImageSvg(id: string): string | undefined {
  const card = CARDS.find((c) => c.id === id);
  if (!card) return undefined;
  const [from, to] = card.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="202" viewBox="0 0 320 202">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="320" height="202" rx="16" fill="url(#g)"/>
<rect x="28" y="70" width="44" height="34" rx="6" fill="#e9c46a"/>
<text x="28" y="44" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeXml(card.name)}</text>
<text x="28" y="170" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#fff" letter-spacing="3">•••• •••• •••• 0000</text>
<text x="292" y="170" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#fff">${card.physical ? 'FISICA' : 'VIRTUALE'}</text>
</svg>`;
}

/**
 * The sandbox's static contracts (spec §3 "Static contract: documentId, description, status, type"; §7
 * Documents: `GET documents/static-contracts` with size 50, or size 30 with flow REG_MIN or REG_CONS, and
 * `GET documents/static-contracts/{id}`), and the prepaid cards' own documents. A data table:
 * routes/static-contracts.ts serves it, routes/registrations/cards.ts checks acceptances against it.
 *
 * The client keeps status 1 with types UNICO_BP, UNICO_I, GD_AZIENDA, GD_PRIVATI, UNICO_CSI, UNICO_BP_M and
 * relabels INF_PCU1 (spec §7); an old version (status 0) and a promotion's rules (another type) are here so
 * that filter has something to filter, end to end.
 */

export type StaticContractFlow = 'REG_CONS' | 'REG_MIN';

/** One static contract as the list serves it, plus the sandbox's own fields (not served in the list). */
export interface StaticContract {
  documentId: string;
  description: string;
  status: 0 | 1;
  type: string;
}

interface CatalogueEntry extends StaticContract {
  /** The flows whose list includes it; `[]` = fetched by id only (the cards' documents). */
  flows: readonly StaticContractFlow[];
  /** The document's body text (a few Italian paragraphs). */
  paragraphs: readonly string[];
}

const p = {
  parties:
    'Il presente documento è stipulato tra la Banca partner, iscritta all’Albo delle banche, e il Cliente che ' +
    'richiede l’apertura del conto di pagamento e della carta prepagata tramite il servizio di pagamenti mobili.',
  sandbox:
    'Documento di prova generato dall’ambiente sandbox: non ha valore contrattuale e non descrive condizioni reali.',
  costs:
    'Le condizioni economiche applicate sono riportate nel Documento di sintesi, che costituisce il frontespizio ' +
    'del contratto. Non sono previsti costi di apertura né canoni mensili per il conto di pagamento.',
  withdrawal:
    'Il Cliente può recedere dal contratto in qualsiasi momento, senza penalità e senza spese di chiusura, ' +
    'dandone comunicazione alla Banca tramite l’applicazione o per posta elettronica certificata.',
  complaints:
    'Per i reclami il Cliente può rivolgersi all’Ufficio Reclami della Banca, che risponde entro 15 giornate ' +
    'operative; se non soddisfatto, può ricorrere all’Arbitro Bancario Finanziario.',
  privacy:
    'I dati personali sono trattati per l’apertura e la gestione del rapporto, per adempiere agli obblighi di ' +
    'legge (anche antiriciclaggio) e, con il consenso dell’interessato, per finalità commerciali.',
  card:
    'La carta prepagata è nominativa e ricaricabile; il saldo disponibile non può essere superiore al limite ' +
    'indicato nel foglio informativo. Le operazioni sono addebitate sul saldo al momento dell’autorizzazione.',
  physical:
    'La carta fisica viene spedita all’indirizzo indicato dal Cliente entro 10 giorni lavorativi e deve essere ' +
    'attivata dall’applicazione al primo utilizzo.',
  virtual:
    'La carta virtuale è disponibile subito nell’applicazione e può essere usata per acquisti online e, tramite ' +
    'i portafogli digitali, nei negozi fisici abilitati ai pagamenti senza contatto.',
};

const CATALOGUE: readonly CatalogueEntry[] = [
  {
    documentId: 'CONTRATTO_CONTO',
    description: 'Contratto di conto di pagamento',
    status: 1,
    type: 'UNICO_BP',
    flows: ['REG_CONS', 'REG_MIN'],
    paragraphs: [p.parties, p.costs, p.withdrawal, p.sandbox],
  },
  {
    documentId: 'FOGLIO_INFORMATIVO_CONTO',
    description: 'Foglio informativo del conto di pagamento',
    status: 1,
    type: 'UNICO_I',
    flows: ['REG_CONS', 'REG_MIN'],
    paragraphs: [p.costs, p.complaints, p.sandbox],
  },
  {
    documentId: 'DOCUMENTO_SINTESI',
    description: 'Documento di sintesi',
    status: 1,
    type: 'UNICO_CSI',
    flows: ['REG_CONS', 'REG_MIN'],
    paragraphs: [p.costs, p.sandbox],
  },
  {
    documentId: 'INF_PCU1',
    description: 'Informativa privacy',
    status: 1,
    type: 'GD_PRIVATI',
    flows: ['REG_CONS', 'REG_MIN'],
    paragraphs: [p.privacy, p.sandbox],
  },
  {
    documentId: 'GUIDA_ABF',
    description: 'Guida pratica all’Arbitro Bancario Finanziario',
    status: 1,
    type: 'UNICO_BP_M',
    flows: ['REG_CONS'],
    paragraphs: [p.complaints, p.sandbox],
  },
  {
    documentId: 'SERVIZI_PAGAMENTO',
    description: 'Informativa sui servizi di pagamento',
    status: 1,
    type: 'GD_AZIENDA',
    flows: ['REG_CONS'],
    paragraphs: [p.parties, p.sandbox],
  },
  {
    documentId: 'CONTRATTO_CONTO_2023',
    description: 'Contratto di conto di pagamento (versione 2023)',
    status: 0,
    type: 'UNICO_BP',
    flows: ['REG_CONS'],
    paragraphs: [p.parties, p.sandbox],
  },
  {
    documentId: 'REGOLAMENTO_PROMO',
    description: 'Regolamento dell’operazione a premi',
    status: 1,
    type: 'PROMO',
    flows: ['REG_CONS'],
    paragraphs: [p.sandbox],
  },
  {
    documentId: 'CONTRATTO_CONTO_MINORI',
    description: 'Contratto di conto di pagamento per minori',
    status: 1,
    type: 'UNICO_BP_M',
    flows: ['REG_MIN'],
    paragraphs: [p.parties, p.sandbox],
  },
  // The prepaid cards' documents (prepaidCards.ts `documentIds`): fetched by id, never listed.
  {
    documentId: 'CARTA_CONTRATTO',
    description: 'Contratto della carta prepagata',
    status: 1,
    type: 'UNICO_BP',
    flows: [],
    paragraphs: [p.card, p.withdrawal, p.sandbox],
  },
  {
    documentId: 'CARTA_FOGLIO_VIRTUALE',
    description: 'Foglio informativo della carta virtuale',
    status: 1,
    type: 'UNICO_I',
    flows: [],
    paragraphs: [p.virtual, p.card, p.sandbox],
  },
  {
    documentId: 'CARTA_FOGLIO_FISICA',
    description: 'Foglio informativo della carta fisica',
    status: 1,
    type: 'UNICO_I',
    flows: [],
    paragraphs: [p.physical, p.card, p.sandbox],
  },
];

const strip = ({ documentId, description, status, type }: CatalogueEntry): StaticContract => ({
  documentId,
  description,
  status,
  type,
});

/** Spec §9: size 50 without a flow filter (every listed document), 30 with one. */
export const STATIC_CONTRACTS_DEFAULT_SIZE = 50;

/** The listed static contracts of `flow` (every listed one without a flow), in catalogue order. */
export function listStaticContracts(flow?: StaticContractFlow): StaticContract[] {
  return CATALOGUE.filter((entry) => (flow ? entry.flows.includes(flow) : entry.flows.length > 0)).map(strip);
}

/** One static contract (listed or a card's), or undefined. */
export function findStaticContract(documentId: string): (StaticContract & { paragraphs: readonly string[] }) | undefined {
  const entry = CATALOGUE.find((e) => e.documentId === documentId);
  return entry && { ...strip(entry), paragraphs: entry.paragraphs };
}

/** Types the client keeps (spec §7), mirrored here so the sandbox requires what the client shows. */
const KEPT_TYPES: readonly string[] = ['UNICO_BP', 'UNICO_I', 'GD_AZIENDA', 'GD_PRIVATI', 'UNICO_CSI', 'UNICO_BP_M'];

/**
 * The documents ViewDocumentation must have accepted for a registration (`terms` scope ACCOUNT): the
 * flow's list as the client filters it (status 1, kept types). A MINOR registration uses REG_MIN.
 */
export function requiredAccountDocuments(flow: StaticContractFlow): string[] {
  return listStaticContracts(flow)
    .filter((c) => c.status === 1 && KEPT_TYPES.includes(c.type))
    .map((c) => c.documentId);
}

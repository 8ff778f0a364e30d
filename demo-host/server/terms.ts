/**
 * The sandbox's consent terms (spec §3 "Help term": id, description, radio, type; spec §7
 * Documents: `GET documents/terms` with level, default 2, and size 30, and `GET documents/terms/{term}`
 * opened as a document). A data table: `routes/documents.ts` serves it and `pre-register` checks the
 * consents it receives against it.
 *
 * The client keeps the terms with `radio: false` and `type: 0` (spec §7 "Terms list"); the others are
 * here so that filter has something to filter. `mandatory` is the sandbox's own field: the consents
 * `pre-register` requires.
 */

/** One consent term as `GET documents/terms` serves it. */
export interface Term {
  id: string;
  description: string;
  /** A yes/no radio choice rather than a checkbox (the client leaves these out). */
  radio: boolean;
  /** 0 = consent shown on the privacy step; 1 = contract document (the client leaves these out). */
  type: number;
  /** Whether `pre-register` requires the consent. */
  mandatory: boolean;
}

/** Every term, in the order the level-2 list serves them. */
export const TERMS: readonly Term[] = [
  {
    id: 'PRIVACY_POLICY',
    description: "Dichiaro di aver letto e compreso l'informativa sul trattamento dei dati personali",
    radio: false,
    type: 0,
    mandatory: true,
  },
  {
    id: 'GENERAL_CONDITIONS',
    description: 'Accetto le condizioni generali del servizio e del conto di pagamento',
    radio: false,
    type: 0,
    mandatory: true,
  },
  {
    id: 'MARKETING',
    description: 'Acconsento a ricevere comunicazioni commerciali e offerte promozionali',
    radio: false,
    type: 0,
    mandatory: false,
  },
  {
    id: 'PROFILING',
    description: 'Acconsento alla profilazione per offerte personalizzate',
    radio: true,
    type: 0,
    mandatory: false,
  },
  {
    id: 'CARD_CONTRACT',
    description: 'Contratto della carta prepagata',
    radio: false,
    type: 1,
    mandatory: true,
  },
];

/** The default level of `GET documents/terms` (spec §9 "terms page size 30, default level 2"). */
export const DEFAULT_TERMS_LEVEL = 2;
/** The default page size of `GET documents/terms` (spec §9). */
export const DEFAULT_TERMS_SIZE = 30;

/** Which terms each level lists (ids, in {@link TERMS} order); any other level lists none. */
const LEVEL_TERM_IDS: Readonly<Record<number, readonly string[]>> = {
  1: ['PRIVACY_POLICY', 'GENERAL_CONDITIONS'],
  2: TERMS.map((t) => t.id),
};

/** The terms of a level, in order (empty for a level the sandbox does not know). */
export function termsForLevel(level: number): Term[] {
  const ids = LEVEL_TERM_IDS[level] ?? [];
  return TERMS.filter((t) => ids.includes(t.id));
}

/**
 * The consents `pre-register` requires for a level: the mandatory terms the client shows on the
 * privacy step (`radio: false`, `type: 0`; level 2: PRIVACY_POLICY, GENERAL_CONDITIONS). A mandatory
 * contract (type 1, e.g. CARD_CONTRACT) is accepted when it is signed, not at pre-registration.
 */
export function mandatoryTermIds(level: number): string[] {
  return termsForLevel(level)
    .filter((t) => t.mandatory && !t.radio && t.type === 0)
    .map((t) => t.id);
}

/** The term with this id (exact, case-sensitive), or undefined. */
export function findTerm(id: string): Term | undefined {
  return TERMS.find((t) => t.id === id);
}

/** Body paragraphs of each term's document: plausible sandbox text, not legal text. */
const TERM_PARAGRAPHS: Readonly<Record<string, readonly string[]>> = {
  PRIVACY_POLICY: [
    'La presente informativa descrive come trattiamo i dati personali che ci fornisci durante la registrazione: nome, cognome, data di nascita, recapiti, documento di identità e codice fiscale.',
    'I dati sono trattati per aprire e gestire il conto di pagamento e la carta prepagata, per adempiere agli obblighi di legge (ad esempio la normativa antiriciclaggio) e, solo con il tuo consenso, per finalità commerciali.',
    'Puoi esercitare in ogni momento i diritti di accesso, rettifica, cancellazione e opposizione scrivendo al responsabile della protezione dei dati. Questo documento è un esempio dell\u2019ambiente di prova.',
  ],
  GENERAL_CONDITIONS: [
    'Le condizioni generali regolano il rapporto tra te e la banca per il conto di pagamento, la carta prepagata collegata e i servizi digitali di accesso.',
    'Il conto è riservato a persone fisiche residenti in Italia; le commissioni e i limiti di utilizzo sono indicati nel foglio informativo, che fa parte integrante del contratto.',
    'Puoi recedere in qualsiasi momento senza penali. Questo documento è un esempio dell\u2019ambiente di prova e non ha valore contrattuale.',
  ],
  MARKETING: [
    'Con questo consenso ci autorizzi a inviarti comunicazioni commerciali, newsletter e offerte promozionali via e-mail, SMS e notifiche nell\u2019app.',
    'Il consenso è facoltativo: se non lo presti puoi comunque aprire il conto. Puoi revocarlo in qualsiasi momento dalle impostazioni del profilo.',
  ],
  PROFILING: [
    'Con questo consenso ci autorizzi ad analizzare le tue abitudini di utilizzo del conto e della carta per proporti offerte personalizzate.',
    'Il consenso è facoltativo e revocabile in qualsiasi momento; senza di esso riceverai solo comunicazioni non personalizzate.',
  ],
  CARD_CONTRACT: [
    'Il contratto della carta prepagata descrive le modalità di emissione, ricarica e utilizzo della carta collegata al conto di pagamento.',
    'La carta è nominativa e può essere usata per pagamenti nei negozi fisici e online e per prelievi di contante, entro i limiti indicati nel foglio informativo.',
    'Questo documento è un esempio dell\u2019ambiente di prova e non ha valore contrattuale.',
  ],
};

/** Escapes text for HTML element content (never used in attributes). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The term's document as `GET documents/terms/{term}` serves it: a small self-contained Italian HTML
 * page (inline style only: no scripts, no external resources).
 */
export function termDocumentHtml(term: Term): string {
  const title = escapeHtml(term.description);
  const paragraphs = (TERM_PARAGRAPHS[term.id] ?? []).map((p) => `  <p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="it">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}h1{font-size:1.4rem}</style>
</head>
<body>
  <h1>${title}</h1>
${paragraphs}
  <p><small>Documento di esempio dell\u2019ambiente di prova (${escapeHtml(term.id)}).</small></p>
</body>
</html>
`;
}

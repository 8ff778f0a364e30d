/**
 * Italian copy of ScopoRapporto (spec §2: purpose of the relationship). The purposes and the origins
 * of funds are the usual questions of an Italian anti-money-laundering questionnaire; wording ours.
 */
import type { FundsOriginCode, PurposeCode } from '../../../api/declarations-schemas';
import { SCREEN_TITLES } from '../../../flows';

export const SCOPO_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ScopoRapporto,
  intro: 'Come pensi di usare il conto e da dove provengono i fondi che ci verserai?',
  purpose: 'Scopo principale del rapporto',
  purposes: {
    SAVINGS: 'Gestione del risparmio',
    PAYMENTS: 'Pagamenti e acquisti',
    SALARY_PENSION: 'Ricezione dello stipendio o della pensione',
    OTHER: 'Altro',
  } satisfies Record<PurposeCode, string>,
  otherPurpose: 'Descrivi lo scopo',
  otherPurposeHint: 'Poche parole, per esempio: spese per lo studio all’estero.',
  fundsOrigin: 'Origine dei fondi',
  fundsOrigins: {
    WORK_INCOME: 'Reddito da lavoro o pensione',
    SAVINGS: 'Risparmi personali',
    INHERITANCE_GIFT: 'Eredità o donazione',
    INVESTMENTS: 'Rendite da investimenti o immobili',
    OTHER: 'Altro',
  } satisfies Record<FundsOriginCode, string>,
} as const;

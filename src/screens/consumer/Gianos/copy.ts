/**
 * Italian copy of Gianos (spec §2: anti-money-laundering self-declaration, job and activity sector;
 * §3 job codes). Labels ours, one per §3 code.
 */
import type { JobCode } from '../../../api/declarations-schemas';
import { SCREEN_TITLES } from '../../../flows';

export const GIANOS_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.Gianos,
  intro: 'La normativa antiriciclaggio ci chiede di conoscere la tua professione.',
  job: 'Professione',
  sector: 'Settore di attività',
  sectorHint: 'Il settore in cui lavori o in cui opera la tua attività.',
  chooseSector: 'Seleziona il settore',
  loadingSectors: 'Caricamento dei settori…',
  /** §3 job codes 01–09. */
  jobs: {
    '01': 'Imprenditore',
    '02': 'Lavoratore autonomo',
    '03': 'Libero professionista',
    '04': 'Lavoratore dipendente',
    '05': 'Soggetto apicale',
    '06': 'Pensionato',
    '07': 'Non occupato',
    '08': 'Casalinga',
    '09': 'Studente',
  } satisfies Record<JobCode, string>,
  jobHints: {
    '05': 'Amministratore, dirigente o chi ha poteri di gestione in una società o un ente.',
  } as Partial<Record<JobCode, string>>,
} as const;

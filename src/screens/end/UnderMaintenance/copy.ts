/**
 * Italian copy of UnderMaintenance (spec §2 /manutenzione-in-corso, "When under maintenance, the user
 * goes to the maintenance screen"). The spec gives no wording beyond the route's name.
 */
import { SCREEN_TITLES } from '../../../flows';

export const MAINTENANCE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.UnderMaintenance,
  paragraphs: [
    'Stiamo lavorando per migliorare il servizio: per qualche minuto non è possibile proseguire.',
    'I dati che hai già inviato sono al sicuro. Riprova tra poco per riprendere da dove eri rimasto.',
  ],
  retry: 'Riprova',
} as const;

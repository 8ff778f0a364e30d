/**
 * Italian copy of UnderMaintenance (spec §2 /manutenzione-in-corso, "When under maintenance, the user
 * goes to the maintenance screen"). The spec gives no wording beyond the route's name.
 */

/** The screen's heading: also its title in the registry, so it lives here only. */
export const title = 'Manutenzione in corso';

export const MAINTENANCE_COPY = {
  title,
  paragraphs: [
    'Stiamo lavorando per migliorare il servizio: per qualche minuto non è possibile proseguire.',
    'I dati che hai già inviato sono al sicuro. Riprova tra poco per riprendere da dove eri rimasto.',
  ],
  retry: 'Riprova',
} as const;

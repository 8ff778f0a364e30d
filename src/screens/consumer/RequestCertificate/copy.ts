/**
 * Italian copy of RequestCertificate (spec §4 CONSUMER 8,0). The spec gives "Prosegui" and the required
 * message; the rest is ours. The clauses themselves come from the provider (`dossiers/terms`).
 */
import { SCREEN_TITLES } from '../../../flows';

export const REQUEST_CERTIFICATE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.RequestCertificate,
  intro:
    'Per firmare online i contratti del conto e della carta ti rilasciamo gratuitamente un certificato di firma digitale. Leggi le condizioni del servizio e accettale tutte per proseguire.',
  loading: 'Stiamo preparando la richiesta del certificato…',
  loadError: 'Non è stato possibile preparare la richiesta del certificato.',
  /** The box under each clause. */
  accept: (title: string) => `Accetto: ${title}`,
} as const;

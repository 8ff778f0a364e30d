/**
 * Italian copy of TutorRequestCertificate (spec §4 TUTOR 9,1): the guardian's certificate, its clauses and its
 * first signature on one screen. The spec gives "Prosegui", "Firma" and the §5 messages; the rest is ours.
 * The code's status lines are CertificateSign's (the same provider call and SMS).
 */
import { CERTIFICATE_SIGN_COPY } from '../../consumer/CertificateSign/copy';
import { SCREEN_TITLES } from '../../../flows';

const title = SCREEN_TITLES.TutorRequestCertificate;

export const TUTOR_REQUEST_CERTIFICATE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title,
  /** The clauses part. */
  clauses: {
    title,
    intro:
      'Per firmare, come genitore o tutore, i contratti del conto e della carta del minorenne ti rilasciamo gratuitamente un certificato di firma digitale a tuo nome. Leggi le condizioni del servizio e accettale tutte per proseguire.',
    loading: 'Stiamo preparando la richiesta del tuo certificato…',
    loadError: 'Non è stato possibile preparare la richiesta del certificato.',
    accept: (clause: string) => `Accetto: ${clause}`,
  },
  /** The signature part (the code sent by SMS, issue-and-sign or one-step-sign). */
  sign: {
    ...CERTIFICATE_SIGN_COPY,
    title,
    intro:
      'Inserisci il codice che ti abbiamo inviato via SMS e premi Firma: attiviamo il tuo certificato e apriamo la sessione in cui firmerai i contratti del minorenne.',
  },
} as const;

/**
 * Italian copy of CertificateSign (spec §4 CONSUMER 8,1, `/infocertSign`). The spec gives the §5 messages;
 * the rest is ours, short and plain.
 */
import { CODE_COPY } from '../../../kit/copy';
import { SCREEN_REGISTRY } from '../../registry';

export const CERTIFICATE_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_REGISTRY.CertificateSign.title,
  intro:
    'Inserisci il codice che ti abbiamo inviato via SMS e premi Firma: attiviamo il tuo certificato e apriamo la sessione di firma dei contratti.',
  loading: 'Verifica dello stato della firma in corso…',
  loadError: 'Non è stato possibile verificare lo stato della firma.',
  following: 'Stiamo completando la firma digitale: attendi qualche secondo.',
  sending: 'Stiamo inviando il codice via SMS…',
  sentTo: (phone: string) => `Ti abbiamo inviato un SMS al numero ${phone} con un codice di 6 cifre.`,
  sentGeneric: 'Ti abbiamo inviato un SMS con un codice di 6 cifre.',
  sendFailed: "Non è stato possibile inviare l'SMS: richiedi un nuovo codice.",
  tooMany: CODE_COPY.tooMany,
  label: 'Codice ricevuto via SMS',
  resend: CODE_COPY.resend,
  cooldown: CODE_COPY.cooldown,
} as const;

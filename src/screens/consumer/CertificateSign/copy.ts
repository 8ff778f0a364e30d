/**
 * Italian copy of CertificateSign (spec §4 CONSUMER 8,1, `/infocertSign`). The spec gives the §5 messages;
 * the rest is ours, short and plain.
 */
import { SIGNATURE_CODE_COPY } from '../../../kit/copy';
import { SCREEN_TITLES } from '../../../flows';

export const CERTIFICATE_SIGN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.CertificateSign,
  intro:
    'Inserisci il codice che ti abbiamo inviato via SMS e premi Firma: attiviamo il tuo certificato e apriamo la sessione di firma dei contratti.',
  loading: 'Verifica dello stato della firma in corso…',
  loadError: 'Non è stato possibile verificare lo stato della firma.',
  following: 'Stiamo completando la firma digitale: attendi qualche secondo.',
  /** The code's status, field and resend: the kit's, shared with the minor's signatures. */
  ...SIGNATURE_CODE_COPY,
} as const;

/**
 * Italian copy of MinorWaitingTutorConfirm (spec §4 MINOR 9,0). The spec gives none: ours, short and plain
 * for a 14–17-year-old.
 */
import { SCREEN_TITLES } from '../../../flows';

const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const MINOR_WAITING_TUTOR_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.MinorWaitingTutorConfirm,
  /** Where the invitation went ('+39 ••••••1234', 'm•••@example.it'; either may be unknown). */
  invited: (name: string, phone: string, email: string) =>
    `Abbiamo mandato l'invito a ${name}${phone ? `: un SMS al numero ${phone}` : ''}${email ? `${phone ? ' e' : ':'} un'email a ${email}` : ''}.`,
  invitedGeneric: "Abbiamo mandato l'invito al tuo genitore o tutore via SMS e via email.",
  someone: 'il tuo genitore o tutore',
  next: (name: string) =>
    `Ora ${name} deve aprire il link dell'invito, accedere con il suo numero di cellulare e il suo codice di accesso e firmare i documenti del conto e della carta.`,
  wait: 'Appena avrà firmato, questa pagina andrà avanti da sola. Puoi anche chiuderla e tornare più tardi: ritroverai la registrazione a questo punto.',
  resend: "Invia di nuovo l'invito",
  resending: "Stiamo inviando di nuovo l'invito…",
  resent: "Ti abbiamo inviato di nuovo l'invito.",
  resendFailed: "Non è stato possibile inviare di nuovo l'invito. Riprova tra poco.",
  cooldown: (n: number) => `Potrai inviare di nuovo l'invito tra ${seconds(n)}.`,
  change: 'Cambia i dati del genitore o tutore',
} as const;

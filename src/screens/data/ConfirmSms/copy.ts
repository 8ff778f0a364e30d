/**
 * Italian copy of ConfirmSms (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const SMS_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ConfirmSms,
  sending: 'Stiamo inviando un SMS con il codice di verifica…',
  sentTo: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
  sentGeneric: 'Ti abbiamo inviato un SMS con un codice di 6 cifre.',
  sendFailed: 'Non è stato possibile inviare l\'SMS: richiedi un nuovo codice.',
  tooMany: 'Hai richiesto troppi codici: attendi qualche minuto e riprova.',
  label: 'Codice ricevuto via SMS',
  resend: 'Invia di nuovo il codice',
  resent: 'Ti abbiamo inviato un nuovo codice.',
} as const;

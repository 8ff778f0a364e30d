/**
 * Italian copy of ConfirmEmail (spec §4 CONSUMER 2,0). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const EMAIL_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ConfirmEmail,
  sending: "Stiamo inviando un'email con il codice di verifica…",
  sentTo: (email: string) =>
    `Ti abbiamo inviato un'email all'indirizzo ${email} con un codice di 6 cifre e un link per confermarlo.`,
  sentGeneric: "Ti abbiamo inviato un'email con un codice di 6 cifre e un link per confermare l'indirizzo.",
  resentTo: (email: string) => `Ti abbiamo inviato un nuovo codice all'indirizzo ${email}.`,
  resentGeneric: 'Ti abbiamo inviato un nuovo codice.',
  changedTo: (email: string) => `Indirizzo aggiornato: ti abbiamo inviato un nuovo codice all'indirizzo ${email}.`,
  sendFailed: "Non è stato possibile inviare l'email: richiedi un nuovo codice.",
  tooMany: 'Hai richiesto troppi codici: attendi qualche minuto e riprova.',
  confirmingLink: 'Stiamo confermando il tuo indirizzo email con il codice del link…',
  confirmed: 'Il tuo indirizzo email è confermato: puoi proseguire.',
  /** An upgrade whose profile e-mail is already confirmed: nothing to confirm. */
  alreadyConfirmed: (email: string) => `Il tuo indirizzo email ${email} è già confermato: puoi proseguire.`,
  label: 'Codice ricevuto via email',
  resend: 'Invia di nuovo il codice',
  /** The visible countdown of the resend cooldown (and its polite announcement when a code is sent). */
  cooldown: (n: number) => `Potrai richiedere un nuovo codice tra ${seconds(n)}.`,
  change: 'Modifica indirizzo e-mail',
  newEmail: 'Nuovo indirizzo email',
  confirmChange: 'Conferma il nuovo indirizzo',
} as const;

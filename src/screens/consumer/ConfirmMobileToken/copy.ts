/**
 * Italian copy of ConfirmMobileToken (spec §4 CONSUMER 8,5). The spec gives the validation messages
 * (src/validation/messages.ts) and "Prosegui"; the rest is ours, written for a customer on a phone.
 */
import { SCREEN_TITLES } from '../../../flows';

const seconds = (n: number) => (n === 1 ? '1 secondo' : `${n} secondi`);

export const MOBILE_TOKEN_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ConfirmMobileToken,
  intro:
    "Il Mobile Token ti permette di confermare in sicurezza accessi e operazioni dall'app. Per attivarlo, inserisci il codice che ti abbiamo inviato via SMS.",
  sending: 'Stiamo inviando un SMS con il codice di attivazione…',
  sentTo: (phone: string) => `Ti abbiamo inviato un SMS con un codice di 6 cifre al numero ${phone}.`,
  sentGeneric: 'Ti abbiamo inviato un SMS con un codice di 6 cifre.',
  resentTo: (phone: string) => `Ti abbiamo inviato un nuovo codice al numero ${phone}.`,
  resentGeneric: 'Ti abbiamo inviato un nuovo codice.',
  sendFailed: "Non è stato possibile inviare l'SMS: richiedi un nuovo codice.",
  tooMany: 'Hai richiesto troppi codici: attendi qualche minuto e riprova.',
  active: 'Il tuo Mobile Token è già attivo: puoi proseguire.',
  /** Signature recovery (8,5): the check of the signature before the code, and a signature found running. */
  checking: 'Stiamo verificando lo stato della firma dei contratti…',
  checkFailed: 'Non è stato possibile verificare lo stato della firma dei contratti.',
  following: 'Stiamo completando la firma digitale dei tuoi contratti: attendi qualche secondo.',
  label: 'Codice ricevuto via SMS',
  resend: 'Invia di nuovo il codice',
  /** The visible countdown of the resend cooldown (and its polite announcement when a code is sent). */
  cooldown: (n: number) => `Potrai richiedere un nuovo codice tra ${seconds(n)}.`,
} as const;

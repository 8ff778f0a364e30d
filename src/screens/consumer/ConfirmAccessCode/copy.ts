/**
 * Italian copy of ConfirmAccessCode (spec §4 CONSUMER 8,4). The spec gives the validation messages
 * (src/validation/messages.ts) and "Prosegui"; the rest is ours: short, and it says why the code is asked.
 */
import { SCREEN_TITLES } from '../../../flows';

export const ACCESS_CODE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ConfirmAccessCode,
  intro:
    "Per confermare l'apertura del conto, inserisci il codice di accesso di 5 cifre che hai scelto all'inizio della registrazione.",
  label: 'Codice di accesso',
  hint: 'Il codice di 5 cifre che usi per accedere',
  /** 423 USR_REG_ACCESS_CODE_LOCKED: too many wrong codes. */
  locked: {
    title: 'Codice di accesso bloccato',
    message:
      'Hai inserito un codice di accesso errato troppe volte e, per la tua sicurezza, lo abbiamo bloccato. Contattaci per sbloccarlo e completare la registrazione.',
  },
} as const;

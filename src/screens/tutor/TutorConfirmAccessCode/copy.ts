/**
 * Italian copy of TutorConfirmAccessCode (spec §4 TUTOR 9,4; the tutor's signature recovery). The spec gives
 * the validation messages and "Prosegui"; the rest is ours: the code asked is the guardian's own.
 */
import { ACCESS_CODE_COPY } from '../../consumer/ConfirmAccessCode/copy';
import { SCREEN_TITLES } from '../../../flows';

export const TUTOR_ACCESS_CODE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.TutorConfirmAccessCode,
  intro:
    'Per confermare le firme come genitore o tutore, inserisci il tuo codice di accesso di 5 cifre: quello con cui accedi tu, non quello del minorenne.',
  label: ACCESS_CODE_COPY.label,
  hint: ACCESS_CODE_COPY.hint,
  locked: ACCESS_CODE_COPY.locked,
  /** Signature recovery (9,4): the check of the signature before the code, and a signature found running. */
  checking: 'Stiamo verificando lo stato delle tue firme…',
  checkFailed: 'Non è stato possibile verificare lo stato delle tue firme.',
  following: 'Stiamo completando la tua firma digitale: attendi qualche secondo.',
} as const;

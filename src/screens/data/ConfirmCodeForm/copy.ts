/**
 * Italian copy of ConfirmCodeForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const CONFIRM_CODE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.ConfirmCodeForm,
  intro: 'Scrivi di nuovo il codice che hai scelto.',
  label: 'Ripeti il codice di accesso',
} as const;

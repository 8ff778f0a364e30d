/**
 * Italian copy of ConfirmCodeForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */

/** The screen's heading: also its title in the registry (mobile header, notices), so it lives here only. */
export const title = 'Conferma il codice di accesso';

export const CONFIRM_CODE_COPY = {
  title,
  intro: 'Scrivi di nuovo il codice che hai scelto.',
  label: 'Ripeti il codice di accesso',
} as const;

/**
 * Italian copy of NameForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */

/** The screen's heading: also its title in the registry (mobile header, notices), so it lives here only. */
export const title = 'Come ti chiami?';

export const NAME_COPY = {
  title,
  intro: "Scrivi nome e cognome come compaiono sul tuo documento d'identità.",
  firstName: 'Nome',
  lastName: 'Cognome',
} as const;

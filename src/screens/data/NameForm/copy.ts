/**
 * Italian copy of NameForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_REGISTRY } from '../../registry';

export const NAME_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_REGISTRY.NameForm.title,
  intro: "Scrivi nome e cognome come compaiono sul tuo documento d'identità.",
  firstName: 'Nome',
  lastName: 'Cognome',
} as const;

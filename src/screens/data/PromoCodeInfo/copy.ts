/**
 * Italian copy of PromoCodeInfo (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const PROMO_INFO_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.PromoCodeInfo,
  paragraphs: [
    'Se una persona che ha già il conto ti ha invitato, puoi inserire il suo codice promozionale: così potrete ricevere i vantaggi previsti dalla promozione in corso.',
    'Il codice è fatto di lettere e numeri e non è obbligatorio: puoi registrarti anche senza.',
    'Controlliamo il codice quando premi "Prosegui": se non è valido, te lo segnaliamo sotto il campo.',
  ],
  back: 'Torna ai tuoi contatti',
} as const;

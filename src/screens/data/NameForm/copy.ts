/**
 * Italian copy of NameForm (spec §4 CONSUMER step 1). The spec gives the validation messages
 * (src/validation/messages.ts) and the button label "Prosegui"; the rest is ours, written for a customer
 * on a phone: short sentences, what is asked and why.
 */
import { SCREEN_TITLES } from '../../../flows';

export const NAME_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.NameForm,
  intro: "Scrivi nome e cognome come compaiono sul tuo documento d'identità.",
  firstName: 'Nome',
  lastName: 'Cognome',
} as const;

/** The BUSINESS name form: a sole trader's or a liberal professional's data. */
export const BUSINESS_NAME_COPY = {
  title: 'Tu e la tua attività',
  intro: {
    DI: "Apri il conto della tua ditta individuale: ci servono i tuoi dati e quelli dell'impresa.",
    LP: 'Apri il conto per la tua attività professionale: ci servono i tuoi dati, la partita IVA e la tua iscrizione all’albo.',
  },
  holder: 'Il titolare',
  business: 'La tua attività',
  birthDate: 'Data di nascita',
  birthDateHint: 'Nel formato gg/mm/aaaa. Il titolare deve essere maggiorenne.',
  businessName: {
    DI: "Nome dell'impresa",
    LP: 'Nome dello studio',
  },
  businessNameHint: {
    DI: 'Come compare nella visura camerale.',
    LP: 'Il nome dello studio o il tuo nome e cognome.',
  },
  vatNumber: 'Partita IVA',
  vatNumberHint: 'Le 11 cifre della partita IVA.',
  professionalRegister: 'Albo o ordine professionale',
  chooseRegister: 'Seleziona',
  registerNumber: "Numero di iscrizione all'albo",
} as const;

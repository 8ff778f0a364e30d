/**
 * Italian copy of TitolareEffettivo (spec §4 CONSUMER 4,0): the beneficial-owner declaration of Italian
 * anti-money-laundering practice and the FATCA/CRS tax-residence answers. Wording ours (the spec names
 * the screen only), "Prosegui" and the validation messages from the spec.
 */
import { SCREEN_TITLES } from '../../../flows';

export const TITOLARE_COPY = {
  /** The heading: every screen's title lives in the registry, once. */
  title: SCREEN_TITLES.TitolareEffettivo,
  intro: 'La normativa antiriciclaggio e gli accordi fiscali internazionali (FATCA e CRS) ci chiedono queste dichiarazioni.',
  beneficialOwner: 'Dichiaro di essere il titolare effettivo del rapporto',
  beneficialOwnerHint: 'Apri il conto per te stesso e non per conto di un’altra persona.',
  yesOwner: 'Sì, agisco per conto mio',
  noOwner: 'No, agisco per conto di un’altra persona',
  /** Prosegui stays disabled on "No": the field's message, and the note below with the contacts. */
  notOwnerError: 'Per registrarti online devi essere il titolare effettivo del rapporto',
  notOwnerNote:
    'La registrazione online è riservata a chi apre il conto per sé. Se agisci per conto di un’altra persona non puoi proseguire qui: contattaci e ti diremo come procedere.',
  contactUs: 'Contattaci',
  usCitizen: 'Hai la cittadinanza statunitense?',
  usTaxResident: 'Sei residente fiscale negli Stati Uniti?',
  usTin: 'Codice fiscale statunitense (TIN o SSN)',
  usTinHint: '9 cifre, per esempio 123-45-6789',
  otherTaxResidence: "Sei residente fiscale in un Paese diverso dall'Italia?",
  otherTaxResidenceHint: 'Per esempio perché vivi o lavori all’estero per gran parte dell’anno. Gli Stati Uniti rientrano nelle domande precedenti.',
  country: 'Paese di residenza fiscale',
  chooseCountry: 'Seleziona il Paese',
  foreignTin: 'Codice fiscale estero (TIN)',
  yes: 'Sì',
  no: 'No',
} as const;

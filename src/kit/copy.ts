/** Copy shared by the step screens (Italian, user-facing). */
export const STEP_COPY = {
  /** spec §5: the submit buttons of the steps are labelled "Prosegui". */
  submit: 'Prosegui',
  sentNote: 'Hai già inviato questi dati: puoi proseguire con la registrazione.',
  /** Why a submit button is disabled, read with it (issue 9: a disabled button says why). */
  waiting: 'Attendi un istante: stiamo elaborando la richiesta.',
  incomplete: 'Completa i campi richiesti per proseguire.',
  /** A failed load's way on (LoadState). */
  retry: 'Riprova',
} as const;

/** The five fields of a postal address (AddressFields): the labels of a lone address, hints, the province prompt. */
export const ADDRESS_COPY = {
  labels: {
    address: 'Indirizzo',
    houseNumber: 'Numero civico',
    city: 'Comune',
    postalCode: 'CAP',
    province: 'Provincia',
  },
  addressHint: 'Per esempio: Via Roma (il numero civico va nel campo seguente)',
  houseNumberHint: 'Per esempio: 12, 12/B oppure SNC',
  chooseProvince: 'Seleziona la provincia',
} as const;

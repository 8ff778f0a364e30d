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

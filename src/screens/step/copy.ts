/** Copy shared by the data-step screens (Italian, user-facing). */
export const STEP_COPY = {
  /** spec §5: the submit buttons of the steps are labelled "Prosegui". */
  submit: 'Prosegui',
  sentNote: 'Hai già inviato questi dati: puoi proseguire con la registrazione.',
} as const;

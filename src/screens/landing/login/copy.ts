/**
 * Italian copy of the login modal (spec §2 Landing page "Riprendi la registrazione"), imported by the
 * modal, its tests and the end-to-end specs so labels are never retyped (STYLE.md, Swan). Validation
 * messages live in `src/validation/messages.ts`; 'Credenziali errate' comes from `loginFailureMessage`
 * (`src/api/auth.ts`).
 */
export const LOGIN_COPY = {
  title: 'Riprendi la registrazione',
  intro: 'Accedi con il numero di telefono e il codice di accesso scelti durante la registrazione.',
  phoneLabel: 'Numero di telefono',
  accessCodeLabel: 'Codice di accesso',
  submit: 'Accedi',
  close: 'Chiudi',
} as const;

/** The screen host's copy (ScreenHost.tsx). */
export const SCREEN_HOST_COPY = {
  /** While a screen's chunk downloads. */
  loading: 'Caricamento in corso',
  /** Shown by a route whose screen is not built yet (a visible notice, never a fake screen). */
  notAvailable: 'Schermata non ancora disponibile',
  notAvailableBody: 'Questa parte della registrazione non è ancora disponibile in questa versione.',
} as const;

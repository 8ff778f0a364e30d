/**
 * The one-click faults of the sandbox console: the spec §8 error cases a tester most
 * often needs, as ready `POST /__sandbox/faults` bodies. Served by `GET /__sandbox/fault-presets`;
 * the console posts a preset's `fault` as it is. Labels and descriptions are Italian (shown to the
 * console's user). Status codes the spec does not give are the sandbox's choice.
 */
import { TOKEN_PATH, USR_PREFIX } from './constants';
import type { FaultRequest } from './faults';

/** One preset of the console. */
export interface FaultPreset {
  /** Stable id (kebab-case), for the console and tests. */
  id: string;
  /** Short Italian label (the button). */
  label: string;
  /** One Italian sentence: where to trigger it and what the client shows. */
  description: string;
  /** A valid `POST /__sandbox/faults` body. */
  fault: FaultRequest;
}

/** Any path under `/api` (the trailing `*` is a prefix). */
const ANY_API_PATH = '/api/*';

/** The step submit of spec §8 (`*` = any registration id). */
export const UPDATE_PROGRESS_FAULT_PATH = `${USR_PREFIX}/registrations/*/update-registration-progress`;
/**
 * The premium activation call of spec §7 (served by routes/registrations/premium.ts; the preset answers the 409
 * a second activation would, without a first one).
 */
export const ACTIVATE_PREMIUM_FAULT_PATH = `${USR_PREFIX}/registrations/*/activate-premium`;

/** The console's presets, in the order it shows them. */
export const FAULT_PRESETS: readonly FaultPreset[] = [
  {
    id: 'step-rejected',
    label: 'Registrazione rifiutata (USR_REG_6003)',
    description:
      "Al prossimo invio di un passo (update-registration-progress) il server risponde USR_REG_6003 e l'app mostra la schermata di registrazione rifiutata.",
    fault: {
      method: 'POST',
      path: UPDATE_PROGRESS_FAULT_PATH,
      status: 400,
      code: 'USR_REG_6003',
      message: 'Registrazione rifiutata',
    },
  },
  {
    id: 'login-invalid-grant',
    label: 'Credenziali errate (invalid_grant)',
    description:
      "Al prossimo accesso (token OAuth) il server risponde invalid_grant e la finestra di accesso mostra 'Credenziali errate'.",
    fault: {
      method: 'POST',
      path: TOKEN_PATH,
      status: 400,
      code: 'invalid_grant',
      message: 'Bad credentials',
    },
  },
  {
    id: 'premium-already-active',
    label: 'Premium già attivo (USR_USR_0731)',
    description:
      "Alla prossima attivazione del Premium (pannello Premium dell'aiuto) l'app mostra 'L'abbonamento Premium è stato già attivato correttamente'.",
    fault: {
      method: 'POST',
      path: ACTIVATE_PREMIUM_FAULT_PATH,
      status: 409,
      code: 'USR_USR_0731',
      message: "L'abbonamento Premium è stato già attivato correttamente",
    },
  },
  {
    id: 'api-500',
    label: 'Errore 500',
    description: "La prossima chiamata /api risponde 500 e l'app mostra il messaggio di errore generico con il codice di errore.",
    fault: { path: ANY_API_PATH, status: 500, code: 'INTERNAL_ERROR', message: 'Errore interno simulato' },
  },
  {
    id: 'api-503',
    label: 'Servizio non disponibile (503)',
    description:
      'La prossima chiamata /api risponde 503 con un codice diverso da quello di manutenzione, quindi come un errore qualsiasi.',
    fault: { path: ANY_API_PATH, status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Servizio non disponibile' },
  },
  {
    id: 'api-slow',
    label: 'Risposta lenta (8 s)',
    description: 'La prossima chiamata /api attende 8 secondi prima della risposta normale, per vedere caricamenti e attese.',
    fault: { path: ANY_API_PATH, delayMs: 8000 },
  },
];

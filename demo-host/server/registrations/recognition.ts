/**
 * The simulated identity-recognition provider (spec §7 "Identity recognition", DESIGN §6 "the
 * identity-recognition provider (a page that approves or rejects)"): the rules behind
 * `registrations/recog/*`, the provider page's calls and the admin switch.
 *
 * State lives in the registration's `data.recognition` (`{ sessionId, status, startedAt, completedAt?,
 * returnUrl }`), so a session survives a server restart; only the short-lived start tokens are kept in
 * memory (a restart forgets them and the client simply asks for a new one).
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { ApiError, errors } from '../errors';
import { AUTHORITIES } from './identityDocument';
import type { Registration } from '../repositories/registrations';
import { findRegistration, findRegistrationByRecognitionSession, updateRegistration } from '../repositories/registrations';

/** Where a recognition stands: started (the user is at the provider), or the provider's outcome. */
const RECOGNITION_STATUSES = ['STARTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number];

/** What the tester may choose on the provider page: an outcome, or leaving without one. */
export const PROVIDER_CHOICES = ['APPROVED', 'REJECTED', 'PENDING', 'CANCELLED'] as const;
export type ProviderChoice = (typeof PROVIDER_CHOICES)[number];

/** The registration's `data.recognition`. Times are ISO strings. */
export interface StoredRecognition {
  sessionId: string;
  status: RecognitionStatus;
  startedAt: string;
  completedAt?: string;
  /** Where the provider page sends the user back (same origin as the sandbox, or a rooted path). */
  returnUrl: string;
}

/** Path of the provider page on the demo host. */
const PROVIDER_PAGE_PATH = '/recognition-provider/';

/** A start token is valid this long: 5 minutes. */
export const RECOGNITION_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Error codes of the recognition calls. */
export const RECOG_CODES = {
  tokenInvalid: 'USR_RECOG_TOKEN_INVALID',
  returnUrlRefused: 'USR_RECOG_RETURN_URL',
  sessionUnknown: 'USR_RECOG_SESSION_NOT_FOUND',
  notStarted: 'USR_RECOG_NOT_FOUND',
  notApproved: 'USR_RECOG_NOT_APPROVED',
  completed: 'USR_RECOG_ALREADY_COMPLETED',
} as const;

export const RECOG_MSG = {
  tokenInvalid: 'Il token di riconoscimento non è valido o è scaduto',
  returnUrl: "L'indirizzo di ritorno deve essere su questo sito",
  sessionUnknown: 'Sessione di riconoscimento sconosciuta',
  notStarted: 'Nessun riconoscimento avviato per questa registrazione',
  notApproved: 'Nessun riconoscimento approvato per questa registrazione',
  completed: 'Il riconoscimento è già concluso',
} as const;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** `data.recognition` of a registration, when it holds a well-formed one. */
function storedRecognition(registration: Registration): StoredRecognition | undefined {
  const value = registration.data.recognition;
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Partial<StoredRecognition>;
  if (typeof r.sessionId !== 'string' || !RECOGNITION_STATUSES.includes(r.status as RecognitionStatus)) return undefined;
  if (typeof r.startedAt !== 'string' || !ISO_TIME.test(r.startedAt)) return undefined;
  return r as StoredRecognition;
}

/** The public view of a recognition (what `recog/callback` answers). */
export function recognitionView(r: StoredRecognition) {
  return { sessionId: r.sessionId, status: r.status, startedAt: r.startedAt, ...(r.completedAt ? { completedAt: r.completedAt } : {}) };
}

/** The short-lived start tokens, in memory (see the module doc). */
export class RecognitionTokens {
  private readonly tokens = new Map<string, { registrationId: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A new opaque token bound to `registrationId`. */
  issue(registrationId: string): string {
    const token = `rt-${randomBytes(16).toString('hex')}`;
    this.tokens.set(token, { registrationId, expiresAt: this.now() + RECOGNITION_TOKEN_TTL_MS });
    return token;
  }

  /** Uses up `token` for `registrationId`; throws 400 on `token` when it is unknown, expired, used or someone else's. */
  consume(token: string, registrationId: string): void {
    const entry = this.tokens.get(token);
    this.tokens.delete(token);
    if (!entry || entry.registrationId !== registrationId || entry.expiresAt <= this.now()) {
      throw new ApiError(400, RECOG_CODES.tokenInvalid, RECOG_MSG.tokenInvalid, [{ field: 'token', message: RECOG_MSG.tokenInvalid }]);
    }
  }
}

/**
 * Checks a return address against open redirects: an absolute http(s) URL on `origin`, or a rooted path
 * (`/…`, not `//…`). Returns the address to store, or throws 400 with a field error on `returnUrl`.
 */
export function checkReturnUrl(returnUrl: string, origin: string): string {
  const refuse = () =>
    new ApiError(400, RECOG_CODES.returnUrlRefused, RECOG_MSG.returnUrl, [{ field: 'returnUrl', message: RECOG_MSG.returnUrl }]);
  if (/^\/(?![/\\])/.test(returnUrl)) return returnUrl;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) throw refuse();
  return url.href;
}

/** Starts a new recognition session for `registration` (any earlier one is replaced). */
export function startRecognition(sql: Database.Database, registration: Registration, returnUrl: string, origin: string) {
  const sessionId = `rs-${randomBytes(8).toString('hex')}`;
  const recognition: StoredRecognition = { sessionId, status: 'STARTED', startedAt: new Date().toISOString(), returnUrl };
  updateRegistration(sql, registration.id, { data: { recognition } });
  return { sessionId, redirectUrl: `${origin}${PROVIDER_PAGE_PATH}?session=${sessionId}` };
}

/** The registration whose current recognition session is `sessionId`; 404 when none is. */
export function registrationOfSession(sql: Database.Database, sessionId: string): { registration: Registration; recognition: StoredRecognition } {
  const registration = findRegistrationByRecognitionSession(sql, sessionId);
  const recognition = registration ? storedRecognition(registration) : undefined;
  if (!registration || !recognition) throw new ApiError(404, RECOG_CODES.sessionUnknown, RECOG_MSG.sessionUnknown);
  return { registration, recognition };
}

/** The caller's recognition: the one named by `sessionId` (must be the current one), or the current one. */
export function callerRecognition(registration: Registration, sessionId: string | undefined): StoredRecognition {
  const recognition = storedRecognition(registration);
  if (sessionId !== undefined && recognition?.sessionId !== sessionId) {
    throw new ApiError(404, RECOG_CODES.sessionUnknown, RECOG_MSG.sessionUnknown);
  }
  if (!recognition) throw new ApiError(404, RECOG_CODES.notStarted, RECOG_MSG.notStarted);
  return recognition;
}

/** Sets the status of `registration`'s recognition (`completedAt` when APPROVED or REJECTED). */
function setRecognitionStatus(
  sql: Database.Database,
  registration: Registration,
  recognition: StoredRecognition,
  status: RecognitionStatus,
): StoredRecognition {
  const final = status === 'APPROVED' || status === 'REJECTED';
  const { completedAt: _dropped, ...rest } = recognition;
  const next: StoredRecognition = { ...rest, status, ...(final ? { completedAt: new Date().toISOString() } : {}) };
  updateRegistration(sql, registration.id, { data: { recognition: next } });
  return next;
}

/**
 * The provider page's choice for a session: an outcome is recorded while the session is STARTED or
 * PENDING (a concluded one is 409); CANCELLED records nothing (the user left without an outcome).
 */
export function recordProviderChoice(sql: Database.Database, sessionId: string, choice: ProviderChoice) {
  const { registration, recognition } = registrationOfSession(sql, sessionId);
  if (recognition.status === 'APPROVED' || recognition.status === 'REJECTED') {
    throw new ApiError(409, RECOG_CODES.completed, RECOG_MSG.completed);
  }
  const next = choice === 'CANCELLED' ? recognition : setRecognitionStatus(sql, registration, recognition, choice);
  return { sessionId, status: next.status, returnUrl: next.returnUrl };
}

/** The document types of `recog/document-data` (the DocumentData screen's contract). */
type RecognitionDocumentType = 'CARTA_IDENTITA' | 'CARTA_IDENTITA_ELETTRONICA' | 'PASSAPORTO' | 'PATENTE';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The document the provider read during an approved recognition: an electronic identity card issued
 * three years before the approval, valid ten years (Italian CIE of an adult), issued in Milan.
 */
export function recognitionDocumentData(registration: Registration) {
  const recognition = storedRecognition(registration);
  if (recognition?.status !== 'APPROVED') throw new ApiError(404, RECOG_CODES.notApproved, RECOG_MSG.notApproved);
  const approved = new Date(recognition.completedAt ?? recognition.startedAt);
  const issued = new Date(Date.UTC(approved.getUTCFullYear() - 3, approved.getUTCMonth(), Math.min(approved.getUTCDate(), 28)));
  const expires = new Date(Date.UTC(issued.getUTCFullYear() + 10, issued.getUTCMonth(), issued.getUTCDate()));
  return {
    documentType: 'CARTA_IDENTITA_ELETTRONICA' as RecognitionDocumentType,
    documentNumber: 'CA12345AB',
    issueDate: isoDate(issued),
    expiryDate: isoDate(expires),
    // One of the authorities the documents call accepts for this type (the CIE is issued by the municipality).
    issuingAuthority: AUTHORITIES.CARTA_IDENTITA_ELETTRONICA[0],
    issuingPlace: 'Milano',
  };
}

/** The admin switch: sets the status of a registration's recognition; 404 when it has none. */
export function adminSetRecognition(sql: Database.Database, registrationId: string, status: RecognitionStatus) {
  const registration = findRegistration(sql, registrationId);
  if (!registration) throw errors.notFound(`Nessuna registrazione con id ${registrationId}`);
  const recognition = storedRecognition(registration);
  if (!recognition) throw new ApiError(404, RECOG_CODES.notStarted, RECOG_MSG.notStarted);
  return recognitionView(setRecognitionStatus(sql, registration, recognition, status));
}

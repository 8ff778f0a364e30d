/**
 * The document renewal (spec §1 DOCUMENT_RENEWAL, §7 `me/start-document-renewal`,
 * `recog/documentRenewalStart`). The registration `start-document-renewal` opens (type and flow
 * DOCUMENT_RENEWAL, step 1) goes through the same recognition hand-off and identity-document calls as a
 * registration; saving progress 2 (its UpdateDocumentCompleted step) completes it: the customer's identity
 * document on file (users.profile) becomes the new one, and the renewal is COMPLETED and closed.
 */
import type Database from 'better-sqlite3';
import { ApiError, errors } from '../errors';
import type { Registration } from '../repositories/registrations';
import type { UserProfile } from '../repositories/users';
import { findRegistration, updateRegistration } from '../repositories/registrations';
import { findUserProfile, updateUserProfile } from '../repositories/users';

/** The step a renewal completes at (DOCUMENT_RENEWAL 2: UpdateDocumentCompleted). */
const RENEWAL_COMPLETION_STEP = 2;

export const RENEWAL_CODES = {
  /** `recog/documentRenewalStart` when the caller's current registration is not an open renewal. */
  notRenewal: 'USR_RENEWAL_NOT_STARTED',
  /** Progress 2 before the recognition was concluded (not REJECTED) and the new document saved. */
  incomplete: 'USR_RENEWAL_INCOMPLETE',
  /** `start-document-renewal` for a customer whose document on file is not expiring (or who has none). */
  notDue: 'USR_RENEWAL_NOT_DUE',
} as const;

const RENEWAL_MSG = {
  notRenewal: 'Nessun aggiornamento del documento in corso',
  incomplete: 'Per completare l’aggiornamento servono il riconoscimento e i dati del nuovo documento',
  notDue: 'Il documento d’identità non è in scadenza',
} as const;

/**
 * A document can be renewed from this many days before its expiry (and once expired): the same window as the
 * online-banking page's "Aggiorna il documento d'identità" link (demo-host/public/online-banking/links.js).
 */
const RENEWAL_WINDOW_DAYS = 60;

/**
 * Whether the customer may start a renewal: their identity document on file expires within
 * {@link RENEWAL_WINDOW_DAYS} days or has expired. A renewal just completed (a new document) is not due, so a
 * reload after UpdateDocumentCompleted does not open a second one.
 */
export function renewalDue(profile: UserProfile | null, now = new Date()): boolean {
  const expiry = profile?.document?.expiryDate;
  if (!expiry) return false;
  const limit = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  return expiry <= limit;
}

/** `start-document-renewal`'s check: 409 USR_RENEWAL_NOT_DUE unless {@link renewalDue}. */
export function requireRenewalDue(profile: UserProfile | null): void {
  if (!renewalDue(profile)) throw new ApiError(409, RENEWAL_CODES.notDue, RENEWAL_MSG.notDue);
}

/** The `documents` field error of a renewal whose new document does not expire after the one on file. */
export const RENEWAL_NOT_NEWER_MSG = 'La data di scadenza deve essere successiva a quella del documento che stai aggiornando';

/**
 * `documents` on an open renewal: the new document must expire after the one on file, or it renews nothing
 * (the same expiring card sent again). 400 with a field error on `expiryDate` (the client shows it under the
 * field). The number is not compared: a renewed driving licence keeps its number.
 */
export function checkRenewedDocument(sql: Database.Database, registration: Registration, document: { expiryDate: string }): void {
  const current = findUserProfile(sql, registration.user.id)?.document?.expiryDate;
  if (current && document.expiryDate <= current) {
    throw errors.badRequest('The new document does not expire after the one on file', [{ field: 'expiryDate', message: RENEWAL_NOT_NEWER_MSG }]);
  }
}

/** Whether `registration` is a document renewal still open. */
export function isOpenRenewal(registration: Registration): boolean {
  return registration.type === 'DOCUMENT_RENEWAL' && !registration.closed;
}

/** `registration` when it is an open renewal, else 409 USR_RENEWAL_NOT_STARTED. */
export function requireOpenRenewal(registration: Registration): Registration {
  if (!isOpenRenewal(registration)) throw new ApiError(409, RENEWAL_CODES.notRenewal, RENEWAL_MSG.notRenewal);
  return registration;
}

/**
 * Saves progress `step` on a renewal: below the completion step it is only recorded; at it the renewal
 * completes (the recognition concluded and not REJECTED, the new document saved), else 409
 * USR_RENEWAL_INCOMPLETE and nothing changes.
 */
export function saveRenewalProgress(sql: Database.Database, registration: Registration, step: number): Registration {
  if (step < RENEWAL_COMPLETION_STEP || registration.closed) {
    return updateRegistration(sql, registration.id, { currentStep: step }) ?? registration;
  }
  const recognition = registration.data.recognition as { status?: string } | undefined;
  const document = registration.data.document as UserProfile['document'] | undefined;
  const recognised = recognition?.status === 'APPROVED' || recognition?.status === 'PENDING';
  if (!recognised || !document) throw new ApiError(409, RENEWAL_CODES.incomplete, RENEWAL_MSG.incomplete);
  updateUserProfile(sql, registration.user.id, { document, documentType: document.documentType });
  updateRegistration(sql, registration.id, { currentStep: step, status: 'COMPLETED', closed: true });
  return findRegistration(sql, registration.id) ?? registration;
}

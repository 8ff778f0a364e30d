/**
 * spec §4 "Registration selection", as a pure function over the lookup response of
 * `GET registrations/{id}` (spec §3: "The lookup response carries registration, registrations or
 * lastRegistration, plus user and business").
 */
import type { Registration, RegistrationLookup } from '../api/schemas';

/** spec §4/§8 rejection when nothing can be resumed. */
export const NO_REGISTRATIONS = 'No registrations found';
/** spec §4/§8 rejection of a corporate registration. */
export const CORPORATE_REJECTED = 'Already registering with flow CORPORATE';

type SelectionRejection = typeof NO_REGISTRATIONS | typeof CORPORATE_REJECTED;

export type Selection =
  | {
      kind: 'selected';
      registration: Registration;
      /** spec §4: "When the id was 'me' the lookup is repeated with the real id" — that id, else null. */
      lookupAgain: string | null;
    }
  | { kind: 'rejected'; reason: SelectionRejection };

/** Flows a registration from the list may have (spec §4). */
const LIST_FLOWS: readonly string[] = ['CONSUMER', 'BUSINESS', 'MINOR', 'DOCUMENT_RENEWAL'];
/** Flows the last registration may have when there is no list (spec §4). */
const LAST_FLOWS: readonly string[] = ['CONSUMER', 'BUSINESS', 'MINOR'];

/** "(COMPLETED or C_PREPAID_CARD_ASSOCIATED, and closed)": a registration that is over. */
function isFinished(registration: Registration): boolean {
  return (
    (registration.status === 'COMPLETED' || registration.status === 'C_PREPAID_CARD_ASSOCIATED') &&
    registration.closed
  );
}

export interface SelectionOptions {
  /** The update-document flag (spec §3 `updateDocument`): the wanted type is then DOCUMENT_RENEWAL. */
  updateDocument: boolean;
  /** The id the lookup was made with ('me' or a real registration id). */
  requestedId: string;
}

/**
 * Picks the registration to resume:
 * - a lookup by real id (`registration`) is used as it is;
 * - from a list: the first registration that is not finished, not CANCELED, of the wanted type and of
 *   flow CONSUMER, BUSINESS, MINOR or DOCUMENT_RENEWAL;
 * - with no list: the last registration if it is CONSUMER, BUSINESS or MINOR and not closed;
 * - otherwise 'No registrations found'.
 * A CORPORATE registration is rejected with 'Already registering with flow CORPORATE': the one picked,
 * or — when nothing else qualifies — one that would have qualified but for its flow.
 */
export function selectRegistration(lookup: RegistrationLookup, options: SelectionOptions): Selection {
  const wantedType = options.updateDocument ? 'DOCUMENT_RENEWAL' : 'REGISTRATION';
  const open = (r: Registration) => !isFinished(r) && r.status !== 'CANCELED' && r.type === wantedType;
  const corporate: Selection = { kind: 'rejected', reason: CORPORATE_REJECTED };

  let chosen: Registration | undefined;
  if (lookup.registration) {
    chosen = lookup.registration;
  } else if (lookup.registrations?.length) {
    chosen = lookup.registrations.find((r) => open(r) && LIST_FLOWS.includes(r.flow));
    if (!chosen && lookup.registrations.some((r) => open(r) && r.flow === 'CORPORATE')) return corporate;
  } else if (lookup.lastRegistration && !lookup.lastRegistration.closed) {
    const last = lookup.lastRegistration;
    if (last.flow === 'CORPORATE') return corporate;
    if (LAST_FLOWS.includes(last.flow)) chosen = last;
  }

  if (!chosen) return { kind: 'rejected', reason: NO_REGISTRATIONS };
  if (chosen.flow === 'CORPORATE') return corporate;
  return { kind: 'selected', registration: chosen, lookupAgain: options.requestedId === 'me' ? chosen.id : null };
}

/** A document renewal that is over (spec §4 DOCUMENT_RENEWAL ends on UpdateDocumentCompleted). */
export function isFinishedRenewal(registration: Registration): boolean {
  return registration.type === 'DOCUMENT_RENEWAL' && isFinished(registration);
}

export interface FinishedRenewalFacts {
  /** The update-document flag (spec §3 `updateDocument`): only a renewal session resumes a renewal. */
  updateDocument: boolean;
  /** Session key `currentRegistrationId` (spec §3): the registration this session was running. */
  currentRegistrationId: string | null;
  /** The page's route is UpdateDocumentCompleted (a reload of the renewal's last screen). */
  onCompletedScreen: boolean;
}

/**
 * The renewal this session finished, when the selection above finds nothing to resume in a renewal session:
 * spec §4 Registration selection skips a finished renewal, and "If the registration load fails: with
 * updateDocument a document-update process starts" — on a reload after UpdateDocumentCompleted that would ask
 * for a second renewal of the document just renewed (refused: the default error on the landing page). A
 * finished renewal is this session's when its id is the session's `currentRegistrationId`, or when the page
 * is UpdateDocumentCompleted (the last finished renewal of the lookup: a native app may reload the web view
 * without the session storage). The start-up rules then show UpdateDocumentCompleted again
 * (`renewal-completed` in rules.ts), with its §9 exit. Null otherwise: a renewal session that never finished
 * one here starts a new one, as §4 says.
 */
export function finishedRenewalOf(lookup: RegistrationLookup, facts: FinishedRenewalFacts): Registration | null {
  if (!facts.updateDocument) return null;
  const candidates = [
    ...(lookup.registration ? [lookup.registration] : []),
    ...(lookup.registrations ?? []),
    ...(lookup.lastRegistration ? [lookup.lastRegistration] : []),
  ].filter(isFinishedRenewal);
  const own = facts.currentRegistrationId ? candidates.find((r) => r.id === facts.currentRegistrationId) : undefined;
  if (own) return own;
  return facts.onCompletedScreen ? (candidates.at(-1) ?? null) : null;
}

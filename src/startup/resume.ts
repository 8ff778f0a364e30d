/**
 * Where inside the stored step a resumed registration lands. Spec §4 says "the user resumes at the stored
 * step, substep 0"; the server keeps only the step, so a back-blocked screen that is not the first of its
 * step (CONSUMER's recognition hand-off at 2,1, reached again on the provider's return or a reload) would
 * otherwise be unreachable: its step's first screen is already done and cannot be done twice (the e-mail
 * is confirmed). Decision (docs/flows.md "Resuming inside a step"): the wizard starts at substep 0 and moves past
 * each leading screen whose work the registration already records, so it lands where the user left.
 * A screen listed here is skipped only when its predicate holds; every other screen stops the walk.
 */
import type { Registration } from '../api/schemas';
import type { Position } from '../flows/engine';
import type { FlowName } from '../flows/flows';
import { FLOWS } from '../flows/flows';
import type { ScreenId } from '../flows/screens';

/** What the registration's saved `data` says about a screen: true when its work is recorded as done. */
export type DonePredicate = (data: Readonly<Record<string, unknown>>, registration: Registration) => boolean;

/**
 * Screens whose completion the registration records (sandbox contract, demo-host/server/README.md), keyed
 * by ScreenId. Add a screen here when it sits before a back-blocked substep of the same step (resume.test.ts
 * names every such screen of the flow tables that has no predicate and is not listed as one a resume shows again).
 */
// POST registrations/{id}/terms sets data.documentsAccepted (the account's documents).
const accountDocumentsAccepted: DonePredicate = (data) => Array.isArray(data.documentsAccepted) && data.documentsAccepted.length > 0;
// POST registrations/{id}/select-card sets prepaidCardResource.
const cardChosen: DonePredicate = (_data, registration) => Boolean(registration.prepaidCardResource?.id);
// terms with scope CARD sets data.cardDocumentsAccepted for that card (a later change of card leaves them for
// the old one, so they no longer count).
const cardDocumentsAccepted: DonePredicate = (data, registration) => {
  const accepted = data.cardDocumentsAccepted;
  const cardId = registration.prepaidCardResource?.id;
  return Boolean(cardId) && typeof accepted === 'object' && accepted !== null && (accepted as { cardId?: unknown }).cardId === cardId;
};

export const SCREEN_DONE: Partial<Record<ScreenId, DonePredicate>> = {
  // POST registrations/{id}/verify-email sets data.emailConfirmed.
  ConfirmEmail: (data) => data.emailConfirmed === true,
  // CONSUMER step 5, before the back-blocked Shipment (5,3).
  ViewDocumentation: accountDocumentsAccepted,
  CardCarousel: cardChosen,
  CardDocumentation: cardDocumentsAccepted,
  // MINOR step 4: the same screens under the minor's ids, saving the same data.
  MinorBankDocuments: accountDocumentsAccepted,
  MinorCardCarousel: cardChosen,
  MinorCardDocuments: cardDocumentsAccepted,
};

/** `{step, substep 0}` moved past the leading substeps of `step` that `done` says are done (never past the last). */
export function resumePosition(
  flow: FlowName,
  step: number,
  registration: Registration,
  done: Partial<Record<ScreenId, DonePredicate>> = SCREEN_DONE,
): Position {
  const substeps = FLOWS[flow][step]?.substeps ?? [];
  const data = registration.data ?? {};
  let substep = 0;
  while (substep < substeps.length - 1) {
    const screen = substeps[substep];
    const isDone = screen ? done[screen] : undefined;
    if (!isDone?.(data, registration)) break;
    substep += 1;
  }
  return { step, substep };
}

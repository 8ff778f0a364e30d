/**
 * Small synthetic flow tables for the unit tests of the flow engine and the wizard: the mechanics (a substep
 * submit, a step submit, a skipped last substep, empty steps, a held position, a repeated last step, back
 * blocks) are tested on these, so a screen added to a real table (src/flows/flows.ts) breaks none of them.
 * What the spec places where is tested on the real tables (src/flows/flows.test.ts).
 *
 * The engine takes a flow's name, so a test file swaps the tables in under the real names:
 *
 *   vi.mock('<path to>/src/flows/flows', async (importOriginal) =>
 *     (await import('<path to>/test/support/synthetic-flows')).withSyntheticFlows(await importOriginal()));
 *
 * The screens are real ScreenIds (their routes and §2 flags are real: Citizenship, Addresses, Shipment and
 * RegistrationCompleted are back blocked, Gianos is not).
 */
import type { FlowName, FlowStep, FlowTable } from '../../src/flows/flows';
import type { ScreenId } from '../../src/flows/screens';

const step = (stage: number, ...substeps: ScreenId[]): FlowStep => ({ stage, substeps });

/**
 * A linear flow, under CONSUMER, BUSINESS and MINOR: a one-screen step (3), a step of several screens, a
 * conditional last substep (Shipment, 5,3), a repeated last step (7 and 8).
 */
export const LINEAR: FlowTable = [
  step(0, 'Home'),
  step(1, 'AgeForm', 'NameForm', 'EmailForm', 'PrivacyForm', 'Citizenship'),
  step(2, 'ConfirmEmail', 'Recognition'),
  step(2, 'Addresses'),
  step(3, 'TitolareEffettivo', 'Gianos'),
  step(4, 'ViewDocumentation', 'CardCarousel', 'CardDocumentation', 'Shipment'),
  step(4, 'RequestCertificate', 'ConfirmAccessCode'),
  step(4, 'RegistrationCompleted'),
  step(4, 'RegistrationCompleted'),
];

/** A flow that starts with empty steps (like TUTOR, which joins at step 9), under TUTOR. */
export const LATE_START: FlowTable = [
  step(0),
  step(0),
  step(0),
  step(4, 'TutorBankSign', 'TutorConfirmAccessCode'),
  step(4, 'RegistrationCompleted'),
];

/** A flow whose step 1 holds two positions it never shows (like the upgrades' access steps), under the upgrades. */
export const HELD: FlowTable = [
  step(0, 'Home'),
  { ...step(1, 'AgeForm', 'CodeForm', 'ConfirmSms', 'Citizenship'), held: ['CodeForm', 'ConfirmSms'] },
  step(2, 'Addresses'),
  step(4, 'RegistrationCompleted'),
];

/** A short flow with a stage no step maps to (like DOCUMENT_RENEWAL's 'Attesa'), under DOCUMENT_RENEWAL. */
export const SHORT: FlowTable = [step(0, 'Home'), step(1, 'Recognition', 'DocumentData'), step(3, 'UpdateDocumentCompleted')];

export const SYNTHETIC_FLOWS: Readonly<Record<FlowName, FlowTable>> = {
  CONSUMER: LINEAR,
  BUSINESS: LINEAR,
  MINOR: LINEAR,
  TUTOR: LATE_START,
  UPGRADE_LEVEL_B_A: HELD,
  UPGRADE_MINOR_MAJOR: HELD,
  UPGRADE_CORPORATE_CONSUMER: HELD,
  DOCUMENT_RENEWAL: SHORT,
};

/** The real module `src/flows/flows` with its tables replaced by the synthetic ones (for `vi.mock`). */
export function withSyntheticFlows<T extends object>(real: T): T {
  return { ...real, FLOWS: SYNTHETIC_FLOWS };
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inProgressRegistration } from '../../test/support/fixtures';
import { screenAt } from '../flows/engine';
import { FLOWS, FLOW_NAMES } from '../flows/flows';
import { ROUTES } from '../flows/routes';
import { NO_FLAGS } from './flags';
import { resumePosition, SCREEN_DONE } from './resume';

/**
 * Screens that sit before a back-blocked substep of their step without a SCREEN_DONE predicate, and why that
 * is acceptable: a resume inside their step shows them again, so their work must be one that can be done twice.
 */
const SHOWN_AGAIN_ON_RESUME: Readonly<Record<string, string>> = {
  Addresses: 'the residence form opens again and saves the residence again (MINOR 2,1 and the upgrades 2,0, before DocumentType)',
};
import { planWithRegistration } from './rules';

describe('§4 Start-up rules: resuming inside the stored step', () => {
  it('§4 Start-up rules: the stored step resumes at substep 0 when nothing of it is recorded', () => {
    expect(resumePosition('CONSUMER', 2, inProgressRegistration({ currentStep: 2, data: {} }))).toEqual({ step: 2, substep: 0 });
    expect(resumePosition('CONSUMER', 3, inProgressRegistration({ currentStep: 3, data: null }))).toEqual({ step: 3, substep: 0 });
  });

  it('§4 Start-up rules: a confirmed e-mail resumes CONSUMER step 2 at the recognition hand-off (2,1)', () => {
    const registration = inProgressRegistration({ currentStep: 2, data: { emailConfirmed: true } });
    const plan = planWithRegistration({ flags: NO_FLAGS, registration, user: { status: 'PENDING' } });
    if (plan.kind !== 'place') throw new Error('expected a placement');
    expect(plan.rule).toBe('resume');
    expect(plan.position).toEqual({ step: 2, substep: 1 });
    expect(screenAt(plan.flow, plan.position)).toBe('Recognition');
  });

  it('§4 Start-up rules: the walk stops at the first screen not done and never passes the last substep', () => {
    const all = { ConfirmEmail: () => true, Recognition: () => true };
    expect(resumePosition('CONSUMER', 2, inProgressRegistration({ currentStep: 2 }), all)).toEqual({ step: 2, substep: 1 });
    expect(resumePosition('CONSUMER', 4, inProgressRegistration({ currentStep: 4 }), { Gianos: () => true })).toEqual({ step: 4, substep: 0 });
  });

  it('§4 Start-up rules: CONSUMER step 5 resumes past the documents, the card and its documents, on Shipment (5,3)', () => {
    const card = { prepaidCardResource: { id: 'CARD_CLASSIC' } };
    const accepted = { documentsAccepted: ['CONTRATTO_CONTO'] };
    const at = (over: Parameters<typeof inProgressRegistration>[0]) =>
      screenAt('CONSUMER', resumePosition('CONSUMER', 5, inProgressRegistration({ currentStep: 5, ...over })));
    expect(at({ data: {} })).toBe('ViewDocumentation');
    expect(at({ data: { documentsAccepted: [] } })).toBe('ViewDocumentation');
    expect(at({ data: accepted })).toBe('CardCarousel');
    expect(at({ data: accepted, ...card })).toBe('CardDocumentation');
    // Documents accepted for another card (the card was changed since) do not count.
    expect(at({ data: { ...accepted, cardDocumentsAccepted: { cardId: 'CARD_PLUS', documentIds: [] } }, ...card })).toBe(
      'CardDocumentation',
    );
    const done = { ...accepted, cardDocumentsAccepted: { cardId: 'CARD_CLASSIC', documentIds: ['CARTA_CONTRATTO'] } };
    expect(at({ data: done, ...card })).toBe('Shipment');
    // Through the start-up rules too (stored step 5).
    const plan = planWithRegistration({
      flags: NO_FLAGS,
      registration: inProgressRegistration({ currentStep: 5, data: done, ...card }),
      user: { status: 'PENDING' },
    });
    if (plan.kind !== 'place') throw new Error('expected a placement');
    expect(plan.position).toEqual({ step: 5, substep: 3 });
  });

  it('§4 Start-up rules: MINOR step 4 resumes past the REG_MIN documents and the card, on MinorCardDocuments (4,2)', () => {
    const at = (over: Parameters<typeof inProgressRegistration>[0]) =>
      screenAt('MINOR', resumePosition('MINOR', 4, inProgressRegistration({ flow: 'MINOR', currentStep: 4, ...over })));
    expect(at({ data: {} })).toBe('MinorBankDocuments');
    expect(at({ data: { documentsAccepted: ['CONTRATTO_CONTO'] } })).toBe('MinorCardCarousel');
    expect(at({ data: { documentsAccepted: ['CONTRATTO_CONTO'] }, prepaidCardResource: { id: 'CARD_CLASSIC' } })).toBe('MinorCardDocuments');
  });

  it('§4 Start-up rules: a card chosen without its documents accepted resumes on CardDocumentation, not past it', () => {
    const registration = inProgressRegistration({ currentStep: 5, data: { documentsAccepted: ['X'], cardDocumentsAccepted: null }, prepaidCardResource: { id: 'C' } });
    expect(resumePosition('CONSUMER', 5, registration)).toEqual({ step: 5, substep: 2 });
  });
});

describe('§4 Start-up rules: every screen a resume may have to pass is decided', () => {
  it.each(FLOW_NAMES)('%s: a screen before a back-blocked substep of its step has a SCREEN_DONE predicate (src/startup/resume.ts) or is listed as shown again', (flow) => {
    const undecided: string[] = [];
    FLOWS[flow].forEach((step, s) => {
      // Step 1 (the data steps) is placed by the pre-registration rules (spec §2 "pre-registered users 1,6 / 1,7"), not resumed.
      if (s < 2) return;
      const lastBlocked = step.substeps.findLastIndex((screen) => ROUTES[screen].backBlocked);
      step.substeps.slice(0, Math.max(0, lastBlocked)).forEach((screen, substep) => {
        if (!SCREEN_DONE[screen] && !SHOWN_AGAIN_ON_RESUME[screen]) {
          undecided.push(`${flow} ${s},${substep} ${screen} (before back-blocked ${step.substeps[lastBlocked]})`);
        }
      });
    });
    expect(undecided, 'add each to SCREEN_DONE in src/startup/resume.ts, or to SHOWN_AGAIN_ON_RESUME here with why').toEqual([]);
  });
});

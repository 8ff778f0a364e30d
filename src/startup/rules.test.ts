// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Registration } from '../api/schemas';
import { inProgressRegistration } from '../../test/support/fixtures';
import { screenAt } from '../flows/engine';
import { NO_FLAGS, type SessionFlags } from './flags';
import { placementWithoutToken } from './placement';
import { LEGACY_ERROR_PREFIX, placedScreen, planOnLoadFailure, planWithRegistration, type StartupPlan } from './rules';
import { CORPORATE_REJECTED, NO_REGISTRATIONS } from './selection';

const reg = inProgressRegistration;

const plan = (registration: Partial<Registration>, flags: Partial<SessionFlags> = {}, user: { status: 'ENABLED' | 'SUSPENDED' | 'PENDING' } | null = { status: 'PENDING' }) =>
  planWithRegistration({ flags: { ...NO_FLAGS, ...flags }, registration: reg(registration), user });

type Placed = Extract<StartupPlan, { kind: 'place' }>;
function placed(p: StartupPlan): Placed {
  if (p.kind !== 'place') throw new Error(`expected a placement, got ${p.kind}`);
  return p;
}
/** The screen a plan lands on. */
const landsOn = (p: StartupPlan) => {
  const place = placed(p);
  return screenAt(place.flow, place.position);
};

describe('§4 Start-up rules without a token', () => {
  it('§4 Start-up rules: without a token, business flags lead to the name form (1,1)', () => {
    expect(placementWithoutToken({ ...NO_FLAGS, bizDI: true })).toEqual({ step: 1, substep: 1 });
    expect(placementWithoutToken({ ...NO_FLAGS, bizLP: true, fromApp: true })).toEqual({ step: 1, substep: 1 });
  });

  it('§4 Start-up rules: without a token, fromApp leads to registration start (1,0)', () => {
    expect(placementWithoutToken({ ...NO_FLAGS, fromApp: true })).toEqual({ step: 1, substep: 0 });
  });

  it('§4 Start-up rules: without a token, anything else goes to the landing page (0,0)', () => {
    expect(placementWithoutToken(NO_FLAGS)).toEqual({ step: 0, substep: 0 });
  });
});

describe('§4 the screen a plan places (what a resume loads ahead)', () => {
  it('§4 Start-up rules: the stored step\'s screen; none for a rejection or a screen shown outside the flow', () => {
    expect(placedScreen(plan({ currentStep: 3 }))).toBe('Addresses');
    expect(placedScreen(plan({}, {}, { status: 'SUSPENDED' }))).toBeUndefined();
    const docsRequest = { id: 'dr-1', status: 'OPEN' as const, documents: [{ id: 'd1', description: 'Fronte', uploaded: false }] };
    expect(placedScreen(plan({ currentStep: 3, docsRequest }))).toBeUndefined();
  });
});

describe('§4 Start-up rules with a loaded registration', () => {
  it('§4 Start-up rules: a SUSPENDED user goes to the rejected screen', () => {
    expect(plan({}, {}, { status: 'SUSPENDED' })).toEqual({ kind: 'rejected' });
    expect(plan({ user: { id: 'u', status: 'SUSPENDED' } }, {}, null)).toEqual({ kind: 'rejected' });
    expect(plan({ status: 'CONSUMER_PREREGISTERED' }, {}, { status: 'SUSPENDED' })).toEqual({ kind: 'rejected' });
  });

  it('§4 Start-up rules extension (sandbox/design, no spec bullet): a registration with an OPEN docsRequest shows MissingDocuments', () => {
    const docsRequest = (status: 'OPEN' | 'COMPLETED') => ({ id: 'dr-1', status, documents: [{ id: 'd1', description: 'Fronte', uploaded: false }] });
    const open = placed(plan({ currentStep: 3, docsRequest: docsRequest('OPEN') }));
    expect(open).toMatchObject({ rule: 'missing-documents', show: 'MissingDocuments', saveProgress: null });
    // The wizard stands at the stored step behind the screen.
    expect(open.position).toEqual({ step: 3, substep: 0 });
    // After the SUSPENDED rule...
    expect(plan({ docsRequest: docsRequest('OPEN') }, {}, { status: 'SUSPENDED' })).toEqual({ kind: 'rejected' });
    // ...and before every other: pre-registered, a running signature, CONTRACTS_SIGNED.
    for (const over of [
      { status: 'CONSUMER_PREREGISTERED' },
      { infocertSignRunning: true, currentStep: 8 },
      { status: 'CONTRACTS_SIGNED', currentStep: 8 },
    ]) {
      expect(placed(plan({ ...over, docsRequest: docsRequest('OPEN') })).rule).toBe('missing-documents');
    }
    // The flags the registration implies are still set (the exit after the upload reads them).
    expect(placed(plan({ startLevel: 'B', targetLevel: 'A', docsRequest: docsRequest('OPEN') })).setFlags).toEqual({ upgrade: true });
    // A completed request, or none, changes nothing; no other rule shows a screen outside the flow.
    const completed = placed(plan({ currentStep: 3, docsRequest: docsRequest('COMPLETED') }));
    expect(completed.rule).toBe('resume');
    expect(completed.show).toBeUndefined();
    expect(placed(plan({ infocertSignRunning: true, docsRequest: null })).show).toBeUndefined();
  });

  it('§4 Start-up rules: startLevel B with targetLevel A sets the upgrade flag', () => {
    const p = placed(plan({ startLevel: 'B', targetLevel: 'A' }));
    expect(p.setFlags).toEqual({ upgrade: true });
    expect(p.flow).toBe('UPGRADE_LEVEL_B_A');
    expect(placed(plan({ startLevel: 'A', targetLevel: 'A' })).setFlags).toEqual({});
  });

  it('§4 Start-up rules: start profile MINOR with target profile CONSUMER sets the minor-upgrade flag', () => {
    const p = placed(plan({ startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 4 }));
    expect(p.setFlags).toEqual({ upgradeMinor: true });
    expect(p.flow).toBe('UPGRADE_MINOR_MAJOR');
  });

  it('§4 Start-up rules: a business registration sets bizLP (companyType LP) or bizDI', () => {
    expect(placed(plan({ flow: 'BUSINESS', business: { companyType: 'LP' } })).setFlags).toEqual({ bizLP: true });
    expect(placed(plan({ flow: 'BUSINESS', business: { companyType: 'DI' } })).setFlags).toEqual({ bizDI: true });
    expect(placed(plan({ flow: 'BUSINESS', business: null })).flow).toBe('BUSINESS');
  });

  it('§4 Start-up rules: pre-registered statuses go to step 1, substep 6 (phone NOT_CERTIFIED) or 7', () => {
    for (const status of ['CONSUMER_PREREGISTERED', 'MINOR_PREREGISTERED', 'BUSINESS_PREREGISTERED']) {
      expect(placed(plan({ status, phoneNumberStatus: 'NOT_CERTIFIED', currentStep: 0 })).position).toEqual({ step: 1, substep: 6 });
      expect(placed(plan({ status, phoneNumberStatus: 'CERTIFIED' })).position).toEqual({ step: 1, substep: 7 });
    }
    expect(landsOn(plan({ status: 'CONSUMER_PREREGISTERED', phoneNumberStatus: 'NOT_CERTIFIED' }))).toBe('ConfirmSms');
    expect(landsOn(plan({ status: 'CONSUMER_PREREGISTERED' }))).toBe('Citizenship');
  });

  it('§4 Start-up rules: step 0 becomes step 1', () => {
    expect(placed(plan({ currentStep: 0 })).position).toEqual({ step: 1, substep: 0 });
  });

  it('§4 Start-up rules: a running certificate-provider signature goes to signature recovery (consumer 8,5 or tutor 9,4)', () => {
    const consumer = placed(plan({ infocertSignRunning: true, currentStep: 8 }));
    expect(consumer).toMatchObject({ rule: 'signature-recovery', position: { step: 8, substep: 5 } });
    expect(landsOn(consumer)).toBe('ConfirmMobileToken');
    const tutor = placed(plan({ flow: 'MINOR', infocertSignRunning: true, currentStep: 9 }, { isTutor: true }));
    expect(tutor).toMatchObject({ flow: 'TUTOR', position: { step: 9, substep: 4 } });
    expect(landsOn(tutor)).toBe('TutorConfirmAccessCode');
  });

  it('§4 Start-up rules: CONSUMER with CONTRACTS_SIGNED at step 7 or 8: progress set to 8, then final step', () => {
    for (const currentStep of [7, 8]) {
      const p = placed(plan({ status: 'CONTRACTS_SIGNED', currentStep }));
      expect(p).toMatchObject({ rule: 'contracts-signed', saveProgress: 8 });
      expect(landsOn(p)).toBe('RegistrationCompleted');
    }
    expect(placed(plan({ status: 'CONTRACTS_SIGNED', currentStep: 6 })).rule).toBe('resume');
  });

  it('§4 Start-up rules: CONSUMER with CONTRACTS_SIGNED, minor-upgrade flag and step 6: progress set to 6, then final step', () => {
    const p = placed(plan({ status: 'CONTRACTS_SIGNED', currentStep: 6 }, { upgradeMinor: true }));
    expect(p).toMatchObject({ rule: 'contracts-signed', saveProgress: 6, flow: 'UPGRADE_MINOR_MAJOR' });
    expect(landsOn(p)).toBe('RegistrationCompleted');
  });

  it('§4 Start-up rules: BUSINESS with CONTRACTS_SIGNED at step 8 or 9: progress set to 9, then final step', () => {
    for (const currentStep of [8, 9]) {
      const p = placed(plan({ flow: 'BUSINESS', status: 'CONTRACTS_SIGNED', currentStep }));
      expect(p).toMatchObject({ saveProgress: 9, flow: 'BUSINESS' });
      expect(landsOn(p)).toBe('RegistrationCompleted');
    }
  });

  it('§4 Start-up rules: MINOR with CONTRACTS_SIGNED at step 8 or 9: progress set to 9, then final step 10', () => {
    for (const currentStep of [8, 9]) {
      const p = placed(plan({ flow: 'MINOR', status: 'CONTRACTS_SIGNED', currentStep }));
      expect(p).toMatchObject({ saveProgress: 9, flow: 'MINOR', position: { step: 10, substep: 0 } });
      expect(landsOn(p)).toBe('RegistrationCompleted');
    }
  });

  it('§4 Start-up rules: a MINOR at step 7 is treated as step 6', () => {
    const p = placed(plan({ flow: 'MINOR', currentStep: 7 }));
    expect(p.position).toEqual({ step: 6, substep: 0 });
    expect(landsOn(p)).toBe('MinorBankSign');
  });

  it('§4 Start-up rules: upgrade, corporate or minor-upgrade flows load user details first', () => {
    expect(placed(plan({}, { upgrade: true })).loadUserDetails).toBe(true);
    expect(placed(plan({}, { corporate: true })).loadUserDetails).toBe(true);
    expect(placed(plan({}, { upgradeMinor: true })).loadUserDetails).toBe(true);
    expect(placed(plan({ startLevel: 'B', targetLevel: 'A' })).loadUserDetails).toBe(true);
    expect(placed(plan({})).loadUserDetails).toBe(false);
  });

  it('§4 Start-up rules: in a minor upgrade at step 2 or lower the prepaid-card wallet is loaded and the user goes to document data', () => {
    for (const currentStep of [1, 2]) {
      const p = placed(plan({ startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep }));
      expect(p).toMatchObject({ rule: 'minor-upgrade-document-data', loadPrepaidCard: true, position: { step: 2, substep: 2 } });
      expect(landsOn(p)).toBe('DocumentData');
    }
    expect(placed(plan({ currentStep: 3 }, { upgradeMinor: true })).loadPrepaidCard).toBe(false);
  });

  it('§4 Start-up rules: a level upgrade at step 1 for a consumer goes to citizenship', () => {
    const p = placed(plan({ startLevel: 'B', targetLevel: 'A', currentStep: 1 }));
    expect(p).toMatchObject({ rule: 'level-upgrade-citizenship', position: { step: 1, substep: 7 } });
    expect(landsOn(p)).toBe('Citizenship');
    expect(placed(plan({ currentStep: 3 }, { upgrade: true })).rule).toBe('resume');
  });

  it('§4 Start-up rules (upgrade flows): CONTRACTS_SIGNED in the three upgrade flows at step 6: progress set to 6, then final step 7,0; at 7 no save', () => {
    const upgrades: [Partial<Registration>, Partial<SessionFlags>][] = [
      [{ startLevel: 'B', targetLevel: 'A' }, {}],
      [{ startProfile: 'MINOR', targetProfile: 'CONSUMER' }, {}],
      [{}, { corporate: true }],
    ];
    for (const [fields, flags] of upgrades) {
      const atSix = placed(plan({ ...fields, status: 'CONTRACTS_SIGNED', currentStep: 6 }, flags));
      expect(atSix).toMatchObject({ rule: 'contracts-signed', saveProgress: 6, position: { step: 7, substep: 0 } });
      expect(landsOn(atSix)).toBe('RegistrationCompleted');
      // The CONSUMER bullet's "progress 8" would be past the upgrade table's last step.
      const atSeven = placed(plan({ ...fields, status: 'CONTRACTS_SIGNED', currentStep: 7 }, flags));
      expect(atSeven).toMatchObject({ rule: 'resume', saveProgress: null, position: { step: 7, substep: 0 } });
      expect(landsOn(atSeven)).toBe('RegistrationCompleted');
    }
  });

  it('§4 Start-up rules (upgrade flows): a corporate registration at step 1 resumes its upgrade table at 1,0 with user details', () => {
    const p = placed(plan({ currentStep: 1 }, { corporate: true }));
    expect(p).toMatchObject({ rule: 'resume', flow: 'UPGRADE_CORPORATE_CONSUMER', loadUserDetails: true, position: { step: 1, substep: 0 } });
    expect(landsOn(p)).toBe('AgeForm');
  });

  it('§4 Start-up rules (upgrade flows): the flags an upgrade registration implies choose its table (level 1 -> 1,7, minor <= 2 -> 2,2)', () => {
    const level = placed(plan({ startLevel: 'B', targetLevel: 'A', currentStep: 1 }));
    expect(level).toMatchObject({ setFlags: { upgrade: true }, flow: 'UPGRADE_LEVEL_B_A', loadUserDetails: true, loadPrepaidCard: false });
    const minor = placed(plan({ startProfile: 'MINOR', targetProfile: 'CONSUMER', currentStep: 2 }));
    expect(minor).toMatchObject({ setFlags: { upgradeMinor: true }, flow: 'UPGRADE_MINOR_MAJOR', loadUserDetails: true, loadPrepaidCard: true });
    expect(landsOn(minor)).toBe('DocumentData');
  });

  it('§4 Start-up rules (upgrade flows): the DOUBLEDOC wizard-completed rule (9,0) is the CONSUMER table\'s, never an upgrade\'s', () => {
    const p = placed(plan({ startLevel: 'B', targetLevel: 'A', mode: 'DOUBLEDOC', status: 'WIZARD_COMPLETED', currentStep: 7 }));
    expect(p).toMatchObject({ rule: 'resume', position: { step: 7, substep: 0 } });
  });

  it('§4 Start-up rules: a consumer with mode DOUBLEDOC, status WIZARD_COMPLETED and step 7 or higher goes to wizard completed (9,0)', () => {
    const p = placed(plan({ mode: 'DOUBLEDOC', status: 'WIZARD_COMPLETED', currentStep: 7 }));
    expect(p).toMatchObject({ rule: 'wizard-completed', position: { step: 9, substep: 0 } });
    expect(placed(plan({ mode: 'DOUBLEDOC', status: 'WIZARD_COMPLETED', currentStep: 6 })).rule).toBe('resume');
    expect(placed(plan({ mode: null, status: 'WIZARD_COMPLETED', currentStep: 7 })).rule).toBe('resume');
  });

  it('§4 Start-up rules: otherwise the user resumes at the stored step, substep 0', () => {
    const p = placed(plan({ currentStep: 3 }));
    expect(p).toMatchObject({ rule: 'resume', position: { step: 3, substep: 0 }, saveProgress: null });
    expect(landsOn(p)).toBe('Addresses');
  });
});

describe('§4 Start-up rules when the registration load fails', () => {
  const fail = (flags: Partial<SessionFlags>, error: Partial<{ kind: string; status: number; message: string }> = {}, addWalletReloaded = false) =>
    planOnLoadFailure({
      flags: { ...NO_FLAGS, ...flags },
      error: { kind: 'selection', message: NO_REGISTRATIONS, ...error },
      addWalletReloaded,
    });

  it('§4 Start-up rules: registration load fails with updateDocument: a document-update process starts', () => {
    expect(fail({ updateDocument: true, upgrade: true })).toEqual({ kind: 'start', process: 'document-update' });
  });

  it('§4 Start-up rules: registration load fails with upgrade: an upgrade starts', () => {
    expect(fail({ upgrade: true })).toEqual({ kind: 'start', process: 'upgrade' });
    expect(fail({ upgrade: true }, { kind: 'http', status: 404, message: 'Registration not found' })).toEqual({
      kind: 'start',
      process: 'upgrade',
    });
  });

  it('§4 Start-up rules: registration load fails with the minor-upgrade flag: a minor upgrade starts', () => {
    expect(fail({ upgradeMinor: true })).toEqual({ kind: 'start', process: 'minor-upgrade' });
  });

  it('§4 Start-up rules: registration load fails with corporate: an add-wallet process starts and the page reloads (once)', () => {
    expect(fail({ corporate: true })).toEqual({ kind: 'add-wallet-and-reload' });
    expect(fail({ corporate: true }, { message: CORPORATE_REJECTED })).toEqual({ kind: 'add-wallet-and-reload' });
    expect(fail({ corporate: true }, {}, true)).toEqual({ kind: 'landing', showError: true });
  });

  it('§4 Start-up rules: registration load fails otherwise: the user goes to the landing page', () => {
    expect(fail({})).toEqual({ kind: 'landing', showError: false });
    expect(fail({}, { message: CORPORATE_REJECTED })).toEqual({ kind: 'landing', showError: false });
  });

  it('§8 Load-registration error "Cannot find any NON legacy registration for user with id…": the new-registration dialog', () => {
    expect(fail({}, { kind: 'http', status: 404, message: `${LEGACY_ERROR_PREFIX} usr-8` })).toEqual({ kind: 'legacy-dialog' });
    expect(LEGACY_ERROR_PREFIX).toBe('Cannot find any NON legacy registration for user with id');
  });

  it('a failed load that is not "nothing to resume" (network, 5xx) starts nothing and shows the error on the landing page', () => {
    expect(fail({ upgrade: true }, { kind: 'network', message: 'Network error' })).toEqual({ kind: 'landing', showError: true });
    expect(fail({ corporate: true }, { kind: 'http', status: 503, message: 'down' })).toEqual({ kind: 'landing', showError: true });
  });

  it('§4 Session: a session that expired during the load does nothing more', () => {
    expect(fail({ upgrade: true }, { kind: 'session-expired', message: 'expired' })).toEqual({ kind: 'none' });
  });
});

describe('§4 Start-up rules, DOCUMENT_RENEWAL: a finished renewal reloaded', () => {
  const finished = { id: 'reg-r', flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', status: 'COMPLETED', closed: true, currentStep: 2 } as const;

  it('§4 DOCUMENT_RENEWAL: a finished renewal (this session\'s) shows UpdateDocumentCompleted again, nothing saved', () => {
    const p = placed(plan(finished, { updateDocument: true }));
    expect(p).toMatchObject({ rule: 'renewal-completed', flow: 'DOCUMENT_RENEWAL', saveProgress: null, position: { step: 2, substep: 0 } });
    expect(landsOn(p)).toBe('UpdateDocumentCompleted');
    // Whatever step the server kept it at.
    expect(landsOn(plan({ ...finished, currentStep: 1 }, { updateDocument: true }))).toBe('UpdateDocumentCompleted');
  });

  it('§4 DOCUMENT_RENEWAL: an open renewal still resumes at its stored step; a SUSPENDED user still goes to the rejected screen', () => {
    expect(landsOn(plan({ ...finished, status: 'CONSUMER_IN_PROGRESS', closed: false, currentStep: 1 }, { updateDocument: true }))).toBe('Recognition');
    expect(plan(finished, { updateDocument: true }, { status: 'SUSPENDED' })).toEqual({ kind: 'rejected' });
  });
});

// @vitest-environment node
/**
 * The engine's mechanics on small synthetic tables (test/support/synthetic-flows.ts), swapped in under the real
 * flow names, so a screen added to a real table breaks none of these. The real tables' placements and their
 * invariants are tested in flows.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNKNOWN_ROUTE_DIALOG,
  createRepeatGuard,
  decideNavigation,
  isBefore,
  isKnownPosition,
  nextScreenToPreload,
  positionOf,
  previousPosition,
  progressPercent,
  screenAt,
  stageOf,
  stepperTitles,
  submitStep,
  trackingEventName,
} from './engine';
import type { Position } from './engine';
import { FLOWS, FLOW_NAMES } from './flows';
import { SYNTHETIC_FLOWS } from '../../test/support/synthetic-flows';

vi.mock('./flows', async (importOriginal) =>
  (await import('../../test/support/synthetic-flows')).withSyntheticFlows(await importOriginal<object>()),
);

const at = (step: number, substep: number): Position => ({ step, substep });

it('the synthetic tables stand in for the real ones here', () => {
  expect(FLOWS).toBe(SYNTHETIC_FLOWS);
});

describe('screenAt / positionOf', () => {
  it('§2 the screen at a (step, substep) pair', () => {
    expect(screenAt('CONSUMER', at(0, 0))).toBe('Home');
    expect(screenAt('CONSUMER', at(1, 4))).toBe('Citizenship');
    expect(screenAt('CONSUMER', at(5, 3))).toBe('Shipment');
    expect(screenAt('TUTOR', at(3, 1))).toBe('TutorConfirmAccessCode');
    expect(screenAt('CONSUMER', at(1, 5))).toBeUndefined();
    expect(screenAt('TUTOR', at(0, 0))).toBeUndefined();
  });

  it('positionOf returns the first occurrence, undefined for a screen the table does not place', () => {
    expect(positionOf('CONSUMER', 'RegistrationCompleted')).toEqual(at(7, 0));
    expect(positionOf('TUTOR', 'TutorConfirmAccessCode')).toEqual(at(3, 1));
    expect(positionOf('CONSUMER', 'UploadBizDocuments')).toBeUndefined();
  });

  it('a held position is still a position (its route shows what the registry says)', () => {
    expect(screenAt('UPGRADE_LEVEL_B_A', at(1, 1))).toBe('CodeForm');
    expect(positionOf('UPGRADE_LEVEL_B_A', 'Citizenship')).toEqual(at(1, 3));
  });
});

describe('isKnownPosition', () => {
  it('§2 Navigation rules: a step/substep pair that maps to no route is unknown (the "Ops!" dialog)', () => {
    expect(isKnownPosition('CONSUMER', at(1, 4))).toBe(true);
    expect(isKnownPosition('CONSUMER', at(1, 5))).toBe(false);
    expect(isKnownPosition('CONSUMER', at(9, 0))).toBe(false);
    expect(isKnownPosition('CONSUMER', at(-1, 0))).toBe(false);
    expect(isKnownPosition('TUTOR', at(0, 0))).toBe(false);
    expect(isKnownPosition('DOCUMENT_RENEWAL', at(3, 0))).toBe(false);
    expect(UNKNOWN_ROUTE_DIALOG).toEqual({ title: 'Ops!', message: 'La pagina che stai visitando non esiste' });
  });
});

describe('submitStep', () => {
  it('§4 Step submit: a substep that is not the last advances the substep without saving', () => {
    expect(submitStep('CONSUMER', at(1, 0))).toEqual({ next: at(1, 1), saveProgress: null });
    expect(submitStep('CONSUMER', at(1, 3))).toEqual({ next: at(1, 4), saveProgress: null });
    expect(submitStep('CONSUMER', at(1, 3), { step: 4 })).toEqual({ next: at(1, 4), saveProgress: null });
  });

  it('§4 Step submit: last substep saves progress and advances the step, substep reset to 0', () => {
    expect(submitStep('CONSUMER', at(1, 4))).toEqual({ next: at(2, 0), saveProgress: { step: 2 } });
    expect(submitStep('CONSUMER', at(0, 0))).toEqual({ next: at(1, 0), saveProgress: { step: 1 } });
    expect(submitStep('CONSUMER', at(3, 0))).toEqual({ next: at(4, 0), saveProgress: { step: 4 } });
    expect(submitStep('DOCUMENT_RENEWAL', at(1, 1))).toEqual({ next: at(2, 0), saveProgress: { step: 2 } });
  });

  it('§4 Step submit: an explicit step value is what gets saved; the move is still step + 1', () => {
    expect(submitStep('CONSUMER', at(6, 1), { step: 8 })).toEqual({ next: at(7, 0), saveProgress: { step: 8 } });
    expect(submitStep('CONSUMER', at(3, 0), { step: 9 })).toEqual({ next: at(4, 0), saveProgress: { step: 9 } });
  });

  it('§4 Step submit: empty steps are skipped when advancing (TUTOR 0-8)', () => {
    expect(submitStep('TUTOR', at(0, 0))).toEqual({ next: at(3, 0), saveProgress: { step: 3 } });
    expect(submitStep('TUTOR', at(3, 0))).toEqual({ next: at(3, 1), saveProgress: null });
    expect(submitStep('TUTOR', at(3, 1))).toEqual({ next: at(4, 0), saveProgress: { step: 4 } });
  });

  it('§4 Step submit: a skipped substep is passed over; skipping the rest of a step makes the submit its last', () => {
    expect(submitStep('CONSUMER', at(5, 2))).toEqual({ next: at(5, 3), saveProgress: null });
    expect(submitStep('CONSUMER', at(5, 2), { skip: ['Shipment'] })).toEqual({ next: at(6, 0), saveProgress: { step: 6 } });
    expect(submitStep('CONSUMER', at(5, 0), { skip: ['CardCarousel'] })).toEqual({ next: at(5, 2), saveProgress: null });
    // A skip list naming a screen elsewhere changes nothing.
    expect(submitStep('CONSUMER', at(1, 0), { skip: ['Shipment'] })).toEqual({ next: at(1, 1), saveProgress: null });
  });

  it('§4 Step submit: a held position is passed over by every submit, with or without a skip list', () => {
    expect(submitStep('UPGRADE_LEVEL_B_A', at(1, 0))).toEqual({ next: at(1, 3), saveProgress: null });
    expect(submitStep('UPGRADE_LEVEL_B_A', at(1, 0), { skip: ['CodeForm'] })).toEqual({ next: at(1, 3), saveProgress: null });
    expect(nextScreenToPreload('UPGRADE_LEVEL_B_A', at(1, 0))).toBe('Citizenship');
  });

  it('§4 Step submit: past the last step the move is the literal step + 1, which maps to no route', () => {
    const result = submitStep('CONSUMER', at(8, 0));
    expect(result).toEqual({ next: at(9, 0), saveProgress: { step: 9 } });
    expect(isKnownPosition('CONSUMER', result.next)).toBe(false);
  });

  it('§4 Step submit: a repeated last step is walked once per step', () => {
    expect(submitStep('CONSUMER', at(7, 0))).toEqual({ next: at(8, 0), saveProgress: { step: 8 } });
  });
});

describe('createRepeatGuard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§4 Step submit: repeated submits within 1 second are ignored', () => {
    vi.useFakeTimers();
    const guard = createRepeatGuard();
    expect(guard(Date.now())).toBe(true);
    vi.advanceTimersByTime(999);
    expect(guard(Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(guard(Date.now())).toBe(true);
  });

  it('§4 Step submit: the window runs from the last accepted submit (ignored clicks do not extend it)', () => {
    vi.useFakeTimers();
    const guard = createRepeatGuard();
    expect(guard(Date.now())).toBe(true);
    vi.advanceTimersByTime(600);
    expect(guard(Date.now())).toBe(false);
    vi.advanceTimersByTime(400);
    expect(guard(Date.now())).toBe(true);
  });

  it('§4 Step submit: a forced submit proceeds within the window and restarts it', () => {
    vi.useFakeTimers();
    const guard = createRepeatGuard();
    expect(guard(Date.now())).toBe(true);
    vi.advanceTimersByTime(100);
    expect(guard(Date.now(), true)).toBe(true);
    vi.advanceTimersByTime(950);
    expect(guard(Date.now())).toBe(false);
  });

  it('§4 Step submit: once the shown lock has ended, a submit proceeds (an enabled button always works)', () => {
    const guard = createRepeatGuard();
    expect(guard(0)).toBe(true);
    expect(guard(999, false, true)).toBe(false);
    expect(guard(999, false, false)).toBe(true);
    expect(guard(1500, false, true)).toBe(false);
  });

  it('§9 Business constants: the window is configurable and guards are independent', () => {
    const short = createRepeatGuard(200);
    const other = createRepeatGuard();
    expect(short(0)).toBe(true);
    expect(other(100)).toBe(true);
    expect(short(199)).toBe(false);
    expect(short(200)).toBe(true);
  });
});

describe('previousPosition', () => {
  it('§2 Navigation rules: back goes to the previous substep', () => {
    expect(previousPosition('CONSUMER', at(1, 3))).toEqual(at(1, 2));
  });

  it('§2 Navigation rules: back from a first substep goes to the last substep of the previous step', () => {
    expect(previousPosition('CONSUMER', at(2, 0))).toEqual(at(1, 4));
    expect(previousPosition('CONSUMER', at(1, 0))).toEqual(at(0, 0));
    expect(previousPosition('CONSUMER', at(4, 0))).toEqual(at(3, 0));
  });

  it('§2 Navigation rules: back skips empty steps and is undefined at the start', () => {
    expect(previousPosition('CONSUMER', at(0, 0))).toBeUndefined();
    expect(previousPosition('TUTOR', at(3, 0))).toBeUndefined();
    expect(previousPosition('TUTOR', at(4, 0))).toEqual(at(3, 1));
  });

  it('§2 Navigation rules: an out-of-range substep or step is clamped first', () => {
    expect(previousPosition('CONSUMER', at(3, 5))).toEqual(at(3, 0));
    expect(previousPosition('CONSUMER', at(20, 0))).toEqual(at(8, 0));
  });
});

describe('decideNavigation', () => {
  const base = { flow: 'CONSUMER' as const, fromApp: false, serviceFlag: false };

  it('§2 Navigation rules: back from a back-blocked step raises the interrupt dialog', () => {
    // Citizenship (1,4) is back blocked.
    expect(decideNavigation({ ...base, from: at(1, 4), to: at(1, 3) })).toEqual({ kind: 'interrupt' });
    // Addresses (3,0) is back blocked; an earlier step counts too.
    expect(decideNavigation({ ...base, from: at(3, 0), to: at(2, 1) })).toEqual({ kind: 'interrupt' });
    expect(decideNavigation({ ...base, from: at(3, 0), to: at(0, 0) })).toEqual({ kind: 'interrupt' });
  });

  it('§2 Navigation rules: with the SERVICE flag the blocked move goes and the flag is stripped', () => {
    expect(decideNavigation({ ...base, serviceFlag: true, from: at(1, 4), to: at(1, 3) })).toEqual({
      kind: 'go',
      stripService: true,
    });
  });

  it('§2 Navigation rules: back from a step without the flag goes', () => {
    // Gianos (4,1) is not back blocked.
    expect(decideNavigation({ ...base, from: at(4, 1), to: at(4, 0) })).toEqual({ kind: 'go' });
    expect(decideNavigation({ ...base, from: at(1, 3), to: at(1, 2) })).toEqual({ kind: 'go' });
  });

  it('§2 Navigation rules: moving forward from a back-blocked step goes, SERVICE is left alone', () => {
    expect(decideNavigation({ ...base, from: at(1, 4), to: at(2, 0) })).toEqual({ kind: 'go' });
    expect(decideNavigation({ ...base, serviceFlag: true, from: at(1, 4), to: at(2, 0) })).toEqual({ kind: 'go' });
    expect(decideNavigation({ ...base, from: at(1, 4), to: at(1, 4) })).toEqual({ kind: 'go' });
  });

  it('§2 Navigation rules: going to Home from the native app only signals the app', () => {
    expect(decideNavigation({ ...base, fromApp: true, from: at(1, 0), to: at(0, 0) })).toEqual({ kind: 'app-go-back' });
    expect(decideNavigation({ ...base, fromApp: false, from: at(1, 0), to: at(0, 0) })).toEqual({ kind: 'go' });
  });

  it('§2 Navigation rules: Home from the app takes precedence over the back block', () => {
    expect(decideNavigation({ ...base, fromApp: true, from: at(3, 0), to: at(0, 0) })).toEqual({ kind: 'app-go-back' });
    // Other back moves from a blocked step in the app still raise the interrupt.
    expect(decideNavigation({ ...base, fromApp: true, from: at(3, 0), to: at(2, 0) })).toEqual({ kind: 'interrupt' });
  });

  it('§2 Navigation rules: the back block is read from the current route in every flow', () => {
    // HELD 2,0 is Addresses (blocked); SHORT 1,1 DocumentData (not blocked).
    expect(decideNavigation({ ...base, flow: 'UPGRADE_MINOR_MAJOR', from: at(2, 0), to: at(1, 0) })).toEqual({ kind: 'interrupt' });
    expect(decideNavigation({ ...base, flow: 'DOCUMENT_RENEWAL', from: at(1, 1), to: at(1, 0) })).toEqual({ kind: 'go' });
    // An unknown current position carries no block.
    expect(decideNavigation({ ...base, from: at(40, 0), to: at(1, 0) })).toEqual({ kind: 'go' });
  });
});

describe('nextScreenToPreload', () => {
  it('§2 Navigation rules: the step after the target is preloaded', () => {
    expect(nextScreenToPreload('CONSUMER', at(1, 0))).toBe('NameForm');
    expect(nextScreenToPreload('CONSUMER', at(1, 4))).toBe('ConfirmEmail');
    expect(nextScreenToPreload('TUTOR', at(0, 0))).toBe('TutorBankSign');
    expect(nextScreenToPreload('DOCUMENT_RENEWAL', at(2, 0))).toBeUndefined();
  });
});

describe('stepper and progress', () => {
  it("§4 Step flows: a step's stage indexes its flow's stepper titles", () => {
    const titles = stepperTitles('CONSUMER');
    const stageTitle = (step: number) => titles[stageOf('CONSUMER', step) ?? -1];
    expect(stageTitle(0)).toBe('Indietro');
    expect(stageTitle(1)).toBe('Inserisci i dati');
    expect(stageTitle(3)).toBe('Riconoscimento');
    expect(stageTitle(4)).toBe('Autocertificazione');
    expect(stageTitle(6)).toBe('Firma Digitale');
    expect(stageOf('CONSUMER', 9)).toBeUndefined();
  });

  it('§4 Step flows: DOCUMENT_RENEWAL uses the renewal titles', () => {
    const titles = stepperTitles('DOCUMENT_RENEWAL');
    expect(titles[stageOf('DOCUMENT_RENEWAL', 1) ?? -1]).toBe('Documenti');
    expect(titles[stageOf('DOCUMENT_RENEWAL', 2) ?? -1]).toBe('Aggiornamento completato');
    expect(stepperTitles('MINOR')[0]).toBe('Indietro');
  });

  it('§4 Step flows: progress percentage = stage index / (stage count - 1) * 100', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(1, 5)).toBe(25);
    expect(progressPercent(2, 5)).toBe(50);
    expect(progressPercent(4, 5)).toBe(100);
    expect(progressPercent(1, 4)).toBe(33);
    expect(progressPercent(2, 4)).toBe(67);
  });

  it('§4 Step flows: progress is clamped to 0..100 and 0 when there is a single stage', () => {
    expect(progressPercent(-1, 5)).toBe(0);
    expect(progressPercent(9, 5)).toBe(100);
    expect(progressPercent(0, 1)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 5)).toBe(0);
  });
});

describe('trackingEventName', () => {
  it('§2 Screens and routes: tracking event names have the form reg_<Name>_stepN', () => {
    expect(trackingEventName('CONSUMER', at(1, 0))).toBe('reg_AgeForm_step1');
    expect(trackingEventName('CONSUMER', at(1, 4))).toBe('reg_Citizenship_step1');
    expect(trackingEventName('CONSUMER', at(8, 0))).toBe('reg_RegistrationCompleted_step8');
    expect(trackingEventName('CONSUMER', at(1, 5))).toBeUndefined();
  });
});

it.each(FLOW_NAMES)('§4 Step submit: submitting from the start walks every shown screen of %s in order', (flow) => {
  const expected = FLOWS[flow].flatMap((s) => s.substeps.filter((screen) => !s.held?.includes(screen)));
  const visited: string[] = [];
  let pos: Position = at(0, 0);
  if (!isKnownPosition(flow, pos)) pos = submitStep(flow, pos).next;
  while (isKnownPosition(flow, pos)) {
    visited.push(screenAt(flow, pos) ?? '?');
    expect(isBefore(pos, submitStep(flow, pos).next)).toBe(true);
    pos = submitStep(flow, pos).next;
  }
  expect(visited).toEqual(expected);
});

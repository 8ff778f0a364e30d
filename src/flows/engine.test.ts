// @vitest-environment node
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

const at = (step: number, substep: number): Position => ({ step, substep });

describe('screenAt / positionOf (key positions)', () => {
  it.each([
    ['CONSUMER', 0, 0, 'Home'],
    ['CONSUMER', 1, 0, 'AgeForm'],
    ['CONSUMER', 1, 1, 'NameForm'],
    ['CONSUMER', 1, 6, 'ConfirmSms'],
    ['CONSUMER', 1, 7, 'Citizenship'],
    ['CONSUMER', 2, 1, 'Recognition'],
    ['CONSUMER', 6, 0, 'RecognitionCheckResult'],
    ['CONSUMER', 7, 1, 'DocumentData'],
    ['CONSUMER', 8, 1, 'CertificateSign'],
    ['CONSUMER', 8, 5, 'ConfirmMobileToken'],
    ['CONSUMER', 9, 0, 'RegistrationCompleted'],
    ['CONSUMER', 12, 0, 'RegistrationCompleted'],
    ['BUSINESS', 4, 2, 'ScopoRapporto'],
    ['BUSINESS', 5, 0, 'UploadBizDocuments'],
    ['BUSINESS', 6, 0, 'ViewDocumentation'],
    ['BUSINESS', 9, 5, 'ConfirmMobileToken'],
    ['BUSINESS', 13, 0, 'RegistrationCompleted'],
    ['MINOR', 2, 3, 'DocumentData'],
    ['MINOR', 5, 0, 'UserRecognition'],
    ['MINOR', 8, 0, 'MinorSetTutor'],
    ['MINOR', 9, 0, 'MinorWaitingTutorConfirm'],
    ['MINOR', 10, 0, 'RegistrationCompleted'],
    ['MINOR', 11, 0, 'RegistrationCompleted'],
    ['TUTOR', 9, 0, 'TutorCardDocumentation'],
    ['TUTOR', 9, 4, 'TutorConfirmAccessCode'],
    ['TUTOR', 9, 5, 'TutorConfirmMobileToken'],
    ['TUTOR', 10, 0, 'RegistrationCompleted'],
    ['UPGRADE_LEVEL_B_A', 1, 7, 'Citizenship'],
    ['UPGRADE_LEVEL_B_A', 1, 8, 'ConfirmEmail'],
    ['UPGRADE_LEVEL_B_A', 2, 2, 'DocumentData'],
    ['UPGRADE_LEVEL_B_A', 4, 1, 'CardDocumentation'],
    ['UPGRADE_MINOR_MAJOR', 2, 2, 'DocumentData'],
    ['UPGRADE_MINOR_MAJOR', 4, 1, 'CardCarousel'],
    ['UPGRADE_CORPORATE_CONSUMER', 4, 1, 'CardCarousel'],
    ['UPGRADE_CORPORATE_CONSUMER', 5, 0, 'UserRecognition'],
    ['UPGRADE_CORPORATE_CONSUMER', 7, 0, 'RegistrationCompleted'],
    ['DOCUMENT_RENEWAL', 1, 0, 'Recognition'],
    ['DOCUMENT_RENEWAL', 2, 0, 'UpdateDocumentCompleted'],
  ] as const)('§4 Step flows: %s %i,%i is %s', (flow, step, substep, screen) => {
    expect(screenAt(flow, at(step, substep))).toBe(screen);
  });

  it('§4 Step flows: CardCarousel is only in the minor-to-major and corporate upgrades', () => {
    expect(positionOf('UPGRADE_LEVEL_B_A', 'CardCarousel')).toBeUndefined();
    expect(positionOf('UPGRADE_MINOR_MAJOR', 'CardCarousel')).toEqual(at(4, 1));
    expect(positionOf('UPGRADE_CORPORATE_CONSUMER', 'CardCarousel')).toEqual(at(4, 1));
  });

  it('§4 Step flows: positionOf returns the first occurrence', () => {
    expect(positionOf('CONSUMER', 'RegistrationCompleted')).toEqual(at(9, 0));
    expect(positionOf('MINOR', 'RegistrationCompleted')).toEqual(at(10, 0));
    expect(positionOf('TUTOR', 'TutorConfirmAccessCode')).toEqual(at(9, 4));
    expect(positionOf('CONSUMER', 'UploadBizDocuments')).toBeUndefined();
  });

  it.each(FLOW_NAMES)('§4 Step flows: positionOf and screenAt agree for every screen of %s', (flow) => {
    FLOWS[flow].forEach((s, step) =>
      s.substeps.forEach((screen) => {
        const pos = positionOf(flow, screen);
        expect(pos && screenAt(flow, pos)).toBe(screen);
        expect(pos && isBefore(at(step + 1, 0), pos)).toBe(false);
      }),
    );
  });
});

describe('isKnownPosition', () => {
  it('§2 Navigation rules: a step/substep pair that maps to no route is unknown (the "Ops!" dialog)', () => {
    expect(isKnownPosition('CONSUMER', at(1, 7))).toBe(true);
    expect(isKnownPosition('CONSUMER', at(1, 8))).toBe(false);
    expect(isKnownPosition('CONSUMER', at(13, 0))).toBe(false);
    expect(isKnownPosition('CONSUMER', at(-1, 0))).toBe(false);
    expect(isKnownPosition('TUTOR', at(0, 0))).toBe(false);
    expect(isKnownPosition('DOCUMENT_RENEWAL', at(3, 0))).toBe(false);
    expect(UNKNOWN_ROUTE_DIALOG).toEqual({ title: 'Ops!', message: 'La pagina che stai visitando non esiste' });
  });
});

describe('submitStep', () => {
  it('§4 Step submit: a substep that is not the last advances the substep without saving', () => {
    expect(submitStep('CONSUMER', at(1, 0))).toEqual({ next: at(1, 1), saveProgress: null });
    expect(submitStep('CONSUMER', at(1, 6))).toEqual({ next: at(1, 7), saveProgress: null });
    expect(submitStep('CONSUMER', at(1, 6), { step: 4 })).toEqual({ next: at(1, 7), saveProgress: null });
  });

  it('§4 Step submit: last substep saves progress and advances the step, substep reset to 0', () => {
    expect(submitStep('CONSUMER', at(1, 7))).toEqual({ next: at(2, 0), saveProgress: { step: 2 } });
    expect(submitStep('CONSUMER', at(0, 0))).toEqual({ next: at(1, 0), saveProgress: { step: 1 } });
    expect(submitStep('BUSINESS', at(4, 2))).toEqual({ next: at(5, 0), saveProgress: { step: 5 } });
    expect(submitStep('BUSINESS', at(5, 0))).toEqual({ next: at(6, 0), saveProgress: { step: 6 } });
    expect(submitStep('MINOR', at(9, 0))).toEqual({ next: at(10, 0), saveProgress: { step: 10 } });
    expect(submitStep('DOCUMENT_RENEWAL', at(1, 2))).toEqual({ next: at(2, 0), saveProgress: { step: 2 } });
  });

  it('§4 Step submit: an explicit step value is what gets saved; the move is still step + 1', () => {
    expect(submitStep('CONSUMER', at(7, 1), { step: 8 })).toEqual({ next: at(8, 0), saveProgress: { step: 8 } });
    expect(submitStep('CONSUMER', at(3, 0), { step: 9 })).toEqual({ next: at(4, 0), saveProgress: { step: 9 } });
  });

  it('§4 Step submit: empty steps are skipped when advancing (TUTOR 0-8)', () => {
    expect(submitStep('TUTOR', at(0, 0))).toEqual({ next: at(9, 0), saveProgress: { step: 9 } });
    expect(submitStep('TUTOR', at(9, 4))).toEqual({ next: at(9, 5), saveProgress: null });
    expect(submitStep('TUTOR', at(9, 5))).toEqual({ next: at(10, 0), saveProgress: { step: 10 } });
  });

  it('§4 Step submit: a skipped substep is passed over; skipping the rest of a step makes the submit its last', () => {
    // CONSUMER 5: ViewDocumentation, CardCarousel, CardDocumentation, Shipment (Shipment placed as 5,3 in src/flows/flows.ts).
    expect(screenAt('CONSUMER', at(5, 3))).toBe('Shipment');
    expect(submitStep('CONSUMER', at(5, 2))).toEqual({ next: at(5, 3), saveProgress: null });
    expect(submitStep('CONSUMER', at(5, 2), { skip: ['Shipment'] })).toEqual({ next: at(6, 0), saveProgress: { step: 6 } });
    expect(submitStep('CONSUMER', at(5, 0), { skip: ['CardCarousel'] })).toEqual({ next: at(5, 2), saveProgress: null });
    // A skip list naming a screen elsewhere changes nothing; BUSINESS inherits the placement one step later.
    expect(submitStep('CONSUMER', at(1, 0), { skip: ['Shipment'] })).toEqual({ next: at(1, 1), saveProgress: null });
    expect(submitStep('BUSINESS', at(6, 2), { skip: ['Shipment'] })).toEqual({ next: at(7, 0), saveProgress: { step: 7 } });
    expect(submitStep('UPGRADE_MINOR_MAJOR', at(4, 2), { skip: ['Shipment'] })).toEqual({ next: at(5, 0), saveProgress: { step: 5 } });
  });

  it('§4 Step submit: past the last step the move is the literal step + 1, which maps to no route', () => {
    const result = submitStep('CONSUMER', at(12, 0));
    expect(result).toEqual({ next: at(13, 0), saveProgress: { step: 13 } });
    expect(isKnownPosition('CONSUMER', result.next)).toBe(false);
  });

  it.each(FLOW_NAMES)('§4 Step submit: submitting from the start walks every screen of %s in order', (flow) => {
    const expected = FLOWS[flow].flatMap((s) => s.substeps);
    const visited: string[] = [];
    let pos: Position = at(0, 0);
    if (!isKnownPosition(flow, pos)) pos = submitStep(flow, pos).next;
    while (isKnownPosition(flow, pos)) {
      visited.push(screenAt(flow, pos) ?? '?');
      pos = submitStep(flow, pos).next;
    }
    expect(visited).toEqual(expected);
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
    expect(previousPosition('CONSUMER', at(2, 0))).toEqual(at(1, 7));
    expect(previousPosition('CONSUMER', at(1, 0))).toEqual(at(0, 0));
    expect(previousPosition('BUSINESS', at(6, 0))).toEqual(at(5, 0));
  });

  it('§2 Navigation rules: back skips empty steps and is undefined at the start', () => {
    expect(previousPosition('CONSUMER', at(0, 0))).toBeUndefined();
    expect(previousPosition('TUTOR', at(9, 0))).toBeUndefined();
    expect(previousPosition('TUTOR', at(10, 0))).toEqual(at(9, 5));
  });

  it('§2 Navigation rules: an out-of-range substep or step is clamped first', () => {
    expect(previousPosition('CONSUMER', at(3, 5))).toEqual(at(3, 0));
    expect(previousPosition('CONSUMER', at(20, 0))).toEqual(at(12, 0));
  });
});

describe('decideNavigation', () => {
  const base = { flow: 'CONSUMER' as const, fromApp: false, serviceFlag: false };

  it('§2 Navigation rules: back from a back-blocked step raises the interrupt dialog', () => {
    // Citizenship (1,7) is back blocked.
    expect(decideNavigation({ ...base, from: at(1, 7), to: at(1, 6) })).toEqual({ kind: 'interrupt' });
    // Addresses (3,0) is back blocked; an earlier step counts too.
    expect(decideNavigation({ ...base, from: at(3, 0), to: at(2, 1) })).toEqual({ kind: 'interrupt' });
    expect(decideNavigation({ ...base, from: at(3, 0), to: at(0, 0) })).toEqual({ kind: 'interrupt' });
  });

  it('§2 Navigation rules: with the SERVICE flag the blocked move goes and the flag is stripped', () => {
    expect(decideNavigation({ ...base, serviceFlag: true, from: at(1, 7), to: at(1, 6) })).toEqual({
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
    expect(decideNavigation({ ...base, from: at(1, 7), to: at(2, 0) })).toEqual({ kind: 'go' });
    expect(decideNavigation({ ...base, serviceFlag: true, from: at(1, 7), to: at(2, 0) })).toEqual({ kind: 'go' });
    expect(decideNavigation({ ...base, from: at(1, 7), to: at(1, 7) })).toEqual({ kind: 'go' });
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
    // MINOR 2,1 is Addresses (blocked); MINOR 2,3 DocumentData (not blocked).
    expect(decideNavigation({ ...base, flow: 'MINOR', from: at(2, 1), to: at(2, 0) })).toEqual({ kind: 'interrupt' });
    expect(decideNavigation({ ...base, flow: 'MINOR', from: at(2, 3), to: at(2, 2) })).toEqual({ kind: 'go' });
    // An unknown current position carries no block.
    expect(decideNavigation({ ...base, from: at(40, 0), to: at(1, 0) })).toEqual({ kind: 'go' });
  });
});

describe('nextScreenToPreload', () => {
  it('§2 Navigation rules: the step after the target is preloaded', () => {
    expect(nextScreenToPreload('CONSUMER', at(1, 0))).toBe('NameForm');
    expect(nextScreenToPreload('CONSUMER', at(1, 7))).toBe('ConfirmEmail');
    expect(nextScreenToPreload('BUSINESS', at(4, 2))).toBe('UploadBizDocuments');
    expect(nextScreenToPreload('TUTOR', at(0, 0))).toBe('TutorCardDocumentation');
    expect(nextScreenToPreload('DOCUMENT_RENEWAL', at(2, 0))).toBeUndefined();
  });
});

describe('stepper and progress', () => {
  it('§4 Step flows: stages of the CONSUMER steps follow the stepper titles', () => {
    const titles = stepperTitles('CONSUMER');
    const stageTitle = (step: number) => titles[stageOf('CONSUMER', step) ?? -1];
    expect(stageTitle(0)).toBe('Indietro');
    expect(stageTitle(1)).toBe('Inserisci i dati');
    expect(stageTitle(2)).toBe('Riconoscimento');
    expect(stageTitle(4)).toBe('Autocertificazione');
    expect(stageTitle(8)).toBe('Firma Digitale');
    expect(stageOf('CONSUMER', 13)).toBeUndefined();
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
    expect(trackingEventName('CONSUMER', at(1, 7))).toBe('reg_Citizenship_step1');
    expect(trackingEventName('BUSINESS', at(5, 0))).toBe('reg_UploadBizDocuments_step5');
    expect(trackingEventName('CONSUMER', at(1, 8))).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isBefore, isKnownPosition, positionOf, screenAt, submitStep, type Position } from './engine';
import type { FlowName } from './flows';
import { FLOWS, FLOW_NAMES, FLOW_STAGE_TITLES, REGISTRATION_STAGE_TITLES, RENEWAL_STAGE_TITLES } from './flows';
import { PLACEMENTS, finalStepPosition, preRegistered } from './placements';
import { ROUTES } from './routes';
import { isScreenId } from './screens';

/** The tables' screens only (stages are checked separately), transcribed from spec §4 "Step flows". */
const DATA = ['AgeForm', 'NameForm', 'EmailForm', 'PrivacyForm', 'CodeForm', 'ConfirmCodeForm', 'ConfirmSms', 'Citizenship'];
const SIGN = ['RequestCertificate', 'CertificateSign', 'BankSign', 'CardSign', 'ConfirmAccessCode', 'ConfirmMobileToken'];
const SELF = ['TitolareEffettivo', 'Gianos', 'ScopoRapporto'];
const DONE = ['RegistrationCompleted'];

const CONSUMER = [
  ['Home'],
  DATA,
  ['ConfirmEmail', 'Recognition'],
  ['Addresses'],
  SELF,
  // Shipment: not in spec §4's table; placed as 5,3 (decision in flows.ts).
  ['ViewDocumentation', 'CardCarousel', 'CardDocumentation', 'Shipment'],
  ['RecognitionCheckResult'],
  ['DocumentType', 'DocumentData'],
  SIGN,
  DONE,
  DONE,
  DONE,
  DONE,
];
const upgrade = (docs: string[]) => [
  ['Home'],
  [...DATA, 'ConfirmEmail'],
  ['Addresses', 'DocumentType', 'DocumentData'],
  SELF,
  docs,
  ['UserRecognition'],
  SIGN,
  DONE,
];
const EXPECTED: Record<FlowName, string[][]> = {
  CONSUMER,
  BUSINESS: [
    ['Home'],
    DATA,
    ['ConfirmEmail', 'Recognition'],
    ['Addresses'],
    SELF,
    ['UploadBizDocuments'],
    ['ViewDocumentation', 'CardCarousel', 'CardDocumentation', 'Shipment'],
    ['RecognitionCheckResult'],
    ['DocumentType', 'DocumentData'],
    SIGN,
    DONE,
    DONE,
    DONE,
    DONE,
  ],
  MINOR: [
    ['Home'],
    DATA,
    ['ConfirmEmail', 'Addresses', 'DocumentType', 'DocumentData'],
    SELF,
    ['MinorBankDocuments', 'MinorCardCarousel', 'MinorCardDocuments'],
    ['UserRecognition'],
    ['MinorBankSign'],
    ['MinorCardSign', 'ConfirmAccessCode', 'MinorConfirmMobileToken'],
    ['MinorSetTutor'],
    ['MinorWaitingTutorConfirm'],
    DONE,
    DONE,
  ],
  TUTOR: [
    [], [], [], [], [], [], [], [], [],
    ['TutorCardDocumentation', 'TutorRequestCertificate', 'TutorBankSign', 'TutorCardSign', 'TutorConfirmAccessCode', 'TutorConfirmMobileToken'],
    DONE,
  ],
  UPGRADE_LEVEL_B_A: upgrade(['ViewDocumentation', 'CardDocumentation']),
  UPGRADE_MINOR_MAJOR: upgrade(['ViewDocumentation', 'CardCarousel', 'CardDocumentation']),
  UPGRADE_CORPORATE_CONSUMER: upgrade(['ViewDocumentation', 'CardCarousel', 'CardDocumentation']),
  DOCUMENT_RENEWAL: [['Home'], ['Recognition', 'DocumentType', 'DocumentData'], ['UpdateDocumentCompleted']],
};

describe('flow tables', () => {
  it('§4 Step flows: there is one table per flow name', () => {
    expect(Object.keys(FLOWS).sort()).toEqual([...FLOW_NAMES].sort());
    expect(FLOW_NAMES).toHaveLength(8);
  });

  it.each(FLOW_NAMES)('§4 Step flows: %s uses valid screens, in-range and non-decreasing stages', (flow) => {
    const titles = FLOW_STAGE_TITLES[flow];
    let previous = 0;
    for (const { stage, substeps } of FLOWS[flow]) {
      for (const screen of substeps) expect(isScreenId(screen), `${flow}: ${screen}`).toBe(true);
      expect(Number.isInteger(stage)).toBe(true);
      expect(stage).toBeGreaterThanOrEqual(0);
      expect(stage).toBeLessThan(titles.length);
      expect(stage).toBeGreaterThanOrEqual(previous);
      previous = stage;
    }
  });

  it.each(FLOW_NAMES)('§4 Step flows: %s has exactly the steps and substeps of the spec', (flow) => {
    expect(FLOWS[flow].map((s) => [...s.substeps])).toEqual(EXPECTED[flow]);
  });

  it.each(FLOW_NAMES.filter((f) => f !== 'TUTOR'))(
    '§4 Step flows: %s starts on Home and ends on its completion screen at the last stage',
    (flow) => {
      const table = FLOWS[flow];
      const last = table[table.length - 1];
      expect(table[0]?.substeps).toEqual(['Home']);
      expect(table[0]?.stage).toBe(0);
      expect(last?.stage).toBe(FLOW_STAGE_TITLES[flow].length - 1);
    },
  );

  it('§4 Step flows: every registration step after the data steps is past the "Inserisci i dati" stage', () => {
    for (const flow of FLOW_NAMES.filter((f) => f !== 'DOCUMENT_RENEWAL' && f !== 'TUTOR')) {
      expect(FLOWS[flow][1]?.stage, flow).toBe(1);
      expect(FLOWS[flow][2]?.stage, flow).toBe(2);
    }
    // The self-declaration screens are the 'Autocertificazione' stage in every registration flow.
    for (const flow of FLOW_NAMES.filter((f) => f !== 'DOCUMENT_RENEWAL' && f !== 'TUTOR')) {
      const selfStep = FLOWS[flow].find((s) => s.substeps.includes('Gianos'));
      expect(REGISTRATION_STAGE_TITLES[selfStep?.stage ?? -1], flow).toBe('Autocertificazione');
    }
  });

  it('§4 Step flows: stepper titles are verbatim, the renewal set only for DOCUMENT_RENEWAL', () => {
    expect(REGISTRATION_STAGE_TITLES).toEqual(['Indietro', 'Inserisci i dati', 'Riconoscimento', 'Autocertificazione', 'Firma Digitale']);
    expect(RENEWAL_STAGE_TITLES).toEqual(['Aggiornamento documento', 'Documenti', 'Attesa', 'Aggiornamento completato']);
    for (const flow of FLOW_NAMES) {
      expect(FLOW_STAGE_TITLES[flow]).toBe(flow === 'DOCUMENT_RENEWAL' ? RENEWAL_STAGE_TITLES : REGISTRATION_STAGE_TITLES);
    }
  });

  it('§4 Step flows: TUTOR steps 0-8 are empty and the signing steps are the Firma Digitale stage', () => {
    expect(FLOWS.TUTOR.slice(0, 9).every((s) => s.substeps.length === 0)).toBe(true);
    expect(FLOWS.TUTOR[9]?.stage).toBe(4);
    expect(FLOWS.TUTOR[10]?.stage).toBe(4);
  });
});

const at = (step: number, substep: number): Position => ({ step, substep });

describe('the real tables: spec §2/§4 positions', () => {
  it.each([
    ['CONSUMER', 0, 0, 'Home'],
    ['CONSUMER', 1, 0, 'AgeForm'],
    ['CONSUMER', 1, 1, 'NameForm'],
    ['CONSUMER', 1, 6, 'ConfirmSms'],
    ['CONSUMER', 1, 7, 'Citizenship'],
    ['CONSUMER', 2, 1, 'Recognition'],
    ['CONSUMER', 5, 3, 'Shipment'],
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

  it('§4 Step submit: BUSINESS uploads its documents after the self-declaration; Shipment is skipped for a virtual card', () => {
    expect(submitStep('BUSINESS', at(4, 2))).toEqual({ next: at(5, 0), saveProgress: { step: 5 } });
    expect(submitStep('BUSINESS', at(5, 0))).toEqual({ next: at(6, 0), saveProgress: { step: 6 } });
    expect(submitStep('CONSUMER', at(5, 2), { skip: ['Shipment'] })).toEqual({ next: at(6, 0), saveProgress: { step: 6 } });
    expect(submitStep('BUSINESS', at(6, 2), { skip: ['Shipment'] })).toEqual({ next: at(7, 0), saveProgress: { step: 7 } });
  });

  it('§4 Step submit: in the upgrades PrivacyForm (1,3) leads to Citizenship (1,7): the access steps are held', () => {
    for (const flow of ['UPGRADE_LEVEL_B_A', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const) {
      expect(submitStep(flow, at(1, 3)), flow).toEqual({ next: at(1, 7), saveProgress: null });
      expect(FLOWS[flow][1]?.held, flow).toEqual(['CodeForm', 'ConfirmCodeForm', 'ConfirmSms']);
    }
    for (const flow of ['CONSUMER', 'BUSINESS', 'MINOR'] as const) {
      expect(submitStep(flow, at(1, 3)), flow).toEqual({ next: at(1, 4), saveProgress: null });
    }
  });
});

describe("the real tables keep the engine's invariants", () => {
  it.each(FLOW_NAMES)('%s: every screen has a route, a held substep is one of its step, every position resolves back', (flow) => {
    FLOWS[flow].forEach((step, s) => {
      for (const screen of step.held ?? []) expect(step.substeps, `${flow} ${s}: held ${screen}`).toContain(screen);
      step.substeps.forEach((screen, substep) => {
        expect(ROUTES[screen], `${flow} ${s},${substep}: ${screen} has no route (src/flows/routes.ts)`).toBeDefined();
        const first = positionOf(flow, screen);
        // A screen repeats only as a whole step (the repeated completion): its first position is at or before this one.
        expect(first && !isBefore(at(s, substep), first), `${flow} ${s},${substep}`).toBe(true);
        expect(first && screenAt(flow, first)).toBe(screen);
      });
    });
  });

  it.each(FLOW_NAMES)('%s: submitting from the start walks every shown screen in order, always forward', (flow) => {
    const expected = FLOWS[flow].flatMap((s) => s.substeps.filter((screen) => !s.held?.includes(screen)));
    const visited: string[] = [];
    let pos = at(0, 0);
    if (!isKnownPosition(flow, pos)) pos = submitStep(flow, pos).next;
    while (isKnownPosition(flow, pos)) {
      visited.push(screenAt(flow, pos) ?? '?');
      const { next } = submitStep(flow, pos);
      expect(isBefore(pos, next), `${flow} from ${pos.step},${pos.substep}`).toBe(true);
      pos = next;
    }
    expect(visited).toEqual(expected);
  });

  it('§4 Step flows: the last steps repeat RegistrationCompleted (CONSUMER 9-12, BUSINESS 10-13, MINOR 10-11), the flows end on their completion', () => {
    const completedSteps = (flow: FlowName) =>
      FLOWS[flow].flatMap((s, i) => (s.substeps.length === 1 && s.substeps[0] === 'RegistrationCompleted' ? [i] : []));
    expect(completedSteps('CONSUMER')).toEqual([9, 10, 11, 12]);
    expect(completedSteps('BUSINESS')).toEqual([10, 11, 12, 13]);
    expect(completedSteps('MINOR')).toEqual([10, 11]);
    for (const flow of FLOW_NAMES) {
      const last = FLOWS[flow].at(-1)?.substeps;
      expect(last, flow).toEqual([flow === 'DOCUMENT_RENEWAL' ? 'UpdateDocumentCompleted' : 'RegistrationCompleted']);
    }
  });

  it('§2 Initial placements resolve in the flows that use them', () => {
    for (const flow of FLOW_NAMES.filter((f) => f !== 'TUTOR')) expect(screenAt(flow, PLACEMENTS.landing), flow).toBe('Home');
    for (const flow of ['CONSUMER', 'BUSINESS', 'MINOR'] as const) {
      expect(screenAt(flow, PLACEMENTS.registrationStart), flow).toBe('AgeForm');
      expect(screenAt(flow, preRegistered('NOT_CERTIFIED')), flow).toBe('ConfirmSms');
      expect(screenAt(flow, preRegistered('CERTIFIED')), flow).toBe('Citizenship');
    }
    for (const flow of ['UPGRADE_LEVEL_B_A', 'UPGRADE_MINOR_MAJOR', 'UPGRADE_CORPORATE_CONSUMER'] as const) {
      expect(screenAt(flow, PLACEMENTS.upgradeCitizenship), flow).toBe('Citizenship');
      expect(screenAt(flow, PLACEMENTS.documentData), flow).toBe('DocumentData');
    }
    expect(screenAt('BUSINESS', PLACEMENTS.businessNameForm)).toBe('NameForm');
    expect(screenAt('CONSUMER', PLACEMENTS.wizardCompleted)).toBe('RegistrationCompleted');
    expect(screenAt('CONSUMER', PLACEMENTS.consumerSignatureRecovery)).toBe('ConfirmMobileToken');
    expect(screenAt('TUTOR', PLACEMENTS.tutorSignatureRecovery)).toBe('TutorConfirmAccessCode');
    for (const flow of FLOW_NAMES.filter((f) => f !== 'DOCUMENT_RENEWAL')) {
      expect(screenAt(flow, finalStepPosition(flow)), flow).toBe('RegistrationCompleted');
    }
  });
});

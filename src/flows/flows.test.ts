// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FlowName } from './flows';
import { FLOWS, FLOW_NAMES, FLOW_STAGE_TITLES, REGISTRATION_STAGE_TITLES, RENEWAL_STAGE_TITLES } from './flows';
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
  BUSINESS: [...CONSUMER.slice(0, 5), ['UploadBizDocuments'], ...CONSUMER.slice(5)],
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

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FlowDetectionInput } from './detect';
import { ageInYears, flowFor, trackingFlow } from './detect';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time
const NONE: FlowDetectionInput = {
  isTutor: false,
  bizDI: false,
  bizLP: false,
  upgrade: false,
  upgradeMinor: false,
  corporate: false,
  updateDocument: false,
  registrationFlow: null,
  birthDate: null,
  today: TODAY,
};
const ADULT = '1990-01-01';
const MINOR = '2010-01-01';

describe('ageInYears', () => {
  it('§9 Business constants: age is counted in full years (minor threshold under 18)', () => {
    expect(ageInYears('2007-06-15', TODAY)).toBe(18);
    expect(ageInYears('2007-06-16', TODAY)).toBe(17);
    expect(ageInYears('16/06/2007', TODAY)).toBe(17);
    expect(ageInYears('15/06/2007', TODAY)).toBe(18);
  });

  it('§9 Business constants: a missing or unreadable birth date has no age', () => {
    expect(ageInYears(null, TODAY)).toBeUndefined();
    expect(ageInYears('', TODAY)).toBeUndefined();
    expect(ageInYears('31/02/2007', TODAY)).toBeUndefined();
    expect(ageInYears('yesterday', TODAY)).toBeUndefined();
  });
});

describe('flowFor', () => {
  it('§4 Step flows: CONSUMER is the default', () => {
    expect(flowFor(NONE)).toBe('CONSUMER');
    expect(flowFor({ ...NONE, birthDate: ADULT, registrationFlow: 'CONSUMER' })).toBe('CONSUMER');
  });

  it('§1 Flows: each session flag selects its flow', () => {
    expect(flowFor({ ...NONE, isTutor: true })).toBe('TUTOR');
    expect(flowFor({ ...NONE, updateDocument: true })).toBe('DOCUMENT_RENEWAL');
    expect(flowFor({ ...NONE, bizDI: true })).toBe('BUSINESS');
    expect(flowFor({ ...NONE, bizLP: true })).toBe('BUSINESS');
    expect(flowFor({ ...NONE, upgrade: true })).toBe('UPGRADE_LEVEL_B_A');
    expect(flowFor({ ...NONE, upgradeMinor: true })).toBe('UPGRADE_MINOR_MAJOR');
    expect(flowFor({ ...NONE, corporate: true })).toBe('UPGRADE_CORPORATE_CONSUMER');
  });

  it('§4 Step flows: the registration flow selects BUSINESS, MINOR and DOCUMENT_RENEWAL', () => {
    expect(flowFor({ ...NONE, registrationFlow: 'BUSINESS' })).toBe('BUSINESS');
    expect(flowFor({ ...NONE, registrationFlow: 'MINOR', birthDate: ADULT })).toBe('MINOR');
    expect(flowFor({ ...NONE, registrationFlow: 'DOCUMENT_RENEWAL' })).toBe('DOCUMENT_RENEWAL');
  });

  it('§9 Business constants: a birth date giving an age under 18 selects MINOR', () => {
    expect(flowFor({ ...NONE, birthDate: MINOR })).toBe('MINOR');
    expect(flowFor({ ...NONE, birthDate: '2007-06-16' })).toBe('MINOR');
    expect(flowFor({ ...NONE, birthDate: '2007-06-15' })).toBe('CONSUMER');
  });

  it('§4 Other states: precedence tutor > renewal > business > upgrades > minor > consumer', () => {
    const all: FlowDetectionInput = {
      ...NONE,
      isTutor: true,
      updateDocument: true,
      bizDI: true,
      upgradeMinor: true,
      corporate: true,
      upgrade: true,
      birthDate: MINOR,
    };
    expect(flowFor(all)).toBe('TUTOR');
    expect(flowFor({ ...all, isTutor: false })).toBe('DOCUMENT_RENEWAL');
    expect(flowFor({ ...all, isTutor: false, updateDocument: false })).toBe('BUSINESS');
    const upgrades = { ...all, isTutor: false, updateDocument: false, bizDI: false };
    expect(flowFor(upgrades)).toBe('UPGRADE_MINOR_MAJOR');
    expect(flowFor({ ...upgrades, upgradeMinor: false })).toBe('UPGRADE_CORPORATE_CONSUMER');
    expect(flowFor({ ...upgrades, upgradeMinor: false, corporate: false })).toBe('UPGRADE_LEVEL_B_A');
    expect(flowFor({ ...upgrades, upgradeMinor: false, corporate: false, upgrade: false })).toBe('MINOR');
  });
});

describe('trackingFlow', () => {
  it('§4 Other states: tracking reports BUSINESS when the business session flags are set', () => {
    expect(trackingFlow({ ...NONE, bizLP: true }, { step: 4, substep: 0 })).toBe('BUSINESS');
    expect(trackingFlow({ ...NONE, bizDI: true, birthDate: MINOR }, { step: 1, substep: 2 })).toBe('BUSINESS');
  });

  it('§4 Other states: tracking reports MINOR in the data steps (step 1, substep under 7) when under 18', () => {
    expect(trackingFlow({ ...NONE, birthDate: MINOR }, { step: 1, substep: 0 })).toBe('MINOR');
    expect(trackingFlow({ ...NONE, birthDate: MINOR, upgrade: true }, { step: 1, substep: 6 })).toBe('MINOR');
    // Substep 7 (Citizenship) is no longer "the data steps" for this rule: the driving flow is reported.
    expect(trackingFlow({ ...NONE, birthDate: MINOR, upgrade: true }, { step: 1, substep: 7 })).toBe('UPGRADE_LEVEL_B_A');
    expect(trackingFlow({ ...NONE, birthDate: MINOR, upgrade: true }, { step: 2, substep: 0 })).toBe('UPGRADE_LEVEL_B_A');
    expect(trackingFlow({ ...NONE, birthDate: ADULT }, { step: 1, substep: 0 })).toBe('CONSUMER');
  });

  it('§4 Other states: otherwise tracking reports the flow that drives the wizard', () => {
    expect(trackingFlow({ ...NONE, isTutor: true }, { step: 9, substep: 0 })).toBe('TUTOR');
    expect(trackingFlow({ ...NONE, updateDocument: true }, { step: 1, substep: 0 })).toBe('DOCUMENT_RENEWAL');
    expect(trackingFlow(NONE, { step: 3, substep: 0 })).toBe('CONSUMER');
  });
});

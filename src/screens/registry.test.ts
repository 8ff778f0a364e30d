import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { FLOW_NAMES, FLOWS, SCREENS, type FlowName, type ScreenId } from '../flows';
import { UPGRADE_FLOWS } from '../flows';
import { SHOWN_OUTSIDE_TABLES } from '../flows/flows';
import { guardRoute } from '../flows/route-guard';
import type { ScreenProps } from '../kit/screen';
import {
  isBuiltFor,
  lazyScreen,
  preloadScreen,
  SCREEN_REGISTRY,
  screenTitle,
  type ScreenEntry,
  type ScreenLoader,
  type ScreenRegistry,
} from './registry';

const Screen: ComponentType<ScreenProps> = () => null;

const [C, B, M, T, UBA, UMM, UCC, R] = FLOW_NAMES;
const ALL = FLOW_NAMES;
/**
 * The flows each screen was built for when the registry listed them by hand (before membership was read
 * from the flow tables), frozen. Only these screens are compared: a screen added later is judged by the
 * tables alone.
 */
const BUILT_FOR_BEFORE: Readonly<Record<string, readonly FlowName[]>> = {
  Home: ALL,
  AgeForm: [C, B, M, UBA, UMM, UCC],
  MinorInfo: [C, M],
  NameForm: [C, B, M, UBA, UMM, UCC],
  EmailForm: [C, B, M, UBA, UMM, UCC],
  PromoCodeInfo: [C, B, M],
  PrivacyForm: [C, B, M, UBA, UMM, UCC],
  CodeForm: [C, B, M],
  ConfirmCodeForm: [C, B, M],
  ConfirmSms: [C, B, M],
  Citizenship: ALL,
  ConfirmEmail: ALL,
  Recognition: [C, B, R],
  Addresses: ALL,
  TitolareEffettivo: ALL,
  Gianos: ALL,
  ScopoRapporto: ALL,
  ViewDocumentation: ALL,
  CardCarousel: ALL,
  CardDocumentation: [C, B, UBA, UMM, UCC],
  RecognitionCheckResult: [C, B],
  Shipment: [C, B],
  DocumentType: ALL,
  DocumentData: ALL,
  RequestCertificate: [C, B, UBA, UMM, UCC],
  CertificateSign: [C, B, UBA, UMM, UCC],
  BankSign: [C, B, UBA, UMM, UCC],
  CardSign: [C, B, UBA, UMM, UCC],
  ConfirmAccessCode: [C, B, M, UBA, UMM, UCC],
  ConfirmMobileToken: [C, B, UBA, UMM, UCC],
  RegistrationCompleted: [C, B, M, T, UBA, UMM, UCC],
  MissingDocuments: ALL,
  UpdateDocumentCompleted: [R],
  UploadBizDocuments: [B],
  UserRecognition: [M, UBA, UMM, UCC],
  MinorBankDocuments: [M],
  MinorCardCarousel: [M],
  MinorCardDocuments: [M],
  MinorBankSign: [M],
  MinorCardSign: [M],
  MinorConfirmMobileToken: [M],
  MinorSetTutor: [M],
  MinorWaitingTutorConfirm: [M],
  TutorCardDocumentation: [T],
  TutorRequestCertificate: [T],
  TutorBankSign: [T],
  TutorCardSign: [T],
  TutorConfirmMobileToken: [T],
  TutorConfirmAccessCode: [T],
  RegistrationRejected: ALL,
  UnderMaintenance: ALL,
  PremiumFeatures: ALL,
};

/**
 * The only answers that changed: the hand-written lists said "every flow" for screens that flow's table does
 * not place, and that no flow shows outside its table. The route guard never shows them there (checked below).
 */
const NO_LONGER_BUILT: readonly (readonly [ScreenId, FlowName])[] = [
  ...(['Citizenship', 'ConfirmEmail', 'Addresses', 'TitolareEffettivo', 'Gianos', 'ScopoRapporto'] as const).flatMap((s) => [
    [s, T] as const,
    [s, R] as const,
  ]),
  ...([M, T, R] as const).map((f) => ['ViewDocumentation', f] as const),
  ...([M, T, UBA, R] as const).map((f) => ['CardCarousel', f] as const),
  ['DocumentType', T],
  ['DocumentData', T],
];

/** The real registry with some entries replaced (every other screen keeps its real entry). */
const registryWith = (entries: Partial<Record<ScreenId, ScreenEntry>>): ScreenRegistry => ({ ...SCREEN_REGISTRY, ...entries });
const builtWith = (load: ScreenLoader): ScreenEntry => ({ kind: 'built', title: 'T', load });

describe('screen registry', () => {
  it('§2 Navigation rules: the next step is preloaded once, and the render reuses that download', async () => {
    const load: ScreenLoader = vi.fn(() => Promise.resolve({ default: Screen }));
    const loaders = registryWith({ NameForm: builtWith(load) });
    const first = preloadScreen('NameForm', loaders);
    const second = preloadScreen('NameForm', loaders);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    await first;
    expect(lazyScreen('NameForm', undefined, loaders)).toBe(lazyScreen('NameForm', undefined, loaders));
  });

  it('a screen whose preloaded chunk has arrived renders as its plain component (no suspension, no 300 ms reveal delay)', async () => {
    const Arrived = () => null;
    const load: ScreenLoader = vi.fn(() => Promise.resolve({ default: Arrived }));
    const loaders = registryWith({ EmailForm: builtWith(load) });
    await preloadScreen('EmailForm', loaders);
    expect(lazyScreen('EmailForm', undefined, loaders)).toBe(Arrived);
    // Not preloaded: a lazy component, kept for the screen's whole life (a mounted screen never changes type).
    const Later = () => null;
    const lateLoad: ScreenLoader = vi.fn(() => Promise.resolve({ default: Later }));
    const late = registryWith({ PrivacyForm: builtWith(lateLoad) });
    const lazyOne = lazyScreen('PrivacyForm', undefined, late);
    expect(lazyOne).not.toBe(Later);
    await preloadScreen('PrivacyForm', late);
    expect(lazyScreen('PrivacyForm', undefined, late)).toBe(lazyOne);
  });

  it('a screen that is not built has no loader: its route shows the "non ancora disponibile" notice', () => {
    const loaders = registryWith({ AgeForm: { kind: 'not-built', title: 'Data di nascita' } });
    expect(lazyScreen('AgeForm', undefined, loaders)).toBeUndefined();
    expect(preloadScreen('AgeForm', loaders)).toBeUndefined();
  });

  it('a failed preload is forgotten so the render can retry', async () => {
    let attempt = 0;
    const load: ScreenLoader = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen }),
    );
    const loaders = registryWith({ EmailForm: builtWith(load) });
    await expect(preloadScreen('EmailForm', loaders)).rejects.toThrow('offline');
    await expect(preloadScreen('EmailForm', loaders)).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the pre-registration screens (access code, SMS) are built for CONSUMER, MINOR and BUSINESS; the data steps before them also for the upgrades', () => {
    for (const screen of ['CodeForm', 'ConfirmCodeForm', 'ConfirmSms'] as const) {
      for (const flow of ['CONSUMER', 'MINOR', 'BUSINESS'] as const) expect(isBuiltFor(screen, flow), `${screen} ${flow}`).toBe(true);
      expect(isBuiltFor(screen, 'UPGRADE_CORPORATE_CONSUMER')).toBe(false);
    }
    for (const screen of ['AgeForm', 'NameForm', 'EmailForm', 'PrivacyForm'] as const) {
      for (const flow of ['CONSUMER', 'MINOR', 'BUSINESS', ...UPGRADE_FLOWS] as const) expect(isBuiltFor(screen, flow), `${screen} ${flow}`).toBe(true);
    }
    expect(isBuiltFor('MinorInfo', 'BUSINESS')).toBe(false);
    expect(isBuiltFor('Citizenship', 'UPGRADE_LEVEL_B_A')).toBe(true);
    expect(isBuiltFor('Home', 'BUSINESS')).toBe(true);
  });

  it('§4 Step flows: every screen of the BUSINESS table is built for BUSINESS', () => {
    const screens = [...new Set(FLOWS.BUSINESS.flatMap((step) => step.substeps))];
    expect(screens.filter((screen) => !isBuiltFor(screen, 'BUSINESS'))).toEqual([]);
    expect(screens).toContain('UploadBizDocuments');
  });

  it('§4 Step flows: every screen of the three upgrade tables is built for its flow, except the three PrivacyForm passes over', () => {
    for (const flow of UPGRADE_FLOWS) {
      const screens = [...new Set(FLOWS[flow].flatMap((step) => step.substeps))];
      const notBuilt = screens.filter((screen) => !isBuiltFor(screen, flow));
      expect(notBuilt, flow).toEqual(['CodeForm', 'ConfirmCodeForm', 'ConfirmSms']);
    }
    // The screens every upgrade flow shares with CONSUMER, one by one (so a table change cannot hide one).
    for (const screen of ['UserRecognition', 'RequestCertificate', 'CertificateSign', 'BankSign', 'CardSign', 'ConfirmAccessCode', 'ConfirmMobileToken', 'RegistrationCompleted', 'CardDocumentation', 'ConfirmEmail'] as const) {
      for (const flow of UPGRADE_FLOWS) expect(isBuiltFor(screen, flow), `${screen} ${flow}`).toBe(true);
    }
  });

  it('§2 Screens and routes: every screen has an entry with a title, decided once', () => {
    expect(Object.keys(SCREEN_REGISTRY).sort()).toEqual([...SCREENS].sort());
    for (const screen of SCREENS) expect(screenTitle(screen).trim(), screen).not.toBe('');
  });

  it('the registry is exhaustive at compile time: a missing ScreenId does not type-check', () => {
    // @ts-expect-error a registry without every ScreenId is not a ScreenRegistry
    const partial: ScreenRegistry = { Home: SCREEN_REGISTRY.Home };
    expect(partial.Home.kind).toBe('built');
  });

  it('membership read from the flow tables answers as the hand-written lists did, where the wizard can show the screen', () => {
    const changed: string[] = [];
    for (const [screen, flows] of Object.entries(BUILT_FOR_BEFORE)) {
      for (const flow of FLOW_NAMES) {
        if (isBuiltFor(screen as ScreenId, flow) !== flows.includes(flow)) changed.push(`${screen} ${flow}`);
      }
    }
    expect(changed.sort()).toEqual(NO_LONGER_BUILT.map(([screen, flow]) => `${screen} ${flow}`).sort());
    // Where the answer changed the route guard never shows the screen: every position of the flow redirects it.
    for (const [screen, flow] of NO_LONGER_BUILT) {
      FLOWS[flow].forEach((step, s) =>
        step.substeps.forEach((_, substep) => {
          for (const serviceFlag of [false, true]) {
            const verdict = guardRoute({ flow, screen, position: { step: s, substep }, serviceFlag, fromApp: false, maintenance: false });
            expect(verdict.kind, `${screen} in ${flow} from ${s},${substep}`).toBe('redirect');
          }
        }),
      );
    }
  });

  it.each(SCREENS)('§2 Screens and routes: %s is shown in some flow (placed in a flow table in src/flows/flows.ts, or listed in SHOWN_OUTSIDE_TABLES)', (screen) => {
    expect(FLOW_NAMES.filter((flow) => isBuiltFor(screen, flow))).not.toEqual([]);
  });

  it('§4 Step flows: every screen of every table is built for its flow, except the positions a flow only holds', () => {
    for (const flow of FLOW_NAMES) {
      for (const step of FLOWS[flow]) {
        for (const screen of step.substeps) {
          expect(isBuiltFor(screen, flow), `${screen} in ${flow}`).toBe(!step.held?.includes(screen));
        }
      }
    }
    expect(Object.keys(SHOWN_OUTSIDE_TABLES).sort()).toEqual(
      ['Home', 'MinorInfo', 'PromoCodeInfo', 'MissingDocuments', 'RegistrationRejected', 'UnderMaintenance', 'PremiumFeatures'].sort(),
    );
  });

  it('§2/§8: RegistrationRejected and UnderMaintenance are built screens', () => {
    expect(isBuiltFor('RegistrationRejected', 'CONSUMER')).toBe(true);
    expect(isBuiltFor('UnderMaintenance', 'TUTOR')).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Position } from './engine';
import { positionOf, screenAt } from './engine';
import { FLOWS, FLOW_NAMES, type FlowName } from './flows';
import { guardRoute, OPEN_SCREENS, SERVICE_SCREENS, type RouteGuardInput } from './route-guard';
import { SCREENS, type ScreenId } from './screens';

const at = (step: number, substep: number): Position => ({ step, substep });
const ADDRESSES = at(3, 0);

/** A user at CONSUMER Addresses (the sandbox persona 3331000003 after log-in), asking for `screen`. */
const input = (screen: ScreenId, over: Partial<RouteGuardInput> = {}): RouteGuardInput => ({
  flow: 'CONSUMER',
  position: ADDRESSES,
  screen,
  serviceFlag: false,
  fromApp: false,
  maintenance: false,
  ...over,
});

describe('route guard', () => {
  it('§2 Routes: a typed later route sends a user back to the stored step', () => {
    expect(guardRoute(input('RequestCertificate'))).toEqual({ kind: 'redirect', to: 'Addresses' });
    expect(guardRoute(input('TitolareEffettivo'))).toEqual({ kind: 'redirect', to: 'Addresses' });
    expect(guardRoute(input('RegistrationCompleted'))).toEqual({ kind: 'redirect', to: 'Addresses' });
    // a later substep of the same step
    expect(guardRoute(input('ScopoRapporto', { position: at(4, 0) }))).toEqual({ kind: 'redirect', to: 'TitolareEffettivo' });
  });

  it('§2 Routes: the stored step itself shows, with no move', () => {
    expect(guardRoute(input('Addresses'))).toEqual({ kind: 'show' });
    // CONSUMER 9-12 all show RegistrationCompleted (§4): any of them is the same route.
    expect(guardRoute(input('RegistrationCompleted', { position: at(11, 0) }))).toEqual({ kind: 'show' });
  });

  it('§2 Routes: a visitor without a session typing a mid-flow route lands on the landing page', () => {
    const visitor = { position: at(0, 0) };
    expect(guardRoute(input('Addresses', visitor))).toEqual({ kind: 'redirect', to: 'Home' });
    expect(guardRoute(input('RequestCertificate', visitor))).toEqual({ kind: 'redirect', to: 'Home' });
    expect(guardRoute(input('AgeForm', visitor))).toEqual({ kind: 'redirect', to: 'Home' });
    expect(guardRoute(input('Home', visitor))).toEqual({ kind: 'show' });
  });

  it('§2 Routes, §4 Start-up rules: a visitor keeps the data step they are on; a later one is refused', () => {
    // fromApp starts at registration start 1,0, business flags at the name form 1,1 (§4 without a token).
    expect(guardRoute(input('AgeForm', { position: at(1, 0) }))).toEqual({ kind: 'show' });
    expect(guardRoute(input('EmailForm', { position: at(1, 0) }))).toEqual({ kind: 'redirect', to: 'AgeForm' });
    expect(guardRoute(input('Addresses', { flow: 'BUSINESS', position: at(1, 1) }))).toEqual({
      kind: 'redirect',
      to: 'NameForm',
    });
    // Back to an earlier data step (none of them back blocked) is a move.
    expect(guardRoute(input('AgeForm', { position: at(1, 2) }))).toEqual({ kind: 'show', at: at(1, 0) });
  });

  it('§2 Navigation rules: an earlier route from a step that is not back blocked is a move back', () => {
    // Wherever the table places them: Gianos, CardDocumentation and ConfirmSms are not back blocked.
    const of = (screen: ScreenId) => positionOf('CONSUMER', screen);
    expect(guardRoute(input('TitolareEffettivo', { position: of('Gianos') }))).toEqual({ kind: 'show', at: of('TitolareEffettivo') });
    expect(guardRoute(input('CardCarousel', { position: of('CardDocumentation') }))).toEqual({ kind: 'show', at: of('CardCarousel') });
    expect(guardRoute(input('ConfirmCodeForm', { position: of('ConfirmSms') }))).toEqual({ kind: 'show', at: of('ConfirmCodeForm') });
  });

  it('§2 Navigation rules: an earlier route from a back-blocked step raises the interrupt dialog and stays', () => {
    expect(guardRoute(input('Recognition'))).toEqual({ kind: 'redirect', to: 'Addresses', cancelled: 'interrupt' });
    expect(guardRoute(input('AgeForm'))).toEqual({ kind: 'redirect', to: 'Addresses', cancelled: 'interrupt' });
    expect(guardRoute(input('Home'))).toEqual({ kind: 'redirect', to: 'Addresses', cancelled: 'interrupt' });
  });

  it('§2 Navigation rules: the stored step decides, as for the back arrow: from one not back blocked, further back is a move', () => {
    // Gianos (4,1) is not back blocked (§2 table); the spec's rule reads the step the move starts from.
    expect(guardRoute(input('Addresses', { position: at(4, 1) }))).toEqual({ kind: 'show', at: ADDRESSES });
  });

  it('§2 Navigation rules: the SERVICE flag passes a back block, and is then stripped', () => {
    expect(guardRoute(input('ConfirmEmail', { serviceFlag: true }))).toEqual({ kind: 'show', at: at(2, 0), stripService: true });
  });

  it('§2 Navigation rules: Home from the native app only signals the app to go back', () => {
    expect(guardRoute(input('Home', { fromApp: true, position: at(1, 0) }))).toEqual({
      kind: 'redirect',
      to: 'AgeForm',
      cancelled: 'app-go-back',
    });
    // Outside the app the same move goes.
    expect(guardRoute(input('Home', { position: at(1, 0) }))).toEqual({ kind: 'show', at: at(0, 0) });
  });

  it('§2 Screens and routes: the help pages and the data steps\' explanation pages open anywhere', () => {
    for (const screen of ['PremiumFeatures', 'MinorInfo', 'PromoCodeInfo'] as const) {
      expect(OPEN_SCREENS.has(screen)).toBe(true);
      expect(guardRoute(input(screen))).toEqual({ kind: 'show' });
      expect(guardRoute(input(screen, { position: at(0, 0) }))).toEqual({ kind: 'show' });
    }
  });

  it('§2 Screens and routes: RegistrationRejected and UnderMaintenance open with SERVICE=true, not without', () => {
    expect([...SERVICE_SCREENS].sort()).toEqual(['RegistrationRejected', 'UnderMaintenance']);
    for (const screen of SERVICE_SCREENS) {
      expect(guardRoute(input(screen, { serviceFlag: true }))).toEqual({ kind: 'show' });
      expect(guardRoute(input(screen, { serviceFlag: true, position: at(0, 0) }))).toEqual({ kind: 'show' });
      expect(guardRoute(input(screen))).toEqual({ kind: 'redirect', to: 'Addresses' });
    }
  });

  it('§2 Routes: a screen outside the flow shows when the wizard itself put it over the position', () => {
    expect(guardRoute(input('RegistrationRejected', { shown: 'RegistrationRejected' }))).toEqual({ kind: 'show' });
    expect(guardRoute(input('MissingDocuments', { position: at(9, 0), shown: 'MissingDocuments' }))).toEqual({ kind: 'show' });
    expect(guardRoute(input('MissingDocuments', { position: at(9, 0) }))).toEqual({ kind: 'redirect', to: 'RegistrationCompleted' });
    // A flow screen the wizard showed is judged by its position, not let through.
    expect(guardRoute(input('RequestCertificate', { shown: 'RequestCertificate' }))).toEqual({ kind: 'redirect', to: 'Addresses' });
  });

  it('§2 Routes: a position that maps to no route falls back to the landing page', () => {
    expect(guardRoute(input('Addresses', { position: at(3, 4) }))).toEqual({ kind: 'redirect', to: 'Home' });
  });

  it('§2 Routes: another flow\'s screen sends the user back to the stored step', () => {
    expect(guardRoute(input('TutorBankSign'))).toEqual({ kind: 'redirect', to: 'Addresses' });
    expect(guardRoute(input('MinorSetTutor'))).toEqual({ kind: 'redirect', to: 'Addresses' });
    expect(guardRoute(input('UploadBizDocuments'))).toEqual({ kind: 'redirect', to: 'Addresses' });
  });

  it('§2 Navigation rules: under maintenance only the maintenance screen shows', () => {
    expect(guardRoute(input('Addresses', { maintenance: true }))).toEqual({ kind: 'redirect', to: 'UnderMaintenance' });
    expect(guardRoute(input('PremiumFeatures', { maintenance: true }))).toEqual({ kind: 'redirect', to: 'UnderMaintenance' });
    expect(guardRoute(input('UnderMaintenance', { maintenance: true }))).toEqual({ kind: 'show' });
  });

  it('§2 Routes: a flow without a landing page (TUTOR) redirects a later route to its stored step', () => {
    const tutor = { flow: 'TUTOR' as const, position: at(9, 2) };
    expect(guardRoute(input('TutorBankSign', tutor))).toEqual({ kind: 'show' });
    expect(guardRoute(input('TutorCardSign', tutor))).toEqual({ kind: 'redirect', to: 'TutorBankSign' });
    expect(guardRoute(input('Home', tutor))).toEqual({ kind: 'redirect', to: 'TutorBankSign' });
    expect(guardRoute(input('TutorCardDocumentation', tutor))).toEqual({ kind: 'show', at: at(9, 0) });
  });

  it('§2 Routes: in every flow, every position\'s own route shows and every later route is refused', () => {
    const positions = (flow: FlowName) =>
      FLOWS[flow].flatMap((s, step) => s.substeps.map((_, substep) => at(step, substep)));
    // Mismatches are collected and compared once: an expect per pair would take seconds.
    const wrong: string[] = [];
    for (const flow of FLOW_NAMES) {
      for (const position of positions(flow)) {
        const own = screenAt(flow, position)!;
        if (guardRoute(input(own, { flow, position })).kind !== 'show') wrong.push(`${flow} ${own}`);
        for (const screen of SCREENS) {
          const target = positionOf(flow, screen);
          if (!target || screen === own || OPEN_SCREENS.has(screen)) continue;
          const later = target.step > position.step || (target.step === position.step && target.substep > position.substep);
          const verdict = guardRoute(input(screen, { flow, position }));
          if (later && (verdict.kind !== 'redirect' || verdict.to !== own)) wrong.push(`${flow} ${own} -> ${screen}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * MinorBankDocuments (spec §4 MINOR 4,0) is the ViewDocumentation module under the minor's ScreenId; with it
 * the registry serves the consumer's screens for the MINOR table's other reused ids (checked here too).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { minorRegistration } from '../../../../test/support/minor-sign';
import { bodyOf, queryOf, renderStep, USR_API, type ApiHandler } from '../../../../test/support/step';
import { describeStepContract } from '../../../../test/support/step-contract';
import { FLOWS } from '../../../flows';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { REQUIRED } from '../../../validation/messages';
import ViewDocumentation from '../../consumer/ViewDocumentation/ViewDocumentation';
import { isBuiltFor, SCREEN_REGISTRY } from '../../registry';

const LIST = `GET ${USR_API}/documents/static-contracts`;
const TERMS = `POST ${USR_API}/registrations/reg-1/terms`;
const CONTRACTS = [
  { documentId: 'CONTRATTO_CONTO_MINORI', description: 'Contratto di conto per minori', status: 1, type: 'UNICO_BP_M' },
  { documentId: 'INF_PCU1', description: 'Informativa privacy', status: 1, type: 'GD_PRIVATI' },
];
const registration = { ...minorRegistration, currentStep: 4 };
const listOk: ApiHandler = () => jsonResponse(200, { _embedded: { staticContracts: CONTRACTS } });
const termsOk: ApiHandler = (call) => jsonResponse(200, { ...registration, data: { documentsAccepted: (bodyOf(call) as { accepted: string[] }).accepted } });
const box = (name: string) => screen.getByRole('checkbox', { name: acknowledgementLabel(name) });

describeStepContract({
  screen: 'MinorBankDocuments',
  Component: ViewDocumentation,
  flow: 'MINOR',
  next: 'MinorCardCarousel',
  registration,
  api: { [LIST]: listOk, [TERMS]: termsOk },
  ready: () => screen.findAllByRole('checkbox'),
  fill: async (user) => {
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
  },
  invalid: { input: () => box('Contratto di conto per minori'), make: (user) => user.click(box('Contratto di conto per minori')), message: REQUIRED },
  submitRoute: TERMS,
  serverField: { field: 'accepted', message: 'Per proseguire devi accettare tutti i documenti', input: () => box('Contratto di conto per minori') },
});

describe('MinorBankDocuments (spec §4 MINOR 4,0)', () => {
  it('§3 §7 §9 asks documents/static-contracts with size 30 and flow REG_MIN, under its own heading', async () => {
    const { api, container } = renderStep({
      screen: 'MinorBankDocuments',
      Component: ViewDocumentation,
      flow: 'MINOR',
      registration,
      api: { [LIST]: listOk, [TERMS]: termsOk },
    });
    await screen.findAllByRole('checkbox');
    for (const call of api.callsTo(LIST)) expect(Object.fromEntries(queryOf(call))).toEqual({ size: '30', flow: 'REG_MIN' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SCREEN_REGISTRY.MinorBankDocuments.title);
    expect(container.querySelector('[data-screen="MinorBankDocuments"]')).not.toBeNull();
  });
});

describe('§4 MINOR: every screen of the MINOR table is built for MINOR', () => {
  it.each(FLOWS.MINOR.slice(1).flatMap((step) => step.substeps))('%s', (id) => {
    expect(isBuiltFor(id, 'MINOR')).toBe(true);
  });

  it('the reused ids load the consumer modules (one module, its screen prop)', async () => {
    const pairs = [
      ['MinorBankDocuments', 'ViewDocumentation'],
      ['MinorCardCarousel', 'CardCarousel'],
      ['MinorCardDocuments', 'CardDocumentation'],
      ['UserRecognition', 'Recognition'],
      ['MinorConfirmMobileToken', 'ConfirmMobileToken'],
    ] as const;
    for (const [minor, consumer] of pairs) {
      const a = SCREEN_REGISTRY[minor];
      const b = SCREEN_REGISTRY[consumer];
      if (a.kind !== 'built' || b.kind !== 'built') throw new Error(`${minor} not built`);
      expect((await a.load()).default).toBe((await b.load()).default);
    }
  });
});

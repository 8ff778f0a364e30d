import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import {
  apiError,
  bodyOf,
  currentPath,
  expectNoAxeViolations,
  positionNow,
  queryOf,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { pathOf } from '../../../flows';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { STEP_COPY } from '../../../kit/copy';
import { REQUIRED } from '../../../validation/messages';
import { VIEW_DOCUMENTATION_COPY as COPY } from './copy';
import ViewDocumentation from './ViewDocumentation';

const LIST = `GET ${USR_API}/documents/static-contracts`;
const TERMS = `POST ${USR_API}/registrations/reg-1/terms`;

/** Like the sandbox's REG_CONS list: four kept, one old version (status 0), one of another type. */
const CONTRACTS = [
  { documentId: 'CONTRATTO_CONTO', description: 'Contratto di conto di pagamento', status: 1, type: 'UNICO_BP' },
  { documentId: 'DOCUMENTO_SINTESI', description: 'Documento di sintesi', status: 1, type: 'UNICO_CSI' },
  { documentId: 'INF_PCU1', description: 'Informativa privacy', status: 1, type: 'GD_PRIVATI' },
  { documentId: 'CONTRATTO_CONTO_2023', description: 'Contratto (versione 2023)', status: 0, type: 'UNICO_BP' },
  { documentId: 'REGOLAMENTO_PROMO', description: 'Regolamento operazione a premi', status: 1, type: 'PROMO' },
];
const KEPT = ['CONTRATTO_CONTO', 'DOCUMENTO_SINTESI', 'INF_PCU1'];

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 5 });
const listOk: ApiHandler = () => jsonResponse(200, { _embedded: { staticContracts: CONTRACTS } });
const termsOk: ApiHandler = (call) =>
  jsonResponse(200, { ...registration, data: { documentsAccepted: (bodyOf(call) as { accepted: string[] }).accepted } });

const boxes = () => screen.getAllByRole('checkbox');
const box = (name: string) => screen.getByRole('checkbox', { name: acknowledgementLabel(name) });
const render = (api: ApiRoutes = {}) =>
  renderStep({ screen: 'ViewDocumentation', Component: ViewDocumentation, registration, api: { [LIST]: listOk, [TERMS]: termsOk, ...api } });

describeStepContract({
  screen: 'ViewDocumentation',
  Component: ViewDocumentation,
  next: 'CardCarousel',
  registration,
  api: { [LIST]: listOk, [TERMS]: termsOk },
  ready: () => screen.findAllByRole('checkbox'),
  fill: async (user) => {
    for (const checkbox of boxes()) await user.click(checkbox);
  },
  invalid: { input: () => box('Documento di sintesi'), make: (user) => user.click(box('Documento di sintesi')), message: REQUIRED },
  submitRoute: TERMS,
  serverField: { field: 'accepted', message: 'Per proseguire devi accettare tutti i documenti', input: () => box('Contratto di conto di pagamento') },
});

describe('ViewDocumentation (spec §4 CONSUMER 5,0)', () => {
  it('§7 §9 asks documents/static-contracts with size 30 and flow REG_CONS', async () => {
    const { api } = render();
    await screen.findAllByRole('checkbox');
    const calls = api.callsTo(LIST);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(Object.fromEntries(queryOf(call))).toEqual({ size: '30', flow: 'REG_CONS' });
  });

  it("§7 keeps status 1 of the listed types; INF_PCU1 is named after the recognition provider's privacy notice", async () => {
    renderStep({
      screen: 'ViewDocumentation',
      Component: ViewDocumentation,
      registration,
      config: { recognitionProvider: 'acmeid' },
      api: { [LIST]: listOk, [TERMS]: termsOk },
    });
    await screen.findAllByRole('checkbox');
    expect(boxes()).toHaveLength(3);
    expect(box('Contratto di conto di pagamento')).toBeInTheDocument();
    expect(box('Informativa privacy acmeid')).toBeInTheDocument();
    expect(screen.queryByText(/versione 2023/)).toBeNull();
    expect(screen.queryByText(/Regolamento/)).toBeNull();
  });

  it('§6 each document opens in a new window at documents/static-contracts/{id} with the access token as at', async () => {
    sessionStorage.setItem('at', 'tok-1');
    try {
      render();
      await screen.findAllByRole('checkbox');
      const links = screen.getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(KEPT.map((id) => `/api/usr/v2/documents/static-contracts/${id}?at=tok-1`));
      expect(links[0]).toHaveAttribute('target', '_blank');
      // Each box is described by its document's link.
      expect(box('Documento di sintesi')).toHaveAccessibleDescription(/Leggi il documento: Documento di sintesi/);
    } finally {
      sessionStorage.removeItem('at');
    }
  });

  it('§4 5,0 -> 5,1: sends every accepted id, stores the registration, no progress saved (not the last substep)', async () => {
    const { user, instance, api } = render();
    await screen.findAllByRole('checkbox');
    for (const checkbox of boxes()) await user.click(checkbox);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardCarousel', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 5, substep: 1 });
    expect(bodyOf(api.callsTo(TERMS)[0])).toEqual({ accepted: KEPT });
    expect(instance.store.state.registrations?.data?.documentsAccepted).toEqual(KEPT);
    expect(api.calls.filter((c) => c.url.includes('update-registration-progress'))).toEqual([]);
  });

  it('a failed load says so and offers Riprova, which loads again (never a dead end)', async () => {
    let fail = true;
    const { user } = render({ [LIST]: () => (fail ? apiError(500, 'X') : listOk({} as never)) });
    await screen.findByText(COPY.loadError);
    expect(screen.getByRole('status')).toHaveTextContent(COPY.loadError);
    fail = false;
    await user.click(screen.getByRole('button', { name: STEP_COPY.retry }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
  });

  it('an empty list says there is nothing to accept; Prosegui moves on without the terms call', async () => {
    const { user, instance, api, container } = render({ [LIST]: () => jsonResponse(200, { staticContracts: [] }) });
    await screen.findByText(COPY.empty);
    await expectNoAxeViolations(container);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('CardCarousel', instance.providers)));
    expect(api.callsTo(TERMS)).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../flows';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { answer, signStatus, SIGN_ROUTES as R } from '../../../../test/support/signature';
import { bodyOf, currentPath, positionNow, renderStep, USR_API, type ApiRoutes } from '../../../../test/support/step';
import { describeStepContract } from '../../../../test/support/step-contract';
import { acknowledgementLabel } from '../../../kit/connected/DocumentChecklist';
import { SIGNATURE_COPY } from '../../../kit/copy';
import { REQUIRED } from '../../../validation/messages';
import CardSign from './CardSign';

const registration = inProgressRegistration({ id: 'reg-1', currentStep: 8 });
const CONTRACTS = [
  { contractId: 'acc-1', description: 'Contratto di conto', scope: 'ACCOUNT', signed: true },
  { contractId: 'card-1', description: 'Contratto della carta prepagata Carta Blu', scope: 'CARD', signed: false },
  { contractId: 'card-2', description: 'Documento di sintesi della carta', scope: 'CARD', signed: false },
];
const CARD = CONTRACTS.filter((c) => c.scope === 'CARD');
const accountSigned = signStatus({ status: 'DONE', scope: 'ACCOUNT', progress: 100 }, { certificate: true, account: true }, true);
const allSigned = signStatus({ status: 'DONE', scope: 'CARD', progress: 100 }, { certificate: true, account: true, card: true }, true);

const ROUTES: ApiRoutes = {
  [R.signStatus]: answer(accountSigned),
  [R.contracts]: answer({ _embedded: { bankDocumentResourceList: CONTRACTS } }),
  [R.signAndAssertAuth]: answer(allSigned),
};

const box = (index: number) => screen.getByRole('checkbox', { name: acknowledgementLabel(CARD[index]!.description) });
const firma = () => screen.getByRole('button', { name: SIGNATURE_COPY.sign });
const listed = () => waitFor(() => expect(box(0)).toBeInTheDocument());

describeStepContract({
  screen: 'CardSign',
  Component: CardSign,
  next: 'ConfirmAccessCode',
  registration,
  api: ROUTES,
  submitLabel: SIGNATURE_COPY.sign,
  ready: listed,
  fill: async (user) => {
    await user.click(box(0));
    await user.click(box(1));
  },
  invalid: { input: () => box(1), make: (user) => user.click(box(1)), message: REQUIRED },
  submitRoute: R.signAndAssertAuth,
  serverField: { field: 'contractIds', message: 'Accetta tutti i contratti per firmare', input: () => box(0) },
});

describe('CardSign (spec §4 CONSUMER 8,3)', () => {
  const renderCardSign = (api: ApiRoutes = {}) =>
    renderStep({ screen: 'CardSign', Component: CardSign, registration, api: { ...ROUTES, ...api }, others: { ConfirmAccessCode: () => <p>next</p> } });

  it('§7 the card contracts only, each openable; Firma signs scope CARD with every card contract', async () => {
    const { user, api, instance } = renderCardSign();
    await listed();
    expect(screen.getAllByRole('checkbox')).toHaveLength(CARD.length);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(
      CARD.map((c) => `${USR_API}/documents/contracts/reg-1/${c.contractId}`),
    );
    await user.click(box(0));
    await user.click(box(1));
    await waitFor(() => expect(firma()).toBeEnabled());
    await user.click(firma());
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('ConfirmAccessCode', instance.providers)));
    expect(positionNow(instance)).toEqual({ step: 8, substep: 4 });
    expect(bodyOf(api.callsTo(R.signAndAssertAuth)[0])).toEqual({ scope: 'CARD', contractIds: ['card-1', 'card-2'] });
  });

  it('arrival with the card already signed moves on: nothing is signed again', async () => {
    const { api, instance } = renderCardSign({ [R.signStatus]: answer(allSigned) });
    await waitFor(() => expect(currentPath(instance)).toBe(pathOf('ConfirmAccessCode', instance.providers)));
    expect(api.callsTo(R.signAndAssertAuth)).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { bodyOf, expectFieldError, expectNoAxeViolations, positionNow, renderStep, USR_API, type ApiHandler } from '../../../../test/support/step';
import { describeStepContract, prosegui } from '../../../../test/support/step-contract';
import { ADDRESS, INVALID_VALUE } from '../../../validation/messages';
import { SHIPMENT_COPY as COPY } from './copy';
import Shipment, { formatAddress } from './Shipment';

const CARDS_ROUTE = `GET ${USR_API}/prepaid-cards`;
const SHIP = `POST ${USR_API}/registrations/reg-1/shipment`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const CARDS = [
  { id: 'CARD_VIRTUAL', name: 'Carta Virtuale', physical: false, documents: [] },
  { id: 'CARD_CLASSIC', name: 'Carta Classica', physical: true, documents: [] },
];
const RESIDENCE = { address: 'Via Roma', houseNumber: '12/B', city: 'Milano', postalCode: '20121', province: 'MI' };
const reg = (card: string, data: Record<string, unknown> = {}) =>
  inProgressRegistration({ id: 'reg-1', currentStep: 5, prepaidCardResource: { id: card }, data });
const cardsOk: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS } });
const shipOk: ApiHandler = (call) => jsonResponse(200, { ...reg('CARD_CLASSIC'), data: { shipment: bodyOf(call) } });
const progressOk: ApiHandler = () => jsonResponse(200, { ...reg('CARD_CLASSIC'), currentStep: 6 });

const field = (label: string) => screen.getByRole('textbox', { name: label });

describeStepContract({
  screen: 'Shipment',
  Component: Shipment,
  next: 'RecognitionCheckResult',
  // No residence saved: the five address fields (the residence choice is a radio group, checked below).
  registration: reg('CARD_CLASSIC'),
  api: { [CARDS_ROUTE]: cardsOk, [SHIP]: shipOk, [PROGRESS]: progressOk },
  ready: () => screen.findByRole('textbox', { name: COPY.address }),
  fill: async (user) => {
    await user.type(field(COPY.address), 'Via Roma');
    await user.type(field(COPY.houseNumber), '12');
    await user.type(field(COPY.city), 'Milano');
    await user.type(field(COPY.postalCode), '20121');
    await user.type(field(COPY.province), 'MI');
  },
  invalid: { input: () => field(COPY.city), keys: '2', message: INVALID_VALUE },
  submitRoute: SHIP,
  serverField: { field: 'address.city', message: 'Città non trovata', input: () => field(COPY.city) },
});

describe('Shipment (spec §2 /Shipment, placed as CONSUMER 5,3)', () => {
  it('shows the saved residence read-only as the first choice; RESIDENCE is sent, then progress (step 6)', async () => {
    const { user, instance, api } = renderStep({
      screen: 'Shipment', Component: Shipment, registration: reg('CARD_CLASSIC', { addresses: { residence: RESIDENCE } }),
      api: { [CARDS_ROUTE]: cardsOk, [SHIP]: shipOk, [PROGRESS]: progressOk },
    });
    const residence = await screen.findByRole('radio', { name: COPY.residence });
    expect(residence).toHaveAccessibleDescription(formatAddress(RESIDENCE));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(residence);
    await user.click(prosegui());
    await waitFor(() => expect(positionNow(instance)).toEqual({ step: 6, substep: 0 }));
    expect(bodyOf(api.callsTo(SHIP)[0])).toEqual({ to: 'RESIDENCE' });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 6 });
  });

  it('§5 another address: ADDRESS, HOUSE_NUMBER, CITY rules under the fields; the province is sent upper-cased', async () => {
    const { user, api, container } = renderStep({
      screen: 'Shipment', Component: Shipment, registration: reg('CARD_CLASSIC'),
      api: { [CARDS_ROUTE]: cardsOk, [SHIP]: shipOk, [PROGRESS]: progressOk },
    });
    // No residence saved: straight to the address fields.
    await screen.findByRole('textbox', { name: COPY.address });
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(field(COPY.address), 'Via #1');
    await user.type(field(COPY.houseNumber), '12*');
    await user.tab();
    await expectFieldError(field(COPY.address), ADDRESS);
    await expectFieldError(field(COPY.houseNumber), INVALID_VALUE);
    await expectNoAxeViolations(container);
    await user.clear(field(COPY.address));
    await user.type(field(COPY.address), 'Via Roma');
    await user.clear(field(COPY.houseNumber));
    await user.type(field(COPY.houseNumber), '12/B');
    await user.type(field(COPY.city), 'Milano');
    await user.type(field(COPY.postalCode), '20121');
    await user.type(field(COPY.province), 'mi');
    await waitFor(() => expect(prosegui()).toBeEnabled());
    await user.click(prosegui());
    await waitFor(() => expect(api.callsTo(SHIP)).toHaveLength(1));
    expect(bodyOf(api.callsTo(SHIP)[0])).toEqual({ to: 'OTHER', address: RESIDENCE });
  });

  it('a virtual card needs no delivery: says so, sends nothing and Prosegui moves on', async () => {
    const { user, instance, api } = renderStep({
      screen: 'Shipment', Component: Shipment, registration: reg('CARD_VIRTUAL'),
      api: { [CARDS_ROUTE]: cardsOk, [PROGRESS]: progressOk },
    });
    await screen.findByText(COPY.virtual);
    await user.click(prosegui());
    await waitFor(() => expect(positionNow(instance)).toEqual({ step: 6, substep: 0 }));
    expect(api.callsTo(SHIP)).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import { bodyOf, expectFieldError, expectNoAxeViolations, positionNow, renderStep, USR_API, type ApiHandler } from '../../../../test/support/step';
import { describeStepContract, proceed } from '../../../../test/support/step-contract';
import { ADDRESS, INVALID_VALUE } from '../../../validation/messages';
import { POSTAL_CODE_LENGTH_MESSAGE } from '../../../validation/postal-code';
import { SHIPMENT_COPY as COPY } from './copy';
import Shipment, { formatAddress } from './Shipment';

const CARDS_ROUTE = `GET ${USR_API}/prepaid-cards`;
const SHIP = `POST ${USR_API}/registrations/reg-1/shipment`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;
const CARDS = [
  { id: 'CARD_VIRTUAL', name: 'Carta Virtuale', physical: false, documents: [] },
  { id: 'CARD_CLASSIC', name: 'Carta Classica', physical: true, documents: [] },
];
const RESIDENCE = { address: 'VIA ROMA', houseNumber: '12/B', city: 'MILANO', postalCode: '20121', province: 'MI' };
const reg = (card: string, data: Record<string, unknown> = {}) =>
  inProgressRegistration({ id: 'reg-1', currentStep: 5, prepaidCardResource: { id: card }, data });
const cardsOk: ApiHandler = () => jsonResponse(200, { _embedded: { prepaidCards: CARDS } });
const shipOk: ApiHandler = (call) => jsonResponse(200, { ...reg('CARD_CLASSIC'), data: { shipment: bodyOf(call) } });
const progressOk: ApiHandler = () => jsonResponse(200, { ...reg('CARD_CLASSIC'), currentStep: 6 });

const LABELS = COPY.otherAddress;
const field = (label: string) => screen.getByRole('textbox', { name: label });
const province = () => screen.getByRole('combobox', { name: LABELS.province });

describeStepContract({
  screen: 'Shipment',
  Component: Shipment,
  next: 'RecognitionCheckResult',
  // No residence saved: the five address fields (the residence choice is a radio group, checked below).
  registration: reg('CARD_CLASSIC'),
  api: { [CARDS_ROUTE]: cardsOk, [SHIP]: shipOk, [PROGRESS]: progressOk },
  ready: () => screen.findByRole('textbox', { name: LABELS.address }),
  fill: async (user) => {
    await user.type(field(LABELS.address), 'Via Roma');
    await user.type(field(LABELS.houseNumber), '12');
    await user.type(field(LABELS.city), 'Milano');
    await user.type(field(LABELS.postalCode), '20121');
    await user.selectOptions(province(), 'MI');
  },
  invalid: { input: () => field(LABELS.city), keys: '2', message: INVALID_VALUE },
  submitRoute: SHIP,
  serverField: { field: 'address.city', message: 'Comune non trovato', input: () => field(LABELS.city) },
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
    await proceed(user);
    await waitFor(() => expect(positionNow(instance)).toEqual({ step: 6, substep: 0 }));
    expect(bodyOf(api.callsTo(SHIP)[0])).toEqual({ to: 'RESIDENCE' });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 6 });
  });

  it('§5 another address: the fields of Addresses, normalised as typed, their rules under the fields; sent normalised', async () => {
    const { user, api, container } = renderStep({
      screen: 'Shipment', Component: Shipment, registration: reg('CARD_CLASSIC'),
      api: { [CARDS_ROUTE]: cardsOk, [SHIP]: shipOk, [PROGRESS]: progressOk },
    });
    // No residence saved: straight to the address fields.
    await screen.findByRole('textbox', { name: LABELS.address });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('group', { name: LABELS.legend })).toBeInTheDocument();
    await user.type(field(LABELS.address), 'Via #1');
    await user.type(field(LABELS.houseNumber), '12*');
    await user.type(field(LABELS.postalCode), '2012');
    await user.tab();
    await expectFieldError(field(LABELS.address), ADDRESS);
    await expectFieldError(field(LABELS.houseNumber), INVALID_VALUE);
    await expectFieldError(field(LABELS.postalCode), POSTAL_CODE_LENGTH_MESSAGE);
    await expectNoAxeViolations(container);
    await user.clear(field(LABELS.address));
    await user.type(field(LABELS.address), 'Via  Niccolò Tommaseo ');
    expect(field(LABELS.address)).toHaveValue("VIA  NICCOLO' TOMMASEO ");
    await user.clear(field(LABELS.houseNumber));
    await user.type(field(LABELS.houseNumber), '12/b');
    await user.type(field(LABELS.city), 'Forlì');
    await user.clear(field(LABELS.postalCode));
    await user.type(field(LABELS.postalCode), '47121');
    await user.selectOptions(province(), 'FC');
    await proceed(user);
    await waitFor(() => expect(api.callsTo(SHIP)).toHaveLength(1));
    expect(bodyOf(api.callsTo(SHIP)[0])).toEqual({
      to: 'OTHER',
      address: { address: "VIA NICCOLO' TOMMASEO", houseNumber: '12/B', city: "FORLI'", postalCode: '47121', province: 'FC' },
    });
  });

  it('a virtual card needs no delivery: says so, sends nothing and Prosegui moves on', async () => {
    const { user, instance, api } = renderStep({
      screen: 'Shipment', Component: Shipment, registration: reg('CARD_VIRTUAL'),
      api: { [CARDS_ROUTE]: cardsOk, [PROGRESS]: progressOk },
    });
    await screen.findByText(COPY.virtual);
    await proceed(user);
    await waitFor(() => expect(positionNow(instance)).toEqual({ step: 6, substep: 0 }));
    expect(api.callsTo(SHIP)).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../../test/support/fixtures';
import type { Registration } from '../../../api/schemas';
import Addresses from './Addresses';
import {
  apiError,
  bodyOf,
  currentPath,
  expectFieldError,
  expectNoFieldError,
  positionNow,
  renderStep,
  USR_API,
  type ApiHandler,
  type ApiRoutes,
} from '../../../../test/support/step';
import { describeStepContract, prosegui, proceed } from '../../../../test/support/step-contract';
import { ADDRESS, INVALID_VALUE, NUMERIC, REQUIRED } from '../../../validation/messages';
import { POSTAL_CODE_LENGTH_MESSAGE } from '../../../validation/postal-code';
import { ADDRESSES_COPY, type AddressLabels } from './copy';

const SAVE = `POST ${USR_API}/registrations/reg-1/addresses`;
const PROGRESS = `POST ${USR_API}/registrations/reg-1/update-registration-progress`;

const atAddresses = (data: Record<string, unknown> = {}): Registration => inProgressRegistration({ id: 'reg-1', data });
const saveOk: ApiHandler = (call) => {
  const body = bodyOf(call) as { residence: unknown; domicile?: unknown };
  return jsonResponse(200, atAddresses({ addresses: { residence: body.residence, domicile: body.domicile ?? null } }));
};
const progressOk: ApiHandler = () => jsonResponse(200, { ...atAddresses(), currentStep: 4 });
const API: ApiRoutes = { [SAVE]: saveOk, [PROGRESS]: progressOk };

const renderAddresses = (api: ApiRoutes = {}, registration = atAddresses()) =>
  renderStep({ screen: 'Addresses', Component: Addresses, registration, api: { ...API, ...api } });

/** The five fields of one address, by their labels. */
const fieldsOf = (labels: AddressLabels) => ({
  address: () => screen.getByLabelText<HTMLInputElement>(labels.address),
  houseNumber: () => screen.getByLabelText<HTMLInputElement>(labels.houseNumber),
  city: () => screen.getByLabelText<HTMLInputElement>(labels.city),
  postalCode: () => screen.getByLabelText<HTMLInputElement>(labels.postalCode),
  province: () => screen.getByLabelText<HTMLSelectElement>(labels.province),
});
const residence = fieldsOf(ADDRESSES_COPY.residence);
const domicile = fieldsOf(ADDRESSES_COPY.domicile);
const domicileBox = () => screen.getByLabelText(ADDRESSES_COPY.differentDomicile);

async function fillAddress(user: UserEvent, fields: typeof residence, values: { address: string; houseNumber: string; city: string; postalCode: string; province: string }) {
  await user.type(fields.address(), values.address);
  await user.type(fields.houseNumber(), values.houseNumber);
  await user.type(fields.city(), values.city);
  await user.type(fields.postalCode(), values.postalCode);
  await user.selectOptions(fields.province(), values.province);
}

const fillResidence = (user: UserEvent) =>
  fillAddress(user, residence, { address: 'Via Niccolò Tommaseo', houseNumber: '12/b', city: 'Forlì', postalCode: '47121', province: 'FC' });

describeStepContract({
  screen: 'Addresses',
  Component: Addresses,
  next: 'TitolareEffettivo',
  registration: atAddresses(),
  api: API,
  fill: fillResidence,
  invalid: { input: residence.postalCode, keys: '{Backspace}', message: POSTAL_CODE_LENGTH_MESSAGE },
  submitRoute: SAVE,
  serverField: { field: 'residence.city', message: 'Comune sconosciuto', input: residence.city },
});

describe('Addresses (spec §4 CONSUMER 3,0)', () => {
  it('§5 address, house number and city are normalised as typed: upper case, accents folded with an apostrophe', async () => {
    const { user } = renderAddresses();
    await fillResidence(user);
    expect(residence.address()).toHaveValue("VIA NICCOLO' TOMMASEO");
    expect(residence.houseNumber()).toHaveValue('12/B');
    expect(residence.city()).toHaveValue("FORLI'");
    expect(residence.postalCode()).toHaveValue('47121');
  });

  it('has the autofill tokens and the CAP keypad; the province lists the 107 provinces by name', () => {
    renderAddresses();
    expect(residence.address()).toHaveAttribute('autocomplete', 'address-line1');
    expect(residence.city()).toHaveAttribute('autocomplete', 'address-level2');
    expect(residence.postalCode()).toHaveAttribute('autocomplete', 'postal-code');
    expect(residence.postalCode()).toHaveAttribute('inputmode', 'numeric');
    expect(residence.postalCode()).toHaveAttribute('maxlength', '5');
    expect(residence.province()).toHaveAttribute('autocomplete', 'address-level1');
    const options = [...residence.province().options];
    expect(options).toHaveLength(108); // the "choose" prompt + 107
    expect(options[0]).toHaveTextContent(ADDRESSES_COPY.chooseProvince);
    expect(screen.getByRole('option', { name: 'Milano (MI)' })).toHaveValue('MI');
  });

  it(`§5 ADDRESS: anything but letters, digits, accents, spaces and apostrophes shows '${ADDRESS}'`, async () => {
    const { user } = renderAddresses();
    await user.type(residence.address(), 'Via Roma, 12');
    await user.tab();
    await expectFieldError(residence.address(), ADDRESS);
    await user.clear(residence.address());
    await expectFieldError(residence.address(), REQUIRED);
    await user.type(residence.address(), "Via dell'Arco");
    await expectNoFieldError(residence.address());
  });

  it(`§5 HOUSE_NUMBER and CITY: '${INVALID_VALUE}'`, async () => {
    const { user } = renderAddresses();
    await user.type(residence.houseNumber(), '12#');
    await user.tab();
    await expectFieldError(residence.houseNumber(), INVALID_VALUE);
    await user.type(residence.city(), 'Milano 2');
    await user.tab();
    await expectFieldError(residence.city(), INVALID_VALUE);
    await user.clear(residence.city());
    await user.type(residence.city(), 'Reggio nell’Emilia');
    await expectNoFieldError(residence.city());
  });

  it(`CAP: required, '${NUMERIC}' for anything but digits, 5 digits; the province is required`, async () => {
    const { user } = renderAddresses();
    await user.type(residence.postalCode(), '2012A');
    await user.tab();
    await expectFieldError(residence.postalCode(), NUMERIC);
    await user.clear(residence.postalCode());
    await expectFieldError(residence.postalCode(), REQUIRED);
    await user.type(residence.postalCode(), '201');
    await expectFieldError(residence.postalCode(), POSTAL_CODE_LENGTH_MESSAGE);
    await user.selectOptions(residence.province(), 'MI');
    await user.selectOptions(residence.province(), '');
    await user.tab();
    await expectFieldError(residence.province(), REQUIRED);
  });

  it('§7 Prosegui saves the normalised residence (POST addresses), then the progress with step 4, and lands on TitolareEffettivo (4,0)', async () => {
    const { user, instance, api } = renderAddresses();
    await fillResidence(user);
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/titolareEffettivo'));
    expect(positionNow(instance)).toEqual({ step: 4, substep: 0 });
    expect(api.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([SAVE, PROGRESS]);
    expect(bodyOf(api.callsTo(SAVE)[0])).toEqual({
      residence: { address: "VIA NICCOLO' TOMMASEO", houseNumber: '12/B', city: "FORLI'", postalCode: '47121', province: 'FC' },
    });
    expect(bodyOf(api.callsTo(PROGRESS)[0])).toEqual({ flow: 'CONSUMER', step: 4 });
  });

  it('a different domicile: the box reveals its five fields, which are then required and sent', async () => {
    const { user, api, instance } = renderAddresses();
    expect(screen.queryByLabelText(ADDRESSES_COPY.domicile.address)).toBeNull();
    await fillResidence(user);
    await waitFor(() => expect(prosegui()).toBeEnabled());
    await user.click(domicileBox());
    expect(screen.getByRole('group', { name: ADDRESSES_COPY.domicile.legend })).toBeInTheDocument();
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await fillAddress(user, domicile, { address: 'Piazza Duomo', houseNumber: '1', city: 'Milano', postalCode: '20121', province: 'MI' });
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/titolareEffettivo'));
    expect(bodyOf(api.callsTo(SAVE)[0])).toMatchObject({
      domicile: { address: 'PIAZZA DUOMO', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI' },
    });
  });

  it('§5 a server field error on a domicile field shows under that field', async () => {
    const refuse: ApiHandler = () => apiError(400, 'BAD_REQUEST', [{ field: 'domicile.postalCode', message: 'CAP inesistente' }]);
    const { user, instance } = renderAddresses({ [SAVE]: refuse });
    await fillResidence(user);
    await user.click(domicileBox());
    await fillAddress(user, domicile, { address: 'Piazza Duomo', houseNumber: '1', city: 'Milano', postalCode: '20199', province: 'MI' });
    await proceed(user);
    await expectFieldError(domicile.postalCode(), 'CAP inesistente');
    expect(currentPath(instance)).toBe('/addresses');
  });

  it('a reload resumes with what was saved (data.addresses), domicile included', () => {
    const saved = {
      residence: { address: 'VIA ROMA', houseNumber: '1', city: 'ROMA', postalCode: '00100', province: 'RM' },
      domicile: { address: "VIA CA' D'ORO", houseNumber: '5', city: 'VENEZIA', postalCode: '30121', province: 'VE' },
    };
    renderAddresses({}, atAddresses({ addresses: saved }));
    expect(residence.address()).toHaveValue('VIA ROMA');
    expect(residence.postalCode()).toHaveValue('00100');
    expect(residence.province()).toHaveValue('RM');
    expect(domicileBox()).toBeChecked();
    expect(domicile.address()).toHaveValue("VIA CA' D'ORO");
    expect(domicile.province()).toHaveValue('VE');
  });
});

describe('Addresses in BUSINESS: the registered office', () => {
  const office = fieldsOf(ADDRESSES_COPY.office);
  const officeBox = () => screen.getByLabelText(ADDRESSES_COPY.differentOffice);
  const renderBusiness = (api: ApiRoutes = {}, registration = atAddresses()) =>
    renderStep({ screen: 'Addresses', Component: Addresses, flow: 'BUSINESS', registration, api: { ...API, ...api } });

  it('the office box shows only in the BUSINESS flow', () => {
    renderAddresses();
    expect(screen.queryByLabelText(ADDRESSES_COPY.differentOffice)).toBeNull();
  });

  it('unticked, the body has no office (it is the residence); ticked, the office is validated and sent normalised', async () => {
    const { user, instance, api } = renderBusiness();
    await fillResidence(user);
    expect(office.address).toThrow();
    await user.click(officeBox());
    expect(screen.getByRole('group', { name: ADDRESSES_COPY.office.legend })).toBeInTheDocument();
    await waitFor(() => expect(prosegui()).toBeDisabled());
    await user.type(office.postalCode(), '201');
    await user.tab();
    await expectFieldError(office.postalCode(), POSTAL_CODE_LENGTH_MESSAGE);
    await user.clear(office.postalCode());
    await fillAddress(user, office, { address: 'Via Città di Castello', houseNumber: '2', city: 'Milano', postalCode: '20121', province: 'MI' });
    await proceed(user);
    await waitFor(() => expect(currentPath(instance)).toBe('/titolareEffettivo'));
    expect(bodyOf(api.callsTo(SAVE)[0])).toEqual({
      residence: { address: "VIA NICCOLO' TOMMASEO", houseNumber: '12/B', city: "FORLI'", postalCode: '47121', province: 'FC' },
      office: { address: "VIA CITTA' DI CASTELLO", houseNumber: '2', city: 'MILANO', postalCode: '20121', province: 'MI' },
    });
  });

  it('§5 a server error on office.city shows under the office city; a saved office is prefilled on resume', async () => {
    const saved = {
      residence: { address: 'VIA ROMA', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI' },
      domicile: null,
      office: { address: 'VIA PO', houseNumber: '3', city: 'TORINO', postalCode: '10123', province: 'TO' },
    };
    const { user } = renderBusiness(
      { [SAVE]: () => apiError(400, 'BAD_REQUEST', [{ field: 'office.city', message: INVALID_VALUE }]) },
      atAddresses({ addresses: saved }),
    );
    expect(officeBox()).toBeChecked();
    expect(office.city()).toHaveValue('TORINO');
    await proceed(user);
    await expectFieldError(office.city(), INVALID_VALUE);
  });
});

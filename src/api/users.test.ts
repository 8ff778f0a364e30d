import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';
import { getMe, getMeDetails, getWalletInstruments, lookupFiscalCode, pickPrepaidCard } from './users';

const user = {
  id: 'u1',
  status: 'ENABLED',
  phoneNumber: '+393331234567',
  defaultWallet: { type: 'CONSUMER' },
  availableProcesses: [{ level: 'A', profile: 'CONSUMER' }],
  context: {
    walletType: null,
    userBirthDate: '1990-01-01',
    gender: 'M',
    mgmCode: null,
    minor: false,
    gianos: { job: null, activitySector: null },
  },
};

describe('users', () => {
  it('§7 users/me is called with documents=true and parsed as a User', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, user));
    await expect(getMe(api)).resolves.toMatchObject({ id: 'u1', status: 'ENABLED' });
    expect(calls[0]?.url).toBe('/api/usr/v2/users/me?documents=true');
    expect(calls[0]?.method).toBe('GET');
  });

  it('§7 users/me/details is called with fatcaGianos, contracts, documents and scans all true', async () => {
    const { api, calls } = recordingClient(() => jsonResponse(200, { user, fatcaCrs: {}, gianos: {} }));
    await getMeDetails(api);
    expect(calls[0]?.url).toBe('/api/usr/v2/users/me/details?fatcaGianos=true&contracts=true&documents=true&scans=true');
  });

  it('§7 lookups/fiscal-code sends the fiscalCode query', async () => {
    const { api, calls } = recordingClient(() =>
      jsonResponse(200, { fiscalCode: 'RSSMRA80A01H501U', valid: true, birthDate: '1980-01-01' }),
    );
    await lookupFiscalCode(api, 'RSSMRA80A01H501U');
    expect(calls[0]?.url).toBe('/api/usr/v2/lookups/fiscal-code?fiscalCode=RSSMRA80A01H501U');
  });

  it('§7 wallet-instruments reads walletInstruments', async () => {
    const list = [{ walletInstrumentResource: { walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED' } }];
    const { api, calls } = recordingClient(() => jsonResponse(200, { walletInstruments: list }));
    await expect(getWalletInstruments(api)).resolves.toEqual(list);
    expect(calls[0]?.url).toBe('/api/usr/v2/wallet-instruments');
  });

  it('§7 pickPrepaidCard picks the first PREPAID_CARD in state ENABLED', () => {
    const disabled = { id: 1, walletInstrumentResource: { walletInstrumentType: 'PREPAID_CARD', state: 'DISABLED' } };
    const iban = { id: 2, walletInstrumentResource: { walletInstrumentType: 'IBAN', state: 'ENABLED' } };
    const first = { id: 3, walletInstrumentResource: { walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED' } };
    const second = { id: 4, walletInstrumentResource: { walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED' } };
    expect(pickPrepaidCard([disabled, iban, first, second])).toBe(first);
    expect(pickPrepaidCard([disabled, iban])).toBeUndefined();
    expect(pickPrepaidCard([])).toBeUndefined();
    // Type and state on the item itself are accepted too.
    const flat = { walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED' };
    expect(pickPrepaidCard([iban, flat])).toBe(flat);
  });
});

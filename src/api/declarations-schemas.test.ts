import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/support/fetch-mock';
import { recordingClient } from '../../test/support/api-client';
import { getGianosDocuments } from './documents';
import { JOB_CODES, JOB_NAMES, jobHasSector, SavedAddressesSchema, savedPart } from './declarations-schemas';

describe('self-declaration API shapes', () => {
  it('§7 GET documents/gianos reads the activity sectors out of _embedded', async () => {
    const sectors = [{ code: 'K', description: 'Attività finanziarie e assicurative' }];
    const { api, calls } = recordingClient(() => jsonResponse(200, { _embedded: { activitySectors: sectors } }));
    expect(await getGianosDocuments(api)).toEqual(sectors);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe('/api/usr/v2/documents/gianos');
  });

  it('§3 the nine job codes 01–09 with their names', () => {
    expect(JOB_CODES.map((code) => `${code} ${JOB_NAMES[code]}`)).toEqual([
      '01 IMPRENDITORE',
      '02 LAVORATORE_AUTONOMO',
      '03 LIBERO_PROFESSIONISTA',
      '04 LAVORATORE_DIPENDENTE',
      '05 SOGGETTO_APICALE',
      '06 PENSIONATO',
      '07 NON_OCCUPATO',
      '08 CASALINGA',
      '09 STUDENTE',
    ]);
  });

  it('the working jobs (01–05) ask for an activity sector; 06–09 and unknown codes do not', () => {
    expect(JOB_CODES.filter(jobHasSector)).toEqual(['01', '02', '03', '04', '05']);
    expect(jobHasSector('10')).toBe(false);
    expect(jobHasSector('')).toBe(false);
  });

  it('reads saved data leniently: absent or malformed parts are null', () => {
    const residence = { address: 'VIA ROMA', houseNumber: '1', city: 'MILANO', postalCode: '20121', province: 'MI' };
    expect(savedPart({ addresses: { residence, domicile: null } }, 'addresses', SavedAddressesSchema)).toEqual({ residence, domicile: null });
    expect(savedPart({ addresses: { residence: { address: 1 } } }, 'addresses', SavedAddressesSchema)).toBeNull();
    expect(savedPart(null, 'addresses', SavedAddressesSchema)).toBeNull();
  });
});

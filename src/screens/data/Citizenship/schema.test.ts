import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { FISCAL_CODE, INVALID_VALUE, REQUIRED } from '../../../validation/messages';
import { CitizenshipFormSchema } from './schema';

describe('Citizenship', () => {
  const valid = { citizenship: 'IT', birthPlace: "Reggio nell'Emilia", fiscalCode: 'RSSMRA85T10A562S' };
  const field = (name: keyof typeof valid, value: string) =>
    messages(CitizenshipFormSchema, { ...valid, [name]: value }, name);

  it('accepts a citizenship, a birth place and a fiscal code', () => {
    expect(parsed(CitizenshipFormSchema, valid)).toEqual(valid);
  });

  it('§5 required citizenship', () => {
    expect(field('citizenship', '')).toEqual([REQUIRED]);
  });

  it('§5 CITY: letters, accents, hyphens, spaces and apostrophes on the birth place', () => {
    for (const ok of ["Reggio nell'Emilia", 'Forlì-Cesena', 'São Paulo', ' Roma ']) expect(field('birthPlace', ok), ok).toEqual([]);
    expect(field('birthPlace', 'Milano 2')).toEqual([INVALID_VALUE]);
    expect(field('birthPlace', 'Roma!')).toEqual([INVALID_VALUE]);
    expect(field('birthPlace', '')).toEqual([REQUIRED]);
  });

  it('§5 FISCAL_CODE: normalised to upper case and validated', () => {
    expect(parsed(CitizenshipFormSchema, { ...valid, fiscalCode: ' rssmra85t10a562s ' })).toEqual(valid);
    expect(parsed(CitizenshipFormSchema, { ...valid, fiscalCode: 'rss mra 85t10 a562s' })).toEqual(valid);
    expect(field('fiscalCode', 'RSSMRA85T10A562X')).toEqual([FISCAL_CODE]);
    expect(field('fiscalCode', 'RSSMRA85T10A562')).toEqual([FISCAL_CODE]);
    expect(field('fiscalCode', '')).toEqual([REQUIRED]);
  });
});

import { describe, expect, it } from 'vitest';
import { messages, parsed } from '../../../../test/support/schema';
import { BIRTH_DATE_FUTURE, BIRTH_DATE_INVALID, BIRTH_DATE_TOO_OLD, REQUIRED } from '../../../validation/messages';
import { ageFormSchema } from './schema';

describe('AgeForm', () => {
  // 15 June 2024, midday.
  const schema = ageFormSchema(() => new Date(2024, 5, 15, 12, 0, 0));
  const age = (birthDate: string) => messages(schema, { birthDate }, 'birthDate');

  it('§5 accepts real dd/mm/yyyy dates up to today, minors included', () => {
    for (const ok of ['15/03/1990', '29/02/2000', '15/06/2024', '01/01/2015', '15/06/1904']) expect(age(ok), ok).toEqual([]);
    expect(parsed(schema, { birthDate: ' 15/03/1990 ' })).toEqual({ birthDate: '15/03/1990' });
  });

  it("§5 required: 'Il campo è obbligatorio'", () => {
    expect(age('')).toEqual([REQUIRED]);
    expect(age('   ')).toEqual([REQUIRED]);
  });

  it('an unreadable or non-existent date is invalid', () => {
    for (const bad of ['31/02/2000', '29/02/2023', '1/1/1990', '01/01/90', '1990-01-01', '01/13/1990', 'abc']) {
      expect(age(bad), bad).toEqual([BIRTH_DATE_INVALID]);
    }
  });

  it('a date after the injected today is refused', () => {
    expect(age('16/06/2024')).toEqual([BIRTH_DATE_FUTURE]);
    expect(age('01/01/2030')).toEqual([BIRTH_DATE_FUTURE]);
  });

  it('a date more than 120 years before today is refused', () => {
    expect(age('14/06/1903')).toEqual([BIRTH_DATE_TOO_OLD]);
  });
});

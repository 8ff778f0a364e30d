import { describe, expect, it } from 'vitest';
import { screenAt } from '../flows';
import {
  draftFromRegistrationData,
  EMPTY_DRAFT,
  FIELD_SCREENS,
  fromApiDate,
  BUSINESS_FIELDS_EMPTY,
  maskBirthDate,
  preRegisterBody,
  toApiDate,
  type RegistrationDraft,
} from './draft';

const draft = (over: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  birthDate: '15/03/1990',
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phoneNumber: '3331234567',
  mgmCode: 'FRIEND10',
  consents: ['privacy', 'marketing'],
  accessCode: '13579',
  ...BUSINESS_FIELDS_EMPTY,
  ...over,
});

describe('toApiDate / fromApiDate', () => {
  it('§9 dates typed day/month/year become the API yyyy-mm-dd', () => {
    expect(toApiDate('01/01/1990')).toBe('1990-01-01');
    expect(toApiDate('29/02/2000')).toBe('2000-02-29');
    expect(toApiDate(' 15/03/1990 ')).toBe('1990-03-15');
  });

  it('unreadable or non-existent dates give an empty string', () => {
    for (const bad of ['31/02/2000', '29/02/1999', '32/01/2000', '00/01/2000', '01/13/2000', '1/1/1990', '01/01/90', '', 'abc']) {
      expect(toApiDate(bad), bad).toBe('');
    }
  });

  it('§9 API dates come back as day/month/year; anything else is left unchanged', () => {
    expect(fromApiDate('1990-01-31')).toBe('31/01/1990');
    expect(fromApiDate('31/01/1990')).toBe('31/01/1990');
    expect(fromApiDate('1990-01-31T00:00:00Z')).toBe('1990-01-31T00:00:00Z');
    expect(fromApiDate('')).toBe('');
  });

  it('a typed date survives the round trip', () => {
    expect(fromApiDate(toApiDate('07/11/1985'))).toBe('07/11/1985');
  });
});

describe('maskBirthDate', () => {
  it('§9 default date display day/month/year: slashes appear as the digits are typed', () => {
    const steps: [string, string][] = [
      ['0', '0'],
      ['01', '01'],
      ['010', '01/0'],
      ['0101', '01/01'],
      ['01011', '01/01/1'],
      ['010119', '01/01/19'],
      ['01011990', '01/01/1990'],
    ];
    for (const [typed, shown] of steps) expect(maskBirthDate(typed), typed).toBe(shown);
  });

  it('re-masking an already masked value is stable, as when the field re-renders', () => {
    let value = '';
    for (const digit of '15031990') value = maskBirthDate(value + digit);
    expect(value).toBe('15/03/1990');
    expect(maskBirthDate(value)).toBe('15/03/1990');
  });

  it('digits after the eighth are dropped', () => {
    expect(maskBirthDate('010119901')).toBe('01/01/1990');
    expect(maskBirthDate('01/01/19905555')).toBe('01/01/1990');
  });

  it('characters that are not digits are dropped', () => {
    expect(maskBirthDate('a')).toBe('');
    expect(maskBirthDate('01-01-1990')).toBe('01/01/1990');
    expect(maskBirthDate('01.0x1')).toBe('01/01');
    expect(maskBirthDate(' 0 1 ')).toBe('01');
  });

  it('deleting backwards is never blocked by a trailing slash', () => {
    // The user deletes the last character of each masked value in turn.
    expect(maskBirthDate('01/01/')).toBe('01/01');
    expect(maskBirthDate('01/0')).toBe('01/0');
    expect(maskBirthDate('01/')).toBe('01');
    expect(maskBirthDate('0')).toBe('0');
    expect(maskBirthDate('')).toBe('');
  });
});

describe('draftFromRegistrationData', () => {
  it('§4 a resumed registration prefills the data steps from registration.data', () => {
    const data = {
      birthDate: '1990-03-15',
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.it',
      phoneNumber: '3331234567',
      mgmCode: 'FRIEND10',
      consents: ['privacy', 'marketing'],
    };
    expect(draftFromRegistrationData(data)).toEqual({ ...data, birthDate: '15/03/1990', accessCode: '', ...BUSINESS_FIELDS_EMPTY });
  });

  it('missing data gives an empty draft with its own consents array', () => {
    const fromNull = draftFromRegistrationData(null);
    const fromUndefined = draftFromRegistrationData(undefined);
    expect(fromNull).toEqual(EMPTY_DRAFT);
    expect(fromUndefined).toEqual(EMPTY_DRAFT);
    expect(fromNull.consents).not.toBe(EMPTY_DRAFT.consents);
    fromNull.consents.push('x');
    expect(EMPTY_DRAFT.consents).toEqual([]);
  });

  it('missing fields and fields of the wrong type become empty', () => {
    const result = draftFromRegistrationData({
      birthDate: 19900315,
      firstName: null,
      lastName: { value: 'Rossi' },
      email: ['a@b.it'],
      phoneNumber: 3331234567,
      consents: 'privacy',
    });
    expect(result).toEqual(EMPTY_DRAFT);
  });

  it('consents keep only the string entries', () => {
    const result = draftFromRegistrationData({ consents: ['privacy', 1, null, { id: 'x' }, 'marketing', true] });
    expect(result.consents).toEqual(['privacy', 'marketing']);
  });

  it('the access code is never taken from the data', () => {
    const result = draftFromRegistrationData({ accessCode: '13579', firstName: 'Mario' });
    expect(result.accessCode).toBe('');
    expect(result.firstName).toBe('Mario');
  });

  it('a birth date that is not yyyy-mm-dd is kept as it is', () => {
    expect(draftFromRegistrationData({ birthDate: '15/03/1990' }).birthDate).toBe('15/03/1990');
  });
});

describe('preRegisterBody', () => {
  it('§7 pre-register body: the draft fields, trimmed, with the birth date as yyyy-mm-dd and the flow', () => {
    const body = preRegisterBody(
      draft({ firstName: '  Mario ', lastName: ' Rossi ', email: ' mario.rossi@example.it ', phoneNumber: ' 3331234567 ' }),
      'CONSUMER',
    );
    expect(body).toEqual({
      flow: 'CONSUMER',
      firstName: 'Mario',
      lastName: 'Rossi',
      birthDate: '1990-03-15',
      email: 'mario.rossi@example.it',
      phoneNumber: '3331234567',
      accessCode: '13579',
      mgmCode: 'FRIEND10',
      consents: ['privacy', 'marketing'],
    });
  });

  it('§7 pre-register body: no promo code is sent as null', () => {
    expect(preRegisterBody(draft({ mgmCode: '' }), 'CONSUMER').mgmCode).toBeNull();
    expect(preRegisterBody(draft({ mgmCode: '   ' }), 'CONSUMER').mgmCode).toBeNull();
    expect(preRegisterBody(draft({ mgmCode: ' ABC1 ' }), 'CONSUMER').mgmCode).toBe('ABC1');
  });

  it('§7 pre-register body: the MINOR flow is passed through', () => {
    expect(preRegisterBody(draft({ birthDate: '01/01/2012' }), 'MINOR')).toMatchObject({ flow: 'MINOR', birthDate: '2012-01-01' });
  });

  it('the access code is sent as typed and the consents are a copy', () => {
    const source = draft({ accessCode: ' 13579' });
    const body = preRegisterBody(source, 'CONSUMER');
    expect(body.accessCode).toBe(' 13579');
    expect(body.consents).toEqual(source.consents);
    expect(body.consents).not.toBe(source.consents);
  });

  it('an unreadable birth date is sent as an empty string', () => {
    expect(preRegisterBody(draft({ birthDate: '31/02/2000' }), 'CONSUMER').birthDate).toBe('');
  });
});

describe('FIELD_SCREENS', () => {
  it('§5 every draft field has the screen where its server error is shown', () => {
    expect(Object.keys(FIELD_SCREENS).sort()).toEqual(Object.keys(EMPTY_DRAFT).sort());
  });

  it('§4 every owning screen is one of the CONSUMER data steps (step 1)', () => {
    const dataSteps = Array.from({ length: 8 }, (_, substep) => screenAt('CONSUMER', { step: 1, substep }));
    for (const [field, screen] of Object.entries(FIELD_SCREENS)) expect(dataSteps, field).toContain(screen);
    expect(FIELD_SCREENS).toMatchObject({
      birthDate: 'AgeForm',
      firstName: 'NameForm',
      lastName: 'NameForm',
      email: 'EmailForm',
      phoneNumber: 'EmailForm',
      mgmCode: 'EmailForm',
      consents: 'PrivacyForm',
      accessCode: 'CodeForm',
    });
  });
});

describe('BUSINESS: the business in the pre-registration body', () => {
  const business = { businessName: ' Studio Rossi ', vatNumber: 'IT 00743110157', professionalRegister: 'INGEGNERI', registerNumber: ' a-12 ' };

  it('a liberal professional (LP): the business with the 11 digits, the register and its number upper-cased', () => {
    expect(preRegisterBody(draft(business), 'BUSINESS', 'LP')).toMatchObject({
      flow: 'BUSINESS',
      business: { companyType: 'LP', businessName: 'Studio Rossi', vatNumber: '00743110157', professionalRegister: 'INGEGNERI', registerNumber: 'A-12' },
    });
  });

  it('a sole trader (DI): no register; a consumer or minor body has no business at all', () => {
    expect(preRegisterBody(draft(business), 'BUSINESS', 'DI').business).toEqual({
      companyType: 'DI',
      businessName: 'Studio Rossi',
      vatNumber: '00743110157',
      professionalRegister: null,
      registerNumber: null,
    });
    expect(preRegisterBody(draft(business), 'CONSUMER')).not.toHaveProperty('business');
    expect(preRegisterBody(draft(business), 'MINOR')).not.toHaveProperty('business');
  });

  it('a resumed business registration fills the business fields back from registration.business', () => {
    const resumed = draftFromRegistrationData({ firstName: 'Elena' }, { companyType: 'LP', businessName: 'Studio', vatNumber: '00743110157', professionalRegister: 'INGEGNERI', registerNumber: 'A1', docsRequest: null });
    expect(resumed).toMatchObject({ firstName: 'Elena', businessName: 'Studio', vatNumber: '00743110157', professionalRegister: 'INGEGNERI', registerNumber: 'A1' });
    expect(draftFromRegistrationData({ firstName: 'Mario' })).toMatchObject(BUSINESS_FIELDS_EMPTY);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { User } from '../api/schemas';
import { ProfileSchema } from '../api/upgrade-schemas';
import { submitStep } from '../flows/engine';
import { isUpgradeFlow, UPGRADE_FLOWS } from '../flows/flows';
import {
  birthDateToMatch,
  emailConfirmedByProfile,
  initialCardId,
  profileOf,
  shownValue,
  upgradeData,
  upgradeFields,
  walletCardId,
} from './upgrade';

const profile = ProfileSchema.parse({
  level: 'B',
  firstName: 'Lia',
  lastName: null,
  birthDate: '1990-04-02',
  email: 'lia@example.it',
  emailConfirmed: true,
  phoneNumber: '+393331000022',
  citizenship: 'IT',
  birthPlace: '',
  fiscalCode: 42,
});

const userWith = (details: unknown): User => ({ id: 'u-1', status: 'ENABLED', availableProcesses: [], details }) as User;

describe('upgrade mode of the data steps (src/registration/upgrade.ts)', () => {
  it('the three upgrade flows are upgrade mode; CONSUMER, MINOR, BUSINESS, TUTOR and DOCUMENT_RENEWAL are not', () => {
    for (const flow of UPGRADE_FLOWS) expect(isUpgradeFlow(flow)).toBe(true);
    for (const flow of ['CONSUMER', 'MINOR', 'BUSINESS', 'TUTOR', 'DOCUMENT_RENEWAL'] as const) expect(isUpgradeFlow(flow)).toBe(false);
    expect(isUpgradeFlow(undefined)).toBe(false);
  });

  it('the profile is read from user.details.profile; a key absent, null, empty or of another type is unknown', () => {
    const read = profileOf(userWith({ fatcaCrs: null, profile: { firstName: 'Lia', lastName: '  ', fiscalCode: 7 } }));
    expect(read?.firstName).toBe('Lia');
    expect(read?.lastName).toBeUndefined();
    expect(read?.fiscalCode).toBeUndefined();
    expect(profileOf(userWith({ profile: null }))).toBeNull();
    expect(profileOf(userWith(undefined))).toBeNull();
    expect(profileOf(null)).toBeNull();
  });

  it('known fields come from the profile (in the form formats), the rest are asked from what the upgrade saved', () => {
    const fields = upgradeFields(['firstName', 'lastName'] as const, profile, { lastName: 'Bruni' });
    expect(fields.known).toEqual([{ field: 'firstName', value: 'Lia' }]);
    expect(fields.asked).toEqual(['lastName']);
    expect(fields.values).toEqual({ firstName: 'Lia', lastName: 'Bruni' });

    const contacts = upgradeFields(['birthDate', 'email', 'phoneNumber', 'mgmCode'] as const, profile, null);
    expect(contacts.known).toEqual([
      { field: 'birthDate', value: '02/04/1990' },
      { field: 'email', value: 'lia@example.it' },
      { field: 'phoneNumber', value: '3331000022' },
    ]);
    // The promo code is for new customers: neither known nor asked.
    expect(contacts.asked).toEqual([]);
    expect(contacts.values.mgmCode).toBe('');
  });

  it('without a profile every profile field is asked', () => {
    const fields = upgradeFields(['citizenship', 'birthPlace', 'fiscalCode'] as const, null, {});
    expect(fields.known).toEqual([]);
    expect(fields.asked).toEqual(['citizenship', 'birthPlace', 'fiscalCode']);
  });

  it('the update sends the known and the asked fields in the profile formats (yyyy-mm-dd, +39, upper-case fiscal code)', () => {
    const fields = upgradeFields(['citizenship', 'birthPlace', 'fiscalCode'] as const, profile, {});
    expect(upgradeData(fields, { birthPlace: ' Verona ', fiscalCode: 'brnlia90d42l781x' })).toEqual({
      citizenship: 'IT',
      birthPlace: 'Verona',
      fiscalCode: 'BRNLIA90D42L781X',
    });
    const contacts = upgradeFields(['birthDate', 'phoneNumber'] as const, null, {});
    expect(upgradeData(contacts, { birthDate: '02/04/1990', phoneNumber: '333 1000022' })).toEqual({
      birthDate: '1990-04-02',
      phoneNumber: '+393331000022',
    });
  });

  it('known values are shown as read: the phone with its prefix, the citizenship by its Italian name', () => {
    expect(shownValue('phoneNumber', '3331000022')).toBe('+39 3331000022');
    expect(shownValue('citizenship', 'IT')).toBe('Italia');
    expect(shownValue('firstName', 'Lia')).toBe('Lia');
  });

  it('ConfirmEmail: the profile e-mail counts as confirmed unless the upgrade saved another address', () => {
    expect(emailConfirmedByProfile(profile, {})).toBe(true);
    expect(emailConfirmedByProfile(profile, { email: 'LIA@example.it' })).toBe(true);
    expect(emailConfirmedByProfile(profile, { email: 'other@example.it' })).toBe(false);
    expect(emailConfirmedByProfile({ ...profile, emailConfirmed: false }, {})).toBe(false);
    expect(emailConfirmedByProfile({ ...profile, email: undefined }, {})).toBe(false);
    expect(emailConfirmedByProfile(null, {})).toBe(false);
  });

  it("Citizenship: the fiscal code is matched against the registration's birth date, else the profile's", () => {
    expect(birthDateToMatch({ birthDate: '1985-12-10' }, profile)).toBe('1985-12-10');
    expect(birthDateToMatch({}, profile)).toBe('1990-04-02');
    expect(birthDateToMatch(null, null)).toBe('');
  });

  it("CardCarousel: the registration's card first, else the wallet's prepaid card, when offered", () => {
    const wallet = { walletInstrumentResource: { id: 'wi-1', walletInstrumentType: 'PREPAID_CARD', state: 'ENABLED', prepaidCardId: 'CARD_VIRTUAL' } };
    expect(walletCardId(wallet)).toBe('CARD_VIRTUAL');
    expect(walletCardId({ walletInstrumentResource: { id: 'wi-1' } })).toBeUndefined();
    expect(walletCardId(null)).toBeUndefined();
    const offered = ['CARD_VIRTUAL', 'CARD_PHYSICAL'];
    expect(initialCardId(offered, 'CARD_PHYSICAL', 'CARD_VIRTUAL')).toBe('CARD_PHYSICAL');
    expect(initialCardId(offered, undefined, 'CARD_VIRTUAL')).toBe('CARD_VIRTUAL');
    expect(initialCardId(offered, 'GONE', 'ALSO_GONE')).toBe('');
  });

  it('§4 Step flows: PrivacyForm (1,3) passes over the held access steps to Citizenship (1,7) in each upgrade table, no progress saved', () => {
    for (const flow of UPGRADE_FLOWS) {
      expect(submitStep(flow, { step: 1, substep: 3 })).toEqual({
        next: { step: 1, substep: 7 },
        saveProgress: null,
      });
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mobileTokenActive } from './tutor';

describe('the guardian\'s marks on the minor\'s registration (§4 TUTOR step 9)', () => {
  it('§4 TUTOR: the guardian\'s mobile token is data.tutorMobileTokenActive, never the minor\'s own', () => {
    expect(mobileTokenActive({ data: { mobileTokenActive: true } }, 'TUTOR')).toBe(false);
    expect(mobileTokenActive({ data: { tutorMobileTokenActive: true } }, 'TUTOR')).toBe(true);
  });

  it('§4 CONSUMER/MINOR: the owner\'s mobile token is data.mobileTokenActive', () => {
    expect(mobileTokenActive({ data: { mobileTokenActive: true } }, 'CONSUMER')).toBe(true);
    expect(mobileTokenActive({ data: { tutorMobileTokenActive: true } }, 'MINOR')).toBe(false);
    expect(mobileTokenActive(null, 'CONSUMER')).toBe(false);
    expect(mobileTokenActive({ data: null }, undefined)).toBe(false);
  });
});

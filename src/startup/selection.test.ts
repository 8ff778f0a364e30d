// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Registration, RegistrationLookup } from '../api/schemas';
import { registrationFixture } from '../../test/support/fixtures';
import { CORPORATE_REJECTED, finishedRenewalOf, NO_REGISTRATIONS, selectRegistration } from './selection';

const reg = (id: string, over: Partial<Registration> = {}): Registration => registrationFixture({ id, ...over });

const fromMe = (lookup: RegistrationLookup, updateDocument = false) =>
  selectRegistration(lookup, { updateDocument, requestedId: 'me' });

const selectedId = (lookup: RegistrationLookup, updateDocument = false) => {
  const result = fromMe(lookup, updateDocument);
  return result.kind === 'selected' ? result.registration.id : result.reason;
};

describe('§4 Registration selection', () => {
  it('§4 Registration selection: the first registration of the list that qualifies is chosen', () => {
    expect(selectedId({ registrations: [reg('a'), reg('b')] })).toBe('a');
  });

  it('§4 Registration selection: a COMPLETED or C_PREPAID_CARD_ASSOCIATED registration that is closed is skipped', () => {
    const list = [
      reg('done', { status: 'COMPLETED', closed: true }),
      reg('card', { status: 'C_PREPAID_CARD_ASSOCIATED', closed: true }),
      reg('open'),
    ];
    expect(selectedId({ registrations: list })).toBe('open');
    // Completed but not closed still qualifies ("COMPLETED … and closed").
    expect(selectedId({ registrations: [reg('c', { status: 'COMPLETED', closed: false })] })).toBe('c');
  });

  it('§4 Registration selection: a CANCELED registration is skipped', () => {
    expect(selectedId({ registrations: [reg('x', { status: 'CANCELED' }), reg('y')] })).toBe('y');
  });

  it('§4 Registration selection: the type must be REGISTRATION, or DOCUMENT_RENEWAL when the update flag is set', () => {
    const list = [reg('renewal', { type: 'DOCUMENT_RENEWAL', flow: 'DOCUMENT_RENEWAL' }), reg('registration')];
    expect(selectedId({ registrations: list })).toBe('registration');
    expect(selectedId({ registrations: list }, true)).toBe('renewal');
  });

  it('§4 Registration selection: the flow must be CONSUMER, BUSINESS, MINOR or DOCUMENT_RENEWAL', () => {
    for (const flow of ['CONSUMER', 'BUSINESS', 'MINOR'] as const) {
      expect(selectedId({ registrations: [reg('r', { flow })] })).toBe('r');
    }
    expect(selectedId({ registrations: [reg('r', { flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL' })] }, true)).toBe('r');
  });

  it('§4 Registration selection: with no list the last registration is used if CONSUMER, BUSINESS or MINOR and not closed', () => {
    for (const flow of ['CONSUMER', 'BUSINESS', 'MINOR'] as const) {
      expect(selectedId({ registrations: null, lastRegistration: reg('last', { flow }) })).toBe('last');
      expect(selectedId({ registrations: [], lastRegistration: reg('last', { flow }) })).toBe('last');
    }
    expect(selectedId({ lastRegistration: reg('last', { closed: true }) })).toBe(NO_REGISTRATIONS);
    expect(selectedId({ lastRegistration: reg('last', { flow: 'DOCUMENT_RENEWAL' }) })).toBe(NO_REGISTRATIONS);
  });

  it("§4 Registration selection: otherwise the error is 'No registrations found'", () => {
    expect(fromMe({ registrations: [], lastRegistration: null })).toEqual({ kind: 'rejected', reason: NO_REGISTRATIONS });
    expect(fromMe({ registrations: [reg('x', { status: 'CANCELED' })] })).toEqual({
      kind: 'rejected',
      reason: NO_REGISTRATIONS,
    });
    expect(NO_REGISTRATIONS).toBe('No registrations found');
  });

  it("§4 Registration selection: a CORPORATE flow is rejected ('Already registering with flow CORPORATE')", () => {
    const rejected = { kind: 'rejected', reason: CORPORATE_REJECTED };
    expect(CORPORATE_REJECTED).toBe('Already registering with flow CORPORATE');
    expect(fromMe({ registrations: [reg('corp', { flow: 'CORPORATE' })] })).toEqual(rejected);
    expect(fromMe({ lastRegistration: reg('corp', { flow: 'CORPORATE' }) })).toEqual(rejected);
    expect(selectRegistration({ registration: reg('corp', { flow: 'CORPORATE' }) }, { updateDocument: false, requestedId: 'corp' })).toEqual(rejected);
    // A qualifying consumer registration is still chosen before a corporate one.
    expect(selectedId({ registrations: [reg('corp', { flow: 'CORPORATE' }), reg('mine')] })).toBe('mine');
  });

  it("§4 Registration selection: when the id was 'me' the lookup is repeated with the real id", () => {
    expect(fromMe({ registrations: [reg('real-id')] })).toMatchObject({ kind: 'selected', lookupAgain: 'real-id' });
    expect(selectRegistration({ registration: reg('real-id') }, { updateDocument: false, requestedId: 'real-id' })).toMatchObject({
      kind: 'selected',
      lookupAgain: null,
    });
  });
});

describe('§4 Registration selection, DOCUMENT_RENEWAL: the renewal this session finished', () => {
  const done = (id: string) => reg(id, { flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', status: 'COMPLETED', closed: true, currentStep: 2 });
  const lookup: RegistrationLookup = { registrations: [reg('account', { status: 'COMPLETED', closed: true }), done('old'), done('reg-r')] };
  const facts = { updateDocument: true, currentRegistrationId: null, onCompletedScreen: false };

  it('§4 Registration selection skips a finished renewal: with the update flag nothing is selected', () => {
    expect(selectedId(lookup, true)).toBe(NO_REGISTRATIONS);
  });

  it("§3 currentRegistrationId: the session's own finished renewal is found, wherever the page is", () => {
    expect(finishedRenewalOf(lookup, { ...facts, currentRegistrationId: 'reg-r' })?.id).toBe('reg-r');
    expect(finishedRenewalOf(lookup, { ...facts, currentRegistrationId: 'old' })?.id).toBe('old');
  });

  it('§2 /updateDocumentCompleted reloaded without the session key: the last finished renewal of the lookup', () => {
    expect(finishedRenewalOf(lookup, { ...facts, onCompletedScreen: true })?.id).toBe('reg-r');
    expect(finishedRenewalOf({ registration: done('by-id') }, { ...facts, onCompletedScreen: true })?.id).toBe('by-id');
  });

  it('§4 "with updateDocument a document-update process starts" otherwise: no flag, another page, an open or no renewal -> null', () => {
    expect(finishedRenewalOf(lookup, facts)).toBeNull();
    expect(finishedRenewalOf(lookup, { ...facts, updateDocument: false, currentRegistrationId: 'reg-r', onCompletedScreen: true })).toBeNull();
    expect(finishedRenewalOf(lookup, { ...facts, currentRegistrationId: 'account', onCompletedScreen: false })).toBeNull();
    const open = reg('open-r', { flow: 'DOCUMENT_RENEWAL', type: 'DOCUMENT_RENEWAL', closed: false });
    expect(finishedRenewalOf({ registrations: [open] }, { ...facts, currentRegistrationId: 'open-r', onCompletedScreen: true })).toBeNull();
  });
});

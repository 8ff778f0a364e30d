// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { registrationFixture } from '../../test/support/fixtures';
import { createStore } from '../state/store';
import { trackingPayload } from './payload';

const TODAY = new Date(2026, 10, 21);

describe('§3 tracking payload', () => {
  afterEach(() => sessionStorage.clear());

  it('§4 Other states: in the data steps a typed birth date under 18 reports flow MINOR', () => {
    const { state, actions } = createStore();
    actions.setPosition(1, 2);
    actions.updateDraft({ birthDate: '10/10/2015' });
    expect(trackingPayload(state, TODAY).flow).toBe('MINOR');
    actions.updateDraft({ birthDate: '10/10/1990' });
    expect(trackingPayload(state, TODAY).flow).toBe('CONSUMER');
  });

  it('§3 inviteCode is the promo code typed, or the one the registration saved; the orderID is the registration id', () => {
    const { state, actions } = createStore();
    actions.updateDraft({ mgmCode: 'AMICO2026' });
    expect(trackingPayload(state, TODAY).inviteCode).toBe('AMICO2026');
    actions.clearDraft();
    actions.setRegistration(registrationFixture({ id: 'reg-9', data: { mgmCode: 'ZETA1', birthDate: '2012-01-01' } }));
    const payload = trackingPayload(state, TODAY);
    expect(payload.inviteCode).toBe('ZETA1');
    expect(payload.orderID).toBe('reg-9');
  });

  it('§3 the payload carries none of the draft personal data or the access code', () => {
    const { state, actions } = createStore();
    actions.updateDraft({ firstName: 'Maria', email: 'm@example.it', phoneNumber: '3331234567', accessCode: '24680' });
    const text = JSON.stringify(trackingPayload(state, TODAY));
    for (const secret of ['Maria', 'm@example.it', '3331234567', '24680']) expect(text).not.toContain(secret);
  });
});

import { describe, expect, it } from 'vitest';
import { helpVisibility, type HelpAudience } from './visibility';

const audience = (over: Partial<HelpAudience> = {}): HelpAudience => ({
  fromApp: true,
  loggedIn: true,
  hasRegistration: true,
  step: 3,
  ...over,
});

describe('help panel visibility', () => {
  it('§2 Help panel: "Parla con un operatore" is shown only when the user comes from the app', () => {
    expect(helpVisibility(audience({ fromApp: true })).operator.shown).toBe(true);
    expect(helpVisibility(audience({ fromApp: false })).operator.shown).toBe(false);
  });

  it('§2 Help panel: "Parla con un operatore" is disabled unless logged in, at any step', () => {
    for (const step of [0, 1, 2, 3, 8]) {
      expect(helpVisibility(audience({ loggedIn: false, step })).operator.enabled).toBe(false);
      expect(helpVisibility(audience({ loggedIn: true, step })).operator.enabled).toBe(true);
    }
  });

  it('§2 Help panel: the operator tooltip shows unless the user is logged in and the step is 3 or more', () => {
    expect(helpVisibility(audience({ loggedIn: true, step: 3 })).operator.tooltip).toBe(false);
    expect(helpVisibility(audience({ loggedIn: true, step: 6 })).operator.tooltip).toBe(false);
    expect(helpVisibility(audience({ loggedIn: true, step: 2 })).operator.tooltip).toBe(true);
    expect(helpVisibility(audience({ loggedIn: false, step: 3 })).operator.tooltip).toBe(true);
    expect(helpVisibility(audience({ loggedIn: false, step: 1 })).operator.tooltip).toBe(true);
  });

  it('§2 Help panel: "Fatti chiamare" only inside the app, logged in, step 3 or later', () => {
    expect(helpVisibility(audience()).callMe).toBe(true);
    expect(helpVisibility(audience({ fromApp: false })).callMe).toBe(false);
    expect(helpVisibility(audience({ loggedIn: false })).callMe).toBe(false);
    expect(helpVisibility(audience({ step: 2 })).callMe).toBe(false);
  });

  it('§6 Roles: the operator callback needs a logged-in user with a confirmed registration, from the app, at step 3 or later', () => {
    expect(helpVisibility(audience()).callbackEligible).toBe(true);
    expect(helpVisibility(audience({ step: 4 })).callbackEligible).toBe(true);
    expect(helpVisibility(audience({ fromApp: false })).callbackEligible).toBe(false);
    expect(helpVisibility(audience({ loggedIn: false })).callbackEligible).toBe(false);
    expect(helpVisibility(audience({ hasRegistration: false })).callbackEligible).toBe(false);
    expect(helpVisibility(audience({ step: 2 })).callbackEligible).toBe(false);
  });

  it('§2/§6: a visitor on the web sees no operator entry and cannot book', () => {
    expect(helpVisibility({ fromApp: false, loggedIn: false, hasRegistration: false, step: 0 })).toEqual({
      operator: { shown: false, enabled: false, tooltip: true },
      callMe: false,
      callbackEligible: false,
    });
  });
});

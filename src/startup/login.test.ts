import { describe, expect, it } from 'vitest';
import { loginOutcome, reloadNavigation, type LoginUser } from './login';

const consumerA = { level: 'A', profile: 'CONSUMER' };
const user = (over: Partial<LoginUser>): LoginUser => ({
  status: 'ENABLED',
  defaultWallet: null,
  availableProcesses: [],
  ...over,
});

describe('§4 Login flow decisions', () => {
  it('§4 Login flow: an ENABLED user whose default wallet is not CORPORATE goes to online banking', () => {
    expect(loginOutcome(user({ defaultWallet: { type: 'CONSUMER' } }))).toEqual({ kind: 'online-banking' });
    expect(loginOutcome(user({ defaultWallet: null }))).toEqual({ kind: 'online-banking' });
    expect(loginOutcome(user({ defaultWallet: undefined, availableProcesses: [consumerA] }))).toEqual({
      kind: 'online-banking',
    });
  });

  it('§6 tutor (isTutor): the guardian, an ENABLED customer, reloads the page (tokens in session storage) for the minor\'s registration instead of leaving for online banking', () => {
    expect(loginOutcome(user({ defaultWallet: { type: 'CONSUMER' } }), { isTutor: true })).toEqual({ kind: 'reload', corporate: false });
    expect(loginOutcome(user({ status: 'PENDING' }), { isTutor: true })).toEqual({ kind: 'reload', corporate: false });
    expect(loginOutcome(user({ defaultWallet: { type: 'CONSUMER' } }), { isTutor: false })).toEqual({ kind: 'online-banking' });
  });

  it('§4 Login flow: a user who is not ENABLED reloads the page with tokens (no corporate flag)', () => {
    expect(loginOutcome(user({ status: 'PENDING' }))).toEqual({ kind: 'reload', corporate: false });
    expect(loginOutcome(user({ status: 'SUSPENDED', defaultWallet: { type: 'CONSUMER' } }))).toEqual({
      kind: 'reload',
      corporate: false,
    });
    // A level-A consumer process alone is not corporate: the wallet must be CORPORATE too.
    expect(loginOutcome(user({ status: 'PENDING', availableProcesses: [consumerA] }))).toEqual({
      kind: 'reload',
      corporate: false,
    });
  });

  it('§4 Login flow: a CORPORATE wallet holder with an available process level A profile CONSUMER reloads with corporate', () => {
    const corporate = user({
      defaultWallet: { type: 'CORPORATE' },
      availableProcesses: [{ level: 'B', profile: 'CONSUMER' }, consumerA],
    });
    expect(loginOutcome(corporate)).toEqual({ kind: 'reload', corporate: true });
    // Whatever the status: the corporate wallet alone sends the user to the reload.
    expect(loginOutcome({ ...corporate, status: 'PENDING' })).toEqual({ kind: 'reload', corporate: true });
  });

  it('§4 Login flow: a CORPORATE wallet holder without that process reloads without corporate', () => {
    expect(loginOutcome(user({ defaultWallet: { type: 'CORPORATE' } }))).toEqual({ kind: 'reload', corporate: false });
    const otherProcesses = [
      { level: 'A', profile: 'MINOR' },
      { level: 'B', profile: 'CONSUMER' },
    ];
    expect(loginOutcome(user({ defaultWallet: { type: 'CORPORATE' }, availableProcesses: otherProcesses }))).toEqual({
      kind: 'reload',
      corporate: false,
    });
  });

  it('§4 Login flow: the reload keeps the address as it is (no token added) and asks for a reload of the same document', () => {
    expect(reloadNavigation('https://bank.example/onboarding/#/')).toEqual({ href: 'https://bank.example/onboarding/#/', reload: true });
    expect(reloadNavigation('https://bank.example/')).toEqual({ href: 'https://bank.example/', reload: true });
  });

  it('§4 Login flow: tokens and corporate left in the real query are removed, other parameters and the hash kept verbatim', () => {
    const href = 'https://bank.example/p?fromApp=true&access_token=old&x=a%20b&refresh_token=old&corporate=true#/nameForm?SERVICE=true';
    expect(reloadNavigation(href)).toEqual({
      href: 'https://bank.example/p?fromApp=true&x=a%20b#/nameForm?SERVICE=true',
      reload: false,
    });
  });

  it('§4 Login flow: tokens in the hash query are removed too, and the same document is then reloaded', () => {
    expect(reloadNavigation('https://bank.example/?fromApp=true#/?access_token=a&refresh_token=r')).toEqual({
      href: 'https://bank.example/?fromApp=true#/',
      reload: true,
    });
  });
});

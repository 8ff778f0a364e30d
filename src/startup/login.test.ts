import { describe, expect, it } from 'vitest';
import { loginOutcome, reloadUrlWithTokens, type LoginUser } from './login';

const consumerA = { level: 'A', profile: 'CONSUMER' };
const user = (over: Partial<LoginUser>): LoginUser => ({
  status: 'ENABLED',
  defaultWallet: null,
  availableProcesses: [],
  ...over,
});
const tokens = { access_token: 'aaa.bbb.ccc', refresh_token: 'rrr' };

describe('§4 Login flow decisions', () => {
  it('§4 Login flow: an ENABLED user whose default wallet is not CORPORATE goes to online banking', () => {
    expect(loginOutcome(user({ defaultWallet: { type: 'CONSUMER' } }))).toEqual({ kind: 'online-banking' });
    expect(loginOutcome(user({ defaultWallet: null }))).toEqual({ kind: 'online-banking' });
    expect(loginOutcome(user({ defaultWallet: undefined, availableProcesses: [consumerA] }))).toEqual({
      kind: 'online-banking',
    });
  });

  it('§6 tutor (isTutor): the guardian, an ENABLED customer, reloads with the tokens for the minor\'s registration instead of leaving for online banking', () => {
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

  it('§4 Login flow: the reload URL carries access_token and refresh_token in the real query, before the hash', () => {
    expect(reloadUrlWithTokens('https://bank.example/onboarding/#/', tokens, false)).toBe(
      'https://bank.example/onboarding/?access_token=aaa.bbb.ccc&refresh_token=rrr#/',
    );
  });

  it('§4 Login flow: a corporate user registering as a consumer gets corporate=true added', () => {
    expect(reloadUrlWithTokens('https://bank.example/', tokens, true)).toBe(
      'https://bank.example/?access_token=aaa.bbb.ccc&refresh_token=rrr&corporate=true',
    );
  });

  it('§4 Login flow: other parameters and the hash are kept verbatim; old tokens and corporate are replaced', () => {
    const href = 'https://bank.example/p?fromApp=true&access_token=old&x=a%20b&refresh_token=old&corporate=true#/nameForm?SERVICE=true';
    expect(reloadUrlWithTokens(href, tokens, false)).toBe(
      'https://bank.example/p?fromApp=true&x=a%20b&access_token=aaa.bbb.ccc&refresh_token=rrr#/nameForm?SERVICE=true',
    );
    expect(reloadUrlWithTokens(href, tokens, true)).toBe(
      'https://bank.example/p?fromApp=true&x=a%20b&access_token=aaa.bbb.ccc&refresh_token=rrr&corporate=true#/nameForm?SERVICE=true',
    );
  });

  it('§4 Login flow: token characters that are not URL-safe are encoded', () => {
    expect(reloadUrlWithTokens('https://bank.example/', { access_token: 'a+b/c=', refresh_token: 'r&s' }, false)).toBe(
      'https://bank.example/?access_token=a%2Bb%2Fc%3D&refresh_token=r%26s',
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NO_FLAGS, type SessionFlags } from '../startup/flags';
import { completionExit } from './exit';

const URLS = { publicSiteUrl: 'https://sito.example/', homeBankingUrl: 'https://banca.example/home' };
const exitWith = (flags: Partial<SessionFlags>) => completionExit({ ...NO_FLAGS, ...flags }, URLS);

describe('§9 Exit destinations', () => {
  it('§9 Exit destinations: inside the app, a message to the app (exit to its home page)', () => {
    expect(exitWith({ fromApp: true })).toEqual({ kind: 'app', to: 'home' });
    // In the app the flows make no difference: the app decides where its home is.
    expect(exitWith({ fromApp: true, upgrade: true, corporate: true })).toEqual({ kind: 'app', to: 'home' });
  });

  it('§9 Exit destinations: on the web, a public site for registration', () => {
    expect(exitWith({})).toEqual({ kind: 'web', to: 'public-site', url: URLS.publicSiteUrl });
    // Flags that are not an upgrade or corporate flow keep the public site.
    expect(exitWith({ bizDI: true, bizLP: true, isTutor: true })).toEqual({
      kind: 'web',
      to: 'public-site',
      url: URLS.publicSiteUrl,
    });
  });

  it('§9 Exit destinations: on the web, the home-banking site after an upgrade or corporate flow', () => {
    for (const flag of ['upgrade', 'upgradeMinor', 'corporate'] as const) {
      expect(exitWith({ [flag]: true })).toEqual({ kind: 'web', to: 'home-banking', url: URLS.homeBankingUrl });
    }
  });

  it('§9 Exit destinations (our decision): a document renewal is a customer\'s, so on the web it ends on home banking too, in the app with the app message', () => {
    expect(exitWith({ updateDocument: true })).toEqual({ kind: 'web', to: 'home-banking', url: URLS.homeBankingUrl });
    expect(exitWith({ updateDocument: true, fromApp: true })).toEqual({ kind: 'app', to: 'home' });
  });
});

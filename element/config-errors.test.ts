import { describe, expect, it } from 'vitest';
import { findConfigErrors } from './config-errors';
import { DEFAULT_HELP_CONTACTS, resolveConfig } from './surface';

const BANK_CONTACTS = {
  email: 'assistenza@banca.it',
  tollFree: '800 123 456',
  abroad: '+39 02 1234 5678',
  chatUrl: 'https://wa.me/390212345678',
  chatAppUrl: 'https://t.me/banca',
};
const good = resolveConfig({ apiBase: 'https://api.banca.it/api', botProtectionSiteKey: 'key', helpContacts: BANK_CONTACTS });
const onSite = { hostname: 'www.banca.it', hasSession: false };
const attributes = (config: Parameters<typeof findConfigErrors>[0], context = onSite) => findConfigErrors(config, context).map((e) => e.attribute);

describe('configuration errors found when the element connects', () => {
  it('a complete configuration has none', () => {
    expect(findConfigErrors(good, onSite)).toEqual([]);
  });

  it('no bot-protection site key where a visitor can register is an error naming the attribute', () => {
    const [found] = findConfigErrors({ ...good, botProtectionSiteKey: '' }, onSite);
    expect(found?.attribute).toBe('bot-protection-site-key');
    expect(found?.message).toMatch(/pre-registration/);
  });

  it('no site key is fine when the element starts with a session (resume, upgrade): it never pre-registers', () => {
    expect(attributes({ ...good, botProtectionSiteKey: '' }, { ...onSite, hasSession: true })).toEqual([]);
  });

  it('an api-base that is neither an absolute http(s) URL nor a path is an error; a path or a URL is not', () => {
    expect(attributes({ ...good, apiBase: 'api.banca.it/api' })).toEqual(['api-base']);
    expect(attributes({ ...good, apiBase: 'ftp://api.banca.it' })).toEqual(['api-base']);
    expect(attributes({ ...good, apiBase: '/api' })).toEqual([]);
    expect(attributes({ ...good, apiBase: 'http://localhost:8080/api' })).toEqual([]);
    expect(attributes({ ...good, securityBase: 'sec.banca.it' })).toEqual(['security-base']);
  });

  it("the sandbox's placeholder contacts are an error on a real origin, not on localhost", () => {
    const placeholders = { ...good, helpContacts: { ...BANK_CONTACTS, tollFree: DEFAULT_HELP_CONTACTS.tollFree } };
    const [found] = findConfigErrors(placeholders, onSite);
    expect(found).toMatchObject({ attribute: 'help-contacts' });
    expect(found?.message).toContain('tollFree');
    for (const hostname of ['localhost', '127.0.0.1', 'demo.localhost']) {
      expect(attributes(placeholders, { hostname, hasSession: false })).toEqual([]);
    }
  });
});

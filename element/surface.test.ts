import { describe, expect, it, vi } from 'vitest';
import { PROPERTY_DOCS } from './docs';
import { attributeName, DEFAULT_HELP_CONTACTS, PROPERTIES, R2WC_PROPS, resolveConfig } from './surface';

describe('element surface', () => {
  it('every property has a kebab-case attribute, an r2wc kind and a default', () => {
    expect(attributeName('apiBase')).toBe('api-base');
    expect(attributeName('botProtectionSiteKey')).toBe('bot-protection-site-key');
    for (const [name, spec] of Object.entries(PROPERTIES)) {
      expect(R2WC_PROPS[name as keyof typeof R2WC_PROPS]).toBe(spec.kind);
      expect(PROPERTY_DOCS[name as keyof typeof PROPERTY_DOCS].length).toBeGreaterThan(10);
    }
  });

  it('applies the documented defaults (API base /api, same-origin security base, hash routing)', () => {
    const config = resolveConfig({});
    expect(config.apiBase).toBe('/api');
    expect(config.securityBase).toBe('');
    expect(config.routing).toBe('hash');
    expect(config.recognitionProvider).toBe('idnow');
    expect(config.certificateProvider).toBe('infocert');
    expect(config.helpContacts).toEqual(DEFAULT_HELP_CONTACTS);
  });

  it('takes attribute values and falls back on invalid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = resolveConfig({
      apiBase: 'https://api.example.it/api',
      routing: 'history' as never,
      helpContacts: '{not json',
    });
    expect(config.apiBase).toBe('https://api.example.it/api');
    expect(config.routing).toBe('hash');
    expect(config.helpContacts).toEqual(DEFAULT_HELP_CONTACTS);
    expect(warn).toHaveBeenCalled();
    expect(resolveConfig({ routing: 'memory' }).routing).toBe('memory');
  });

  it('merges partial help contacts over the defaults, ignoring non-string values', () => {
    const config = resolveConfig({ helpContacts: JSON.stringify({ email: 'aiuto@banca.it', tollFree: 800 }) });
    expect(config.helpContacts).toEqual({ ...DEFAULT_HELP_CONTACTS, email: 'aiuto@banca.it' });
  });

  it('request-timeout takes a positive number of ms (attribute text or property), else 30000', () => {
    expect(resolveConfig({}).requestTimeout).toBe(30_000);
    expect(resolveConfig({ requestTimeout: '2500' }).requestTimeout).toBe(2_500);
    expect(resolveConfig({ requestTimeout: 4000 }).requestTimeout).toBe(4_000);
    for (const bad of ['abc', '-5', '0', '', 'Infinity', Number.NaN]) expect(resolveConfig({ requestTimeout: bad }).requestTimeout).toBe(30_000);
  });
});

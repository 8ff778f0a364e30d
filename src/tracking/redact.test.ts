import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('DESIGN §4: bearer tokens, Authorization headers and token URL parameters never leave the element', () => {
    expect(redactSecrets('GET /api/usr/v2/documents/7?at=eyJabc.def&size=50')).toBe(
      'GET /api/usr/v2/documents/7?at=[redacted]&size=50',
    );
    expect(redactSecrets('https://x.it/#/?access_token=AAA&refresh_token=BBB&fromApp=true')).toBe(
      'https://x.it/#/?access_token=[redacted]&refresh_token=[redacted]&fromApp=true',
    );
    expect(redactSecrets('Authorization: Bearer eyJ.secret')).toBe('Authorization: [redacted]');
    expect(redactSecrets('sent Bearer tok123 twice')).toBe('sent Bearer [redacted] twice');
    expect(redactSecrets('{"access_token":"tok","x":1}')).toBe('{"access_token":"[redacted]","x":1}');
  });

  it('leaves ordinary text alone (a "data" word or a path is not a token)', () => {
    const text = 'Request failed with status 500 at registrations/12/update (date=2026-01-01)';
    expect(redactSecrets(text)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { splitLinks, wizardUrl } from './urls';

const tokens = { access_token: 'a.b+c', refresh_token: 'r/1' };

describe('wizardUrl: where the console opens the wizard', () => {
  it('the element full page, with the session as access_token / refresh_token (encoded)', () => {
    expect(wizardUrl('browser', tokens)).toBe('/?access_token=a.b%2Bc&refresh_token=r%2F1');
  });
  it('the native webview simulator of the platform, fromApp=true', () => {
    expect(wizardUrl('android', tokens)).toBe('/webview.html?platform=android&fromApp=true&access_token=a.b%2Bc&refresh_token=r%2F1');
    expect(wizardUrl('ios')).toBe('/webview.html?platform=ios&fromApp=true');
  });
  it('a new visitor: no session', () => {
    expect(wizardUrl('browser')).toBe('/');
  });
  it('§4 Start-up rules: the chosen start-up parameters are added (flags as true, values trimmed)', () => {
    expect(wizardUrl('browser', undefined, { flags: { bizLP: true, upgrade: false, fromApp: true }, idRegistration: ' reg-1 ', cookieConsents: '' })).toBe(
      '/?fromApp=true&bizLP=true&idRegistration=reg-1',
    );
    expect(wizardUrl('ios', tokens, { flags: { updateDocument: true } })).toBe(
      '/webview.html?platform=ios&fromApp=true&updateDocument=true&access_token=a.b%2Bc&refresh_token=r%2F1',
    );
  });
});

describe('splitLinks: links in a message', () => {
  it('cuts http(s) URLs out of the text, keeping the rest in order', () => {
    expect(splitLinks('Apri https://x.it/#/a?c=1, poi torna.')).toEqual([
      { text: 'Apri ' },
      { text: 'https://x.it/#/a?c=1,', href: 'https://x.it/#/a?c=1,' },
      { text: ' poi torna.' },
    ]);
    expect(splitLinks('Codice 123456')).toEqual([{ text: 'Codice 123456' }]);
  });
});

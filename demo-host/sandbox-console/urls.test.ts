import { describe, expect, it } from 'vitest';
import { splitLinks, wizardUrl } from './urls';

describe('wizardUrl: where the console opens the wizard, never with a token', () => {
  it('the element full page', () => {
    expect(wizardUrl('browser')).toBe('/');
  });
  it('the native webview simulator of the platform, fromApp=true', () => {
    expect(wizardUrl('android')).toBe('/webview.html?platform=android&fromApp=true');
    expect(wizardUrl('ios')).toBe('/webview.html?platform=ios&fromApp=true');
  });
  it('§4 Start-up rules: the chosen start-up parameters are added (flags as true, values trimmed)', () => {
    expect(wizardUrl('browser', { flags: { bizLP: true, upgrade: false, fromApp: true }, idRegistration: ' reg-1 ', cookieConsents: '' })).toBe(
      '/?fromApp=true&bizLP=true&idRegistration=reg-1',
    );
    expect(wizardUrl('ios', { flags: { updateDocument: true } })).toBe('/webview.html?platform=ios&fromApp=true&updateDocument=true');
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

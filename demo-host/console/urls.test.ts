import { describe, expect, it } from 'vitest';
import { newVisitorUrl, personaUrl } from './urls';

describe('issue 10 §1: the addresses the console opens', () => {
  const tokens = { access_token: 'a+b/c=', refresh_token: 'r&t' };

  it('opens a persona in the browser at / with its tokens, encoded', () => {
    expect(personaUrl('browser', tokens)).toBe('/?access_token=a%2Bb%2Fc%3D&refresh_token=r%26t');
  });

  it('opens a persona in the Android and iOS webview simulator with platform and fromApp first', () => {
    expect(personaUrl('android', tokens)).toBe('/webview.html?platform=android&fromApp=true&access_token=a%2Bb%2Fc%3D&refresh_token=r%26t');
    expect(personaUrl('ios', tokens)).toBe('/webview.html?platform=ios&fromApp=true&access_token=a%2Bb%2Fc%3D&refresh_token=r%26t');
  });

  it('opens a new visitor without tokens', () => {
    expect(newVisitorUrl('browser')).toBe('/');
    expect(newVisitorUrl('android')).toBe('/webview.html?platform=android&fromApp=true');
    expect(newVisitorUrl('ios')).toBe('/webview.html?platform=ios&fromApp=true');
  });
});

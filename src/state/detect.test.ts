import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect';

describe('§3 Client state detect', () => {
  it('recognises a mid-range Android phone in Chrome', () => {
    const d = detectPlatform(
      'Mozilla/5.0 (Linux; Android 13; SM-A145R) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    );
    expect(d).toEqual({ platform: { type: 'mobile', vendor: 'Samsung' }, os: { name: 'Android' }, browser: { name: 'Chrome' } });
  });

  it('recognises an Android WebView and an iPhone', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SD1A; wv) AppleWebKit/537.36 Chrome/119 Mobile Safari/537.36').browser.name).toBe('WebView');
    const ios = detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
    expect(ios.os.name).toBe('iOS');
    expect(ios.platform).toEqual({ type: 'mobile', vendor: 'Apple' });
    expect(ios.browser.name).toBe('Safari');
  });

  it('treats desktop browsers as desktop', () => {
    const d = detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0');
    expect(d.platform.type).toBe('desktop');
    expect(d.browser.name).toBe('Edge');
    expect(d.os.name).toBe('Windows');
  });
});

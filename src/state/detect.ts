/**
 * Platform detection for the client state's `detect` (spec §3: platform vendor/type, os name, browser
 * name) and the tracking payload's deviceType. A few regular expressions cover what tracking needs; a
 * full user-agent parser would cost more bytes than the answer is worth here.
 */
export interface Detect {
  platform: { type: 'mobile' | 'tablet' | 'desktop'; vendor: string | null };
  os: { name: 'Android' | 'iOS' | 'Windows' | 'macOS' | 'Linux' | 'other' };
  browser: { name: 'Chrome' | 'Safari' | 'Firefox' | 'Edge' | 'Samsung Internet' | 'WebView' | 'other' };
}

export function detectPlatform(ua: string): Detect {
  const os: Detect['os']['name'] = /Android/i.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(ua)
      ? 'iOS'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /Linux/i.test(ua)
            ? 'Linux'
            : 'other';
  const browser: Detect['browser']['name'] = /; wv\)|WebView/i.test(ua)
    ? 'WebView'
    : /SamsungBrowser/i.test(ua)
      ? 'Samsung Internet'
      : /Edg\//i.test(ua)
        ? 'Edge'
        : /Firefox\//i.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//i.test(ua)
            ? 'Chrome'
            : /Safari\//i.test(ua)
              ? 'Safari'
              : 'other';
  const type: Detect['platform']['type'] = /iPad|Tablet/i.test(ua) || (os === 'Android' && !/Mobile/i.test(ua))
    ? 'tablet'
    : /Mobi|iPhone|Android/i.test(ua)
      ? 'mobile'
      : 'desktop';
  const vendor = /iPhone|iPad|Macintosh/i.test(ua)
    ? 'Apple'
    : /SM-|Samsung/i.test(ua)
      ? 'Samsung'
      : /Pixel/i.test(ua)
        ? 'Google'
        : null;
  return { platform: { type, vendor }, os: { name: os }, browser: { name: browser } };
}

/**
 * The origin allow-list of the onboarding screen: the one place this app edits
 * (docs/native-hosts.md#the-origin-allow-list). One entry per origin and role, written as `https://host[:port]`
 * (no path, no trailing slash). What each role may do is fixed in originPolicy.ts:
 *
 * - every origin listed here may be shown in the web view (main-frame navigations and frames stay in the app);
 *   a main-frame navigation anywhere else opens in the system browser;
 * - the camera and the microphone are meant for `recognition` origins (react-native-webview decides them itself on
 *   Android: see README.md, "What this example cannot restrict");
 * - the bridge is accepted from the page's own origin only, which must be an `element` origin.
 *
 * In development builds (`__DEV__`) the page's own origin (the demo host) is added in every role: the demo host
 * serves the element, the API, the recognition provider's stand-in, the challenge script and the documents from
 * one origin (docs/sandbox.md).
 *
 * The values are placeholders of the same shape as a bank's: replace them with the bank's element page, its API,
 * the recognition and challenge providers' origins (ask each provider which origins its pages and frames use) and
 * the host of its documents. The Android harness (AllowedOrigins.kt) and the iOS harness (AllowedOrigins.swift) list
 * the same entries; test/native/native-hosts.test.ts fails when one of them lists an origin or a role the others do not.
 */
export type OriginKind = 'element' | 'api' | 'recognition' | 'challenge' | 'documents';

export interface AllowedOrigin {
  readonly kind: OriginKind;
  readonly origin: string;
}

export const ALLOWED_ORIGINS: readonly AllowedOrigin[] = [
  { kind: 'element', origin: 'https://onboarding.example.it' },
  { kind: 'api', origin: 'https://api.example.it' },
  { kind: 'recognition', origin: 'https://recognition.example.it' },
  { kind: 'challenge', origin: 'https://www.google.com' },
  { kind: 'documents', origin: 'https://documents.example.it' },
];

/** The element's page in production: an `element` origin above, with `fromApp=true` (docs/native-hosts.md). */
export const ONBOARDING_URL = 'https://onboarding.example.it/app.html?fromApp=true';

/**
 * The demo host's native page in development: `npm start` in the repository serves it on port 5173; the iOS
 * simulator shares the Mac's network, an Android emulator reaches it after `adb reverse tcp:5173 tcp:5173`.
 */
export const DEMO_ONBOARDING_URL = 'http://localhost:5173/app.html?fromApp=true';

/**
 * What the onboarding screen lets each origin do (docs/native-hosts.md#the-origin-allow-list): the rules of the
 * harnesses' OriginPolicy.kt and OriginPolicy.swift. Plain TypeScript with no React Native import, so the rules
 * are tested in the repository (test/native/native-hosts.test.ts). Origins are read with a small parser rather than
 * `URL`, whose React Native implementation does not give `origin`.
 */
import { ALLOWED_ORIGINS, type AllowedOrigin, type OriginKind } from './allowedOrigins';

const ORIGIN_KINDS: readonly OriginKind[] = ['element', 'api', 'recognition', 'challenge', 'documents'];

/**
 * `scheme://host[:port]` of an http(s) address, the way browsers compare origins: scheme and host in lower case,
 * the scheme's default port left out; null for anything else (`tel:`, `about:blank`, an address with a user).
 */
export function originOf(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const address = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url.trim());
  if (!address) return null;
  const scheme = address[1]!.toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return null;
  const authority = /^([a-z0-9.-]+)(?::(\d+))?$/i.exec(address[2]!);
  if (!authority) return null;
  const host = authority[1]!.toLowerCase();
  const port = authority[2] === undefined ? null : Number(authority[2]);
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${host}${port === null || port === defaultPort ? '' : `:${port}`}`;
}

export interface OriginPolicy {
  /** A main-frame navigation or a frame to this address stays in the web view; anything else does not. */
  staysInWebView(url: string | null | undefined): boolean;
  /** The element's page: the bridge is accepted from this origin (the page's own). */
  isElement(url: string | null | undefined): boolean;
  /** getUserMedia's video and audio: the recognition provider only. */
  mayUseCamera(origin: string | null | undefined): boolean;
  mayUseMicrophone(origin: string | null | undefined): boolean;
}

/** The rules over a list of entries; every entry must be an origin in its normal form. */
export function originPolicy(entries: readonly AllowedOrigin[]): OriginPolicy {
  for (const entry of entries) {
    if (originOf(entry.origin) !== entry.origin) throw new Error(`not an origin in its normal form (scheme://host[:port]): ${entry.origin}`);
  }
  const kindsOf = (url: string | null | undefined): Set<OriginKind> => {
    const origin = originOf(url);
    return new Set(entries.filter((entry) => entry.origin === origin).map((entry) => entry.kind));
  };
  return {
    staysInWebView: (url) => kindsOf(url).size > 0,
    isElement: (url) => kindsOf(url).has('element'),
    mayUseCamera: (origin) => kindsOf(origin).has('recognition'),
    mayUseMicrophone: (origin) => kindsOf(origin).has('recognition'),
  };
}

/**
 * The policy of one onboarding screen: the configured entries and, on the demo host (development builds only), the
 * page's own origin in every role.
 */
export function policyForPage(pageUrl: string, demoHost: boolean, configured: readonly AllowedOrigin[] = ALLOWED_ORIGINS): OriginPolicy {
  const page = originOf(pageUrl);
  if (!demoHost || page === null) return originPolicy(configured);
  return originPolicy([...configured, ...ORIGIN_KINDS.map((kind) => ({ kind, origin: page }))]);
}

/**
 * Where the console opens the wizard: the demo host's pages with the start-up parameters, never with a token
 * (the session reaches the page another way: open-wizard.ts).
 */
export type OpenTarget = 'browser' | 'android' | 'ios';

/** The spec §4 start-up flags a tester may add to the page's address (each read by the element as 'true'). */
export const START_FLAGS = ['fromApp', 'upgrade', 'bizLP', 'bizDI', 'upgradeMinor', 'corporate', 'updateDocument'] as const;
type StartFlag = (typeof START_FLAGS)[number];

/** What "Apri" adds to the address: flags switched on and two values. */
export interface StartOptions {
  flags: Partial<Record<StartFlag, boolean>>;
  idRegistration?: string;
  cookieConsents?: string;
}

/**
 * The page for `target`: the element full page (`/`) or the native webview simulator
 * (`/webview.html?platform=…&fromApp=true`), with the chosen spec §4 start-up parameters. No token: an
 * address ends up in histories, logs and referrers.
 */
export function wizardUrl(target: OpenTarget, options: StartOptions = { flags: {} }): string {
  const query = new URLSearchParams();
  if (target !== 'browser') {
    query.set('platform', target);
    query.set('fromApp', 'true');
  }
  for (const flag of START_FLAGS) if (options.flags[flag]) query.set(flag, 'true');
  if (options.idRegistration?.trim()) query.set('idRegistration', options.idRegistration.trim());
  if (options.cookieConsents?.trim()) query.set('cookieConsents', options.cookieConsents.trim());
  const search = query.toString();
  return `${target === 'browser' ? '/' : '/webview.html'}${search ? `?${search}` : ''}`;
}

/** The parts of a message text, URLs apart so they can be links. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** "14:05:09" in Italian time format, for the time of a message or a request. */
export const timeOf = (iso: string): string =>
  new Date(iso).toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

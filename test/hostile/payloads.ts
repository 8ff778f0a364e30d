/**
 * Hostile input: the payloads the hostile-input run types into every free-text field and has the
 * sandbox return inside server content. Every payload that would execute calls `window.__pwned = '<name>'` (or
 * sets it through an attribute), so a single trap, `window.__pwned` staying undefined, catches any of them.
 */

type PayloadCategory =
  | 'html'
  | 'url'
  | 'svg'
  | 'css'
  | 'unicode'
  | 'long'
  | 'emoji'
  | 'sql-path'
  | 'json'
  | 'prototype';

export interface Payload {
  /** A unique slug (letters, digits, dashes): the value the trap receives when the payload runs. */
  name: string;
  category: PayloadCategory;
  value: string;
}

/** The trap statement for `name`, as script source. */
const pwn = (name: string) => `window.__pwned='${name}'`;

/** The payloads, in a stable order (the first of them is also typed key by key). */
export const PAYLOADS: readonly Payload[] = [
  // HTML and script injection.
  { name: 'script-tag', category: 'html', value: `<script>${pwn('script-tag')}</script>` },
  { name: 'img-onerror-breakout', category: 'html', value: `"><img src=x onerror="${pwn('img-onerror-breakout')}">` },
  { name: 'attr-breakout-single', category: 'html', value: `' autofocus onfocus='${pwn('attr-breakout-single')}` },
  { name: 'attr-breakout-double', category: 'html', value: `" onmouseover="${pwn('attr-breakout-double')}" x="` },
  { name: 'iframe-srcdoc', category: 'html', value: `<iframe srcdoc="<script>parent.${pwn('iframe-srcdoc')}</script>"></iframe>` },
  { name: 'details-ontoggle', category: 'html', value: `<details open ontoggle="${pwn('details-ontoggle')}">` },
  { name: 'template-mustache', category: 'html', value: `{{constructor.constructor('${pwn('template-mustache')}')()}}` },
  { name: 'template-literal', category: 'html', value: '${' + pwn('template-literal') + '}' },
  { name: 'textarea-breakout', category: 'html', value: `</textarea></title><img src=x onerror=${pwn('textarea-breakout')}>` },
  // javascript: and data: URLs.
  { name: 'javascript-url', category: 'url', value: `javascript:${pwn('javascript-url')}` },
  { name: 'javascript-url-obfuscated', category: 'url', value: `JaVaScRiPt&#58;${pwn('javascript-url-obfuscated')}` },
  { name: 'anchor-javascript', category: 'url', value: `<a href="javascript:${pwn('anchor-javascript')}">clic</a>` },
  { name: 'data-url-html', category: 'url', value: `data:text/html;base64,${btoa(`<script>${pwn("data-url-html")}</script>`)}` },
  // SVG.
  { name: 'svg-onload', category: 'svg', value: `<svg onload="${pwn('svg-onload')}"></svg>` },
  { name: 'svg-animate', category: 'svg', value: `<svg><animate onbegin="${pwn('svg-animate')}" attributeName="x" dur="1s"/></svg>` },
  { name: 'svg-use-data', category: 'svg', value: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${pwn('svg-use-data')}'/></svg>#x"/></svg>` },
  // CSS tricks.
  { name: 'style-breakout', category: 'css', value: `</style><img src=x onerror=${pwn('style-breakout')}>` },
  { name: 'css-expression', category: 'css', value: `x{width:expression(${pwn('css-expression')})}` },
  { name: 'css-url-javascript', category: 'css', value: `<div style="background:url(javascript:${pwn('css-url-javascript')})">x</div>` },
  // Unicode tricks.
  { name: 'bidi-override', category: 'unicode', value: 'Mario\u202Egnp.exe\u202C Rossi' },
  { name: 'bidi-isolate', category: 'unicode', value: '\u2066Rossi\u2069\u2067Mario\u2069' },
  { name: 'zero-width', category: 'unicode', value: 'Ma\u200Brio\uFEFF Ros\u200Dsi' },
  { name: 'homoglyph', category: 'unicode', value: 'М\u0430rio Rossi' },
  { name: 'combining', category: 'unicode', value: 'Ma\u0301\u0302\u0303rio Z\u0351\u0352\u0353alg\u0489o' },
  { name: 'control-chars', category: 'unicode', value: 'Mario\u0000\u0007\u001B[31mRossi\u007F' },
  { name: 'lone-surrogate', category: 'unicode', value: 'Mario\uD800Rossi\uDC00' },
  { name: 'newline-injection', category: 'unicode', value: 'Mario\r\nSet-Cookie: x=1\r\n\r\n<script>' + pwn('newline-injection') + '</script>' },
  // Very long strings.
  { name: 'long-10k', category: 'long', value: 'A'.repeat(10_000) },
  { name: 'long-html-12k', category: 'long', value: `${'<b>'.repeat(3_000)}<img src=x onerror=${pwn('long-html-12k')}>` },
  // Emoji and ZWJ sequences.
  { name: 'emoji-zwj', category: 'emoji', value: 'Famiglia 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏽' },
  { name: 'emoji-flags', category: 'emoji', value: '🇮🇹🇪🇺 ✌️ 🤌' },
  // SQL-ish and path traversal.
  { name: 'sql-injection', category: 'sql-path', value: "Robert'); DROP TABLE registrations;--" },
  { name: 'sql-union', category: 'sql-path', value: "' UNION SELECT access_code FROM users WHERE '1'='1" },
  { name: 'path-traversal', category: 'sql-path', value: '../../../../etc/passwd%00.png' },
  // JSON-breaking quotes and backslashes.
  { name: 'json-break', category: 'json', value: '","__proto__":{"isAdmin":true},"x":"\\"\\\\' },
  { name: 'backslashes', category: 'json', value: '\\u0000\\x3cscript\\x3e \\\\ \\" \'' },
  // Prototype-pollution keys.
  { name: 'proto-key', category: 'prototype', value: '__proto__' },
  { name: 'constructor-prototype', category: 'prototype', value: 'constructor[prototype][polluted]=1' },
];

/** Names are unique (the trap's value names the payload that ran). */
export const payloadNamed = (name: string): Payload => {
  const found = PAYLOADS.find((p) => p.name === name);
  if (!found) throw new Error(`no payload ${name}`);
  return found;
};

/** Payloads that would run if rendered as HTML (server-returned contexts use these). */
export const EXECUTING: readonly Payload[] = PAYLOADS.filter((p) => p.value.includes('__pwned'));

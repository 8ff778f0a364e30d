/**
 * Server HTML made safe to show (spec §2 global modal's html message, §7 certificate clauses; hostile
 * input): DOMPurify with a text-structure allowlist — paragraphs, line breaks, emphasis, lists and links, nothing
 * else (no images, SVG, forms, frames, styles or scripts), `href` the only attribute, and DOMPurify's URI check
 * dropping `javascript:` and `data:` targets. Links open in a new window, so following one never replaces the
 * wizard. Pure: DOMPurify is passed in (it is imported lazily by the callers, keeping the entry bundle small).
 */
import type { DOMPurify } from 'dompurify';

/** The markup server HTML may keep. */
const SAFE_HTML_TAGS: readonly string[] = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'];

/** `html` sanitised to {@link SAFE_HTML_TAGS}, links with `target="_blank" rel="noopener noreferrer"`. */
export function sanitiseServerHtml(purify: DOMPurify, html: string): string {
  // Into an inert template: nothing in it loads or runs.
  const template = document.createElement('template');
  template.innerHTML = purify.sanitize(html, { ALLOWED_TAGS: [...SAFE_HTML_TAGS], ALLOWED_ATTR: ['href'] });
  for (const link of template.content.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

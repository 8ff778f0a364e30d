// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitiseServerHtml } from './safe-html';

const clean = (html: string) => sanitiseServerHtml(DOMPurify, html);

describe('sanitiseServerHtml (hostile input)', () => {
  it('keeps text structure and links, links opening in a new window', () => {
    expect(clean('<p>Leggi <strong>bene</strong> <a href="https://example.it/x">qui</a></p><ul><li>uno</li></ul>')).toBe(
      '<p>Leggi <strong>bene</strong> <a href="https://example.it/x" target="_blank" rel="noopener noreferrer">qui</a></p><ul><li>uno</li></ul>',
    );
  });

  it('drops scripts, handlers, SVG, images, frames, forms and inline styles, keeping the text', () => {
    const html =
      '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1"><a>s</a></svg>' +
      '<iframe srcdoc="x"></iframe><form action="javascript:alert(1)"><input></form><div style="background:url(javascript:alert(1))">testo</div>' +
      '<style>*{}</style><p onclick="window.__pwned=1" class="x" id="y">ok</p>';
    const out = clean(html);
    expect(out).not.toMatch(/<(script|img|svg|iframe|form|input|style|div)\b/i);
    expect(out).not.toMatch(/\son\w+=|style=|class=|id=/i);
    expect(out).toContain('testo');
    expect(out).toContain('<p>ok</p>');
  });

  it('drops javascript:, data: and vbscript: link targets, however written', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:msgbox(1)']) {
      const out = clean(`<a href="${href}">clic</a>`);
      expect(out, href).toBe('<a target="_blank" rel="noopener noreferrer">clic</a>');
    }
  });
});

/**
 * Hostile input: server HTML (the global modal's html message, the certificate's clauses) carrying every
 * payload of test/hostile/payloads.ts keeps no script, frame, inline handler or `javascript:`/`data:` link once
 * sanitised, and runs nothing. The end-to-end run (hostile.e2e.ts) checks the clauses in the browser; the global
 * modal's html has no server source yet, so its check is here.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeClauses } from '../kit/connected/CertificateClauses';
import { renderWithInstance } from '../../test/support/render';
import { PAYLOADS } from '../../test/hostile/payloads';
import { GlobalModal } from './GlobalModal';

/** What a sanitised fragment must not hold: the markup or attributes a payload would run through. */
function hostileMarkup(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'SVG', 'svg', 'FORM', 'BASE', 'META', 'LINK'].includes(el.tagName)) found.push(el.tagName);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'srcdoc') found.push(`${el.tagName}[${attr.name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value.slice(0, 30)}]`);
    }
  }
  return found;
}

/** Every payload but the very long ones (jsdom parses 3,000 nested tags too slowly for a unit test; e2e has them). */
const SHORT = PAYLOADS.filter((p) => p.category !== 'long');

afterEach(() => {
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('server HTML with hostile payloads is inert once sanitised', () => {
  it('§2 global modal html message: every payload sanitised, nothing runs', { timeout: 30_000 }, async () => {
    const { instance } = renderWithInstance(<GlobalModal />);
    const html = SHORT.map((p) => `<p data-payload="${p.name}">${p.value}</p>`).join('');
    act(() => {
      void instance.showModal({ title: 'Avviso', html });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Avviso', hidden: true });
    await waitFor(() => expect(dialog.querySelector('.modal-html')).toBeTruthy());
    expect(hostileMarkup(dialog)).toEqual([]);
    expect(dialog.querySelector('.modal-html')!.textContent).toContain('Robert'); // the text of the payloads stays
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('§7 certificate clauses: each payload as a clause title and HTML keeps only text structure and safe links', { timeout: 30_000 }, async () => {
    const clauses = await safeClauses(SHORT.map((p) => ({ id: p.name, title: p.value, html: `<p>${p.value}</p>${p.value}` })));
    expect(clauses).toHaveLength(SHORT.length);
    for (const clause of clauses) {
      const template = document.createElement('template');
      template.innerHTML = clause.safeHtml;
      expect(hostileMarkup(template.content), clause.id).toEqual([]);
      for (const link of template.content.querySelectorAll('a')) {
        expect(link.getAttribute('rel'), clause.id).toBe('noopener noreferrer');
        expect(link.getAttribute('target'), clause.id).toBe('_blank');
      }
    }
    // The anchor payload keeps its text, without its javascript: target.
    const anchor = clauses.find((c) => c.id === 'anchor-javascript')!;
    expect(anchor.safeHtml).toContain('clic');
    expect(anchor.safeHtml).not.toMatch(/javascript:/i);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});

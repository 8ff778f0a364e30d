import { act, fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineBankOnboarding, TAG_NAME } from './define';

vi.mock('../src/app/styles.css?inline', () => ({ default: ':host{display:block}' }));

const mount = async (attributes: Record<string, string> = {}) => {
  const el = document.createElement(TAG_NAME);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  await act(async () => {
    document.body.append(el);
  });
  await waitFor(() => expect(el.shadowRoot?.querySelector('.root')).toBeTruthy());
  return el;
};

describe('<bank-onboarding>', () => {
  beforeAll(() => {
    if (!customElements.get(TAG_NAME)) defineBankOnboarding();
  });

  it('defines the tag once; defining it again is silent, a tag another copy of the bundle defined is kept with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(customElements.get(TAG_NAME)).toBeDefined();
    expect(defineBankOnboarding()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    const define = vi.fn();
    const otherCopy = { get: () => class extends HTMLElement {}, define } as unknown as CustomElementRegistry;
    expect(defineBankOnboarding(otherCopy)).toBe(false);
    expect(define).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another copy'));
  });

  it('renders header, main and footer inside an open shadow root, with its styles there', async () => {
    const el = await mount({ routing: 'memory' });
    const root = el.shadowRoot!;
    expect(root.mode).toBe('open');
    expect(root.querySelector('header.header')).toBeTruthy();
    // The landing page is a lazy screen, placed by the start-up rules: its heading arrives a moment later.
    await waitFor(() => expect(root.querySelector('section.main h1')).toBeTruthy());
    expect(root.querySelector('footer.footer')).toBeTruthy();
    expect(root.querySelector('style')?.textContent).toContain(':host');
    expect(document.head.querySelector('style')).toBeNull();
    el.remove();
  });

  it('strict Content-Security-Policy: where constructable stylesheets exist, the styles are adopted by the shadow root (app first), with no <style> element nor style attribute', async () => {
    // jsdom has no adoptedStyleSheets: a plain stand-in property, all the element uses.
    const adopted = new WeakMap<object, CSSStyleSheet[]>();
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: object) {
        return adopted.get(this) ?? [];
      },
      set(this: object, sheets: CSSStyleSheet[]) {
        adopted.set(this, [...sheets]);
      },
    });
    try {
      const el = await mount({ routing: 'memory' });
      const root = el.shadowRoot!;
      await waitFor(() => expect(root.querySelector('section.main h1')).toBeTruthy());
      const texts = root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));
      expect(texts[0]).toContain(':host');
      expect(texts.join(' ')).toContain('--bo-page-fade');
      expect(root.querySelector('style')).toBeNull();
      expect(root.querySelector('[style]')).toBeNull();
      el.remove();
      await waitFor(() => expect(root.adoptedStyleSheets).toEqual([]));
    } finally {
      delete (ShadowRoot.prototype as unknown as Record<string, unknown>).adoptedStyleSheets;
    }
  });

  it('emits events that bubble and cross the shadow boundary', async () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(`${e.type}:${(e as CustomEvent).composed}`);
    document.addEventListener('onboarding-bridge-message', listener);
    const el = await mount({ routing: 'memory' });
    await waitFor(() => expect(seen).toContain('onboarding-bridge-message:true'));
    document.removeEventListener('onboarding-bridge-message', listener);
    el.remove();
  });

  it('two elements on one page do not share state', async () => {
    const a = await mount({ routing: 'memory' });
    const b = await mount({ routing: 'memory' });
    const supportA = [...a.shadowRoot!.querySelectorAll('button')].find((x) => x.textContent === 'Supporto online');
    fireEvent.click(supportA!);
    await waitFor(() => expect(a.shadowRoot!.querySelector('dialog.help-panel[open]')).toBeTruthy());
    expect(b.shadowRoot!.querySelector('dialog.help-panel[open]')).toBeNull();
    a.remove();
    b.remove();
  });

  it('a configuration that cannot work is said once, in the console and as a typed onboarding-config-error event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: { attribute: string; message: string }[] = [];
    const listener = (event: CustomEvent<{ attribute: string; message: string }>) => seen.push(event.detail);
    document.addEventListener('onboarding-config-error', listener);
    const el = await mount({ routing: 'memory', 'api-base': 'api.example.it' });
    await waitFor(() => expect(seen.map((detail) => detail.attribute).sort()).toEqual(['api-base', 'bot-protection-site-key']));
    // StrictMode connects twice; a reconnection says nothing new.
    await act(async () => {
      el.remove();
      document.body.append(el);
    });
    expect(seen).toHaveLength(2);
    expect(error.mock.calls.filter(([text]) => String(text).startsWith('[bank-onboarding]'))).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bot-protection-site-key'));
    document.removeEventListener('onboarding-config-error', listener);
    el.remove();
  });

  it('a working configuration says nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('onboarding-config-error', listener);
    const el = await mount({ routing: 'memory', 'bot-protection-site-key': 'key' });
    await waitFor(() => expect(el.shadowRoot!.querySelector('section.main h1')).toBeTruthy());
    expect(seen).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    document.removeEventListener('onboarding-config-error', listener);
    el.remove();
  });
});

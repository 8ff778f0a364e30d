/**
 * Paint before the JavaScript: the demo host's pages carry the landing page prerendered by the
 * build as the element's declarative shadow root. The element takes it over without a flash or a layout
 * shift: what the prerender showed is exactly what React renders (the same markup, ids aside). A visit with
 * start-up flags in the query gets no prerender (src/app/prerender.test.ts covers the element's own checks).
 */
import { browser, expect } from '@wdio/globals';
import { AGE_COPY } from '../../src/screens/data/AgeForm/copy';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { baseUrl, headingText, inElement, open, waitForElement } from './support';

/** React's useId values (`«r1»`, `_r_1_`, `:r1:`) differ between the build and the page: not content. */
const withoutIds = (html: string) => html.replace(/«r[\da-z]+»|_r_[\da-z]+_|:r[\da-z]+:/g, 'ID');
/**
 * The prerender carries its styles (it has no JavaScript to adopt them) as `<style>` elements; the live element adopts the same CSS as
 * constructable stylesheets (src/kit/styles.tsx), so those elements are not part of the markup compared.
 */
const withoutStyles = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '');

describe('the landing page paints before the JavaScript', () => {
  it('the page as served holds the prerendered landing inside <bank-onboarding>; the app start (fromApp) AgeForm; other start-up flags nothing', async () => {
    const page = await (await fetch(`${baseUrl()}/`)).text();
    expect(page).toMatch(/<bank-onboarding[^>]*><template shadowrootmode="open">/);
    expect(page).toContain(HOME_COPY.title);
    const inApp = await (await fetch(`${baseUrl()}/app.html?fromApp=true`)).text();
    expect(inApp).toContain('data-screen="AgeForm"');
    const business = await (await fetch(`${baseUrl()}/?bizDI=true`)).text();
    expect(business).not.toContain('shadowrootmode');
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px the element takes the prerender over: one root left, the same markup, no layout shift`, async () => {
      await browser.setWindowSize(width, 900);
      await open('/');
      await waitForElement();
      expect(await headingText()).toBe(HOME_COPY.title);
      const prerendered = withoutStyles(await (await fetch(`${baseUrl()}/dist/prerender/landing.html`)).text());
      const result = await browser.execute(() => {
        const root = document.querySelector('bank-onboarding')!.shadowRoot!;
        const roots = [...root.children].filter((child) => child.classList.contains('root')) as HTMLElement[];
        const live = roots[0]!;
        const shifts = performance.getEntriesByType('layout-shift') as unknown as { value: number }[];
        return { roots: roots.length, hidden: live.hidden, hero: live.querySelector('.home-hero')!.outerHTML, cards: live.querySelector('.home-cards')!.outerHTML, shift: shifts.reduce((sum, s) => sum + s.value, 0) };
      });
      expect(result.roots).toBe(1);
      expect(result.hidden).toBe(false);
      // The first view (heading, promises, the two cards) is the markup the prerender showed.
      expect(withoutIds(prerendered)).toContain(withoutIds(result.hero));
      expect(withoutIds(prerendered)).toContain(withoutIds(result.cards));
      expect(result.shift).toBe(0);
    });
  }

  it('a click on the prerendered Registrati as soon as the page shows it is not lost: the wizard opens on AgeForm', async () => {
    await browser.setWindowSize(390, 900);
    await open('/');
    // As a script (or a quick thumb) would: at once, on whatever the page shows, live element or prerender.
    await browser.waitUntil(() =>
      browser.execute((label) => {
        const buttons = [...(document.querySelector('bank-onboarding')?.shadowRoot?.querySelectorAll('button') ?? [])];
        const register = buttons.find((b) => b.textContent?.includes(label) && b.checkVisibility());
        register?.click();
        return Boolean(register);
      }, HOME_COPY.register),
    );
    await waitForElement();
    expect(await headingText()).toBe(AGE_COPY.title);
  });

  it('§4 in the app (fromApp=true) the registration start is prerendered: AgeForm, taken over with the same markup and no shift', async () => {
    await browser.setWindowSize(390, 900);
    await open('/app.html?fromApp=true');
    await waitForElement();
    expect(await headingText()).toBe(AGE_COPY.title);
    const prerendered = withoutStyles(await (await fetch(`${baseUrl()}/dist/prerender/app-start.html`)).text());
    const result = await browser.execute(() => {
      const root = document.querySelector('bank-onboarding')!.shadowRoot!;
      const live = [...root.children].filter((child) => child.classList.contains('root'));
      const shifts = performance.getEntriesByType('layout-shift') as unknown as { value: number }[];
      return { roots: live.length, form: live[0]!.querySelector('[data-screen="AgeForm"]')!.outerHTML, shift: shifts.reduce((sum, s) => sum + s.value, 0) };
    });
    expect(result.roots).toBe(1);
    expect(withoutIds(prerendered)).toContain(withoutIds(result.form));
    expect(result.shift).toBe(0);
    expect(await inElement('[data-screen="Home"]').isExisting()).toBe(false);
  });
});

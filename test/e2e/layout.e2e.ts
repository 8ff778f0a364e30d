/**
 * Mobile or desktop follows the ELEMENT's inline size, not the window's. In a 1280-px window
 * the element is given 360, 600 and 1100 px (its width style on the full-page demo), and the simulated
 * Android webview's 370-px phone frame must show the phone layout.
 *
 * What is measured, through the shadow root:
 * - overflow: the element's scrollWidth is not above its clientWidth, and no visible descendant — its box cut
 *   by every ancestor that clips (swiper's off-screen slides, sr-only text) — reaches past the element's
 *   left or right edge;
 * - overlap: the landing's top-level blocks (header, hero with the heading, the two cards, the carousel when
 *   present, the store links, the footer when shown) intersect pairwise by no more than 1 px.
 */
import { browser, expect } from '@wdio/globals';
import { DESKTOP_MIN_WIDTH } from '../../src/kit/layout';
import { HOME_COPY } from '../../src/screens/landing/Home/copy';
import { headingText, inElement, open, sandbox, waitForElement, waitForHash } from './support';

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Measured {
  /** The element's content width (its clientWidth) and its scrollWidth. */
  clientWidth: number;
  scrollWidth: number;
  /** Visible descendants reaching past the element's left or right edge. */
  beyondEdge: string[];
  /** The named blocks that are displayed, one box each (`name[i]` when a selector matches several). */
  blocks: Box[];
}

/** The landing page's top-level blocks. */
const LANDING_BLOCKS = {
  header: 'header.header',
  hero: '.home-hero',
  card: '.home-card',
  carousel: '.carousel, .carousel-placeholder',
  stores: '.home-stores',
  footer: 'footer.footer',
};

/** Reads the element's boxes through its shadow root (one round trip). */
const measure = (blocks: Record<string, string>) =>
  browser.execute((selectors: Record<string, string>): Measured => {
    const host = document.querySelector('bank-onboarding') as HTMLElement;
    const shadow = host.shadowRoot as ShadowRoot;
    const edge = host.getBoundingClientRect();
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`;
    /** The element's box as far as it can be seen: cut by every clipping ancestor inside the element. */
    const visibleBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, right, top, bottom } = r;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      return { left, right, top, bottom };
    };

    const beyondEdge: string[] = [];
    for (const el of shadow.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const box = visibleBox(el);
      if (box.right - box.left <= 0 || box.bottom - box.top <= 0) continue;
      if (box.right > edge.right + 1 || box.left < edge.left - 1) {
        beyondEdge.push(`${describe(el)} [${Math.round(box.left)}, ${Math.round(box.right)}] outside [${Math.round(edge.left)}, ${Math.round(edge.right)}]`);
      }
    }

    const found: Box[] = [];
    for (const [name, selector] of Object.entries(selectors)) {
      const matches = [...shadow.querySelectorAll(selector)].filter(shown);
      matches.forEach((el, i) => {
        const { left, top, right, bottom } = el.getBoundingClientRect();
        found.push({ name: matches.length > 1 ? `${name}[${i}]` : name, left, top, right, bottom });
      });
    }
    return { clientWidth: host.clientWidth, scrollWidth: host.scrollWidth, beyondEdge, blocks: found };
  }, blocks);

/** Pairs of blocks whose boxes intersect by more than 1 px both ways. */
function overlaps(blocks: Box[]): string[] {
  const found: string[] = [];
  blocks.forEach((a, i) => {
    for (const b of blocks.slice(i + 1)) {
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 1 && height > 1) found.push(`${a.name} × ${b.name} (${Math.round(width)} × ${Math.round(height)} px)`);
    }
  });
  return found;
}

function expectNoOverflowOrOverlap(measured: Measured) {
  expect(measured.scrollWidth).toBeLessThanOrEqual(measured.clientWidth);
  expect(measured.beyondEdge).toEqual([]);
  expect(overlaps(measured.blocks)).toEqual([]);
}

const names = (measured: Measured) => measured.blocks.map((block) => block.name.replace(/\[\d+\]$/, ''));

/** Names of every resource the page downloaded (the element's chunks included). */
const loadedResources = () => browser.execute(() => performance.getEntriesByType('resource').map((entry) => entry.name));

describe('the layout follows the element’s own width', () => {
  before(async () => {
    await sandbox('POST', 'reset');
    await browser.setWindowSize(1280, 900);
  });

  for (const width of [360, 600, 1100]) {
    const wide = width >= DESKTOP_MIN_WIDTH;
    it(`landing page in a ${width}-px element (1280-px window): ${wide ? 'desktop' : 'mobile'} layout, no overflow, no overlap`, async () => {
      await open('/');
      await waitForElement();
      expect(await headingText()).toBe(HOME_COPY.title);
      await browser.execute((w) => {
        (document.querySelector('bank-onboarding') as HTMLElement).style.width = `${w}px`;
      }, width);
      await browser.waitUntil(async () => (await inElement('.carousel').isExisting()) === wide, {
        timeoutMsg: `carousel ${wide ? 'absent' : 'still present'} at ${width} px`,
      });
      // Desktop: measure once swiper has laid the slides out.
      if (wide) await inElement('.carousel .swiper-initialized').waitForExist();

      const measured = await measure(LANDING_BLOCKS);
      expect(measured.clientWidth).toBe(width);
      expectNoOverflowOrOverlap(measured);
      if (wide) {
        expect(names(measured)).toEqual(['header', 'hero', 'card', 'card', 'carousel', 'stores', 'footer']);
      } else {
        // Mobile: no carousel (nor its placeholder), no desktop footer.
        expect(names(measured)).toEqual(['header', 'hero', 'card', 'card', 'stores']);
      }
    });
  }

  it('/webview.html?platform=android in a 1280-px window: the phone frame shows the phone landing page, without swiper', async () => {
    await open('/webview.html?platform=android');
    await waitForElement();
    expect(await headingText()).toBe(HOME_COPY.title);
    const measured = await measure(LANDING_BLOCKS);
    expect(measured.clientWidth).toBeLessThan(DESKTOP_MIN_WIDTH);
    expectNoOverflowOrOverlap(measured);
    expect(names(measured)).toEqual(['header', 'hero', 'card', 'card', 'stores']);
    const resources = await loadedResources();
    expect(resources.some((name) => /\/Home-[^/]*\.js$/.test(name))).toBe(true);
    expect(resources.filter((name) => /Carousel|swiper/i.test(name))).toEqual([]);
  });

  it('/webview.html?platform=android in a 1280-px window: a wizard step shows the mobile header', async () => {
    await open('/webview.html?platform=android&fromApp=true');
    await waitForElement();
    await waitForHash('#/ageForm');
    await expect(inElement('.mobile-header [role="progressbar"]')).toBeDisplayed();
    await expect(inElement('nav.stepper')).not.toBeDisplayed();
    await expect(inElement('footer.footer')).not.toBeDisplayed();
    const measured = await measure({ header: 'header.header', main: '.main' });
    expectNoOverflowOrOverlap(measured);
  });
});

/**
 * Keyboard-only driving for the end-to-end runs (DESIGN §4 accessibility): every action is a key
 * press sent through WebDriver (`browser.keys`) to whatever has focus — Tab and Shift+Tab to move, Enter and
 * Space to activate, arrows for radio groups and selects, characters typed into the focused field. Nothing
 * here clicks an element. Reading the page (what has focus, its styles) is a script, as an observer's.
 *
 * Every focus move is checked: the focused element matches `:focus-visible` and shows an indicator (an
 * outline of at least 1px that is not `none`, or a box shadow, on it or on its label), and nothing covers it
 * (WCAG 2.4.11 Focus Not Obscured: the topmost element at its centre is it, inside it, or its label). The counters feed the
 * keyboard run's table.
 */
import { browser } from '@wdio/globals';
import { Key } from 'webdriverio';

/** What has focus, seen through shadow roots. */
export interface Focused {
  tag: string;
  type: string;
  /** The accessible text: aria-label, the label's text, or the element's own text. */
  name: string;
  /** The legend of the fieldset around it ('' when none). */
  legend: string;
  checked: boolean;
  disabled: boolean;
  /** The visible text of a select's chosen option. */
  selectedText: string;
  isStepHeading: boolean;
  /** The open dialog it is in (its class name), '' when none. */
  inDialog: string;
  /** `:focus-visible` matches and an outline or box shadow shows on it or its label. */
  indicator: boolean;
  /** Its id and value ('' when none). */
  id: string;
  value: string;
  /** Its autocomplete attribute ('' when none). */
  autocomplete: string;
  /** WCAG 2.4.11: what covers the element's centre when something else does ('' when nothing). */
  obscuredBy: string;
  /** The element is in the document's body only (nothing focused). */
  isBody: boolean;
  /** Outline and box shadow, for the failure message. */
  style: string;
}

/** The keyboard run's figures (printed in its table). */
export const keyboardStats = { focusMoves: 0, focusVisible: 0, headingFocus: 0, keys: 0 };

/** What has focus now (deep through shadow roots). */
export function focused(): Promise<Focused> {
  return browser.execute(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const element = el as HTMLElement | null;
    const empty = {
      tag: '', type: '', name: '', legend: '', checked: false, disabled: false, selectedText: '',
      isStepHeading: false, inDialog: '', indicator: false, obscuredBy: '', id: '', value: '', autocomplete: '', isBody: true, style: '',
    };
    if (!element || element === document.body) return empty;
    const input = element as HTMLInputElement;
    const labels = [...(input.labels ?? [])] as HTMLElement[];
    const name = (
      element.getAttribute('aria-label') ??
      (labels.length > 0 ? labels.map((l) => l.textContent ?? '').join(' ') : element.textContent ?? '')
    ).trim().replace(/\s+/g, ' ');
    const shows = (node: Element) => {
      const cs = getComputedStyle(node);
      const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1;
      return outline || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
    };
    const cs = getComputedStyle(element);
    // Focus not obscured (WCAG 2.4.11): the topmost element at the focused element's centre, through shadow
    // roots, is the element itself, inside it, or its label.
    const box = element.getBoundingClientRect();
    let hit: Element | null = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const covered =
      hit && !(element.contains(hit) || hit.contains(element) || labels.some((l) => l.contains(hit)))
        ? `<${hit.localName} class="${hit.getAttribute('class') ?? ''}">`
        : '';
    const select = element instanceof HTMLSelectElement ? element : null;
    return {
      tag: element.localName,
      type: input.type ?? '',
      name,
      legend: element.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? '',
      checked: Boolean(input.checked),
      disabled: Boolean(input.disabled),
      selectedText: select?.selectedOptions[0]?.textContent?.trim() ?? '',
      isStepHeading: element.hasAttribute('data-step-heading'),
      inDialog: (element.closest('dialog[open]') as HTMLElement | null)?.className ?? '',
      indicator: element.matches(':focus-visible') && [element, ...labels].some(shows),
      obscuredBy: box.width === 0 && box.height === 0 ? 'nothing (no box)' : covered,
      id: element.id,
      value: typeof input.value === 'string' ? input.value : '',
      autocomplete: element.getAttribute('autocomplete') ?? '',
      isBody: false,
      style: `outline ${cs.outlineStyle} ${cs.outlineWidth}; box-shadow ${cs.boxShadow}`,
    };
  });
}

/** Presses keys (a string types its characters; Key values are keys). */
export async function press(...keys: string[]) {
  keyboardStats.keys += keys.length;
  await browser.keys(keys);
}

/** Checks and counts the focus indicator of what has focus now. */
export async function expectFocusVisible(where: string): Promise<Focused> {
  const f = await focused();
  if (f.isBody) return f;
  keyboardStats.focusMoves += 1;
  if (!f.indicator) throw new Error(`no visible focus indicator on <${f.tag}> "${f.name}" (${where}): ${f.style}`);
  if (f.obscuredBy) throw new Error(`the focused <${f.tag}> "${f.name}" is hidden under ${f.obscuredBy} (${where}, WCAG 2.4.11)`);
  keyboardStats.focusVisible += 1;
  return f;
}

/**
 * Tabs (Shift+Tab with `back`) until `match` holds for what has focus, checking the focus indicator on every
 * stop. Fails after `max` presses.
 */
export async function tabTo(what: string, match: (f: Focused) => boolean, { back = false, max = 60 } = {}): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await press(...(back ? [Key.Shift, Key.Tab] : [Key.Tab]));
    const f = await expectFocusVisible(`tabbing to ${what}`);
    seen.push(`${f.tag}${f.type ? `[${f.type}]` : ''} "${f.name.slice(0, 40)}"`);
    if (!f.isBody && match(f)) return f;
  }
  throw new Error(`${what} not reached with ${back ? 'Shift+' : ''}Tab; focus went through: ${seen.join(' | ')}`);
}

/** A text field labelled `label`, or whose autocomplete attribute is `label` prefixed with `@`. */
const isField = (label: string) => (f: Focused) =>
  ['input', 'textarea'].includes(f.tag) && (label.startsWith('@') ? f.autocomplete === label.slice(1) : f.name === label);

/**
 * Tabs to the field labelled `label` (or `@autocomplete`) and types `value` into it (what it held is selected
 * and replaced).
 */
export async function typeInto(label: string, value: string) {
  await tabTo(`the field "${label}"`, isField(label));
  await press(Key.Ctrl, 'a');
  await press(Key.Backspace);
  await press(value);
}

/** Ticks every unticked checkbox of the step form, in tab order, up to its submit button `submit`. */
export async function tickAll(submit: string) {
  let ticked = 0;
  for (let i = 0; i < 80; i += 1) {
    await press(Key.Tab);
    const f = await expectFocusVisible('ticking the boxes');
    if (f.tag === 'button' && f.name === submit) break;
    if (f.type === 'checkbox' && !f.checked) {
      await press(Key.Space);
      if (!(await focused()).checked) throw new Error(`Space did not tick "${f.name}"`);
      ticked += 1;
    }
  }
  return ticked;
}

/**
 * Chooses `option` in the radio group whose legend starts with `legend`: Tab into the group (it lands on the
 * checked radio, or the first), then ArrowDown (which moves and checks) until the option has focus, Space
 * to check it when it is the first and nothing was checked.
 */
export async function chooseRadio(legend: string, option: string) {
  let f = await tabTo(`the group "${legend}"`, (g) => g.type === 'radio' && g.legend.startsWith(legend));
  for (let i = 0; i < 20 && f.name !== option; i += 1) {
    await press(Key.ArrowDown);
    f = await expectFocusVisible(`arrows in "${legend}"`);
    if (!f.legend.startsWith(legend)) throw new Error(`ArrowDown left the group "${legend}"`);
  }
  if (f.name !== option) throw new Error(`option "${option}" not found in "${legend}"`);
  if (!f.checked) await press(Key.Space);
  if (!(await focused()).checked) throw new Error(`"${option}" is not checked`);
}

/**
 * Chooses the option whose value is `value` in the select labelled `label` with the keyboard: the closed
 * select takes ArrowDown/ArrowUp (Chromium changes its value without opening the list), pressed until the
 * option is chosen — down to the end, then up.
 */
export async function chooseOption(label: string, { value }: { value: string }, { max = 400 } = {}) {
  let f = await tabTo(`the select "${label}"`, (g) => g.tag === 'select' && g.name === label);
  for (const key of [Key.ArrowDown, Key.ArrowUp]) {
    for (let i = 0; i < max && f.value !== value; i += 1) {
      const before = f.value;
      await press(key);
      f = await focused();
      if (f.value === before) break; // the end of the list
    }
  }
  if (f.value !== value) throw new Error(`"${value}" not chosen in "${label}" (shows "${f.selectedText}")`);
}

/** Waits until the element's button `text` is enabled (a step's 1-second lock), then Tabs to it and presses Enter. */
export async function activate(text: string, { key = Key.Enter, back = false }: { key?: string; back?: boolean } = {}) {
  await waitEnabled(text);
  await tabTo(`the button "${text}"`, (f) => (f.tag === 'button' || f.tag === 'a') && f.name === text, { back });
  await press(key);
}

/** Waits until a button labelled `text` exists (in the element or the page) and is enabled (reading the page, no click). */
export async function waitEnabled(text: string) {
  await browser.waitUntil(
    () =>
      browser.execute((t) => {
        const root = document.querySelector('bank-onboarding')?.shadowRoot;
        const buttons = [...(root?.querySelectorAll('button') ?? []), ...document.querySelectorAll('button')];
        return buttons.some(
          (b) => ((b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === t) && !b.disabled && b.getClientRects().length > 0,
        );
      }, text),
    { timeoutMsg: `no enabled button "${text}"` },
  );
}

/** Focus is on the step's heading (DESIGN §4: moved there on every step change); counted. */
export async function expectHeadingFocused(screen: string) {
  await browser.waitUntil(async () => (await focused()).isStepHeading, {
    timeoutMsg: `focus is not on the step heading of ${screen}: ${JSON.stringify(await focused())}`,
  });
  await expectFocusVisible(`the heading of ${screen}`);
  keyboardStats.headingFocus += 1;
}

/** Horizontal overflow on the page or inside the element: what scrolls sideways ('' when nothing). */
export function horizontalOverflow(): Promise<string> {
  return browser.execute(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    const visit = (scope: Document | ShadowRoot) => {
      for (const el of scope.querySelectorAll<HTMLElement>('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        const cs = getComputedStyle(el);
        const scrolls = ['auto', 'scroll'].includes(cs.overflowX);
        // A swiper viewport hides its other slides by design (overflow hidden, arrows to move): not a scroll.
        if (scrolls && el.scrollWidth > el.clientWidth + 1) {
          // Name what sticks out: the innermost elements whose right edge passes the scroller's.
          const right = el.getBoundingClientRect().left + el.clientWidth;
          const outside: string[] = [];
          const walk = (scope: Element | ShadowRoot) => {
            for (const child of scope.children) {
              const box = child.getBoundingClientRect();
              const inner = child.shadowRoot ?? child;
              const before = outside.length;
              walk(inner);
              if (outside.length === before && box.right > right + 1 && box.width > 0) {
                outside.push(`${child.localName}${child.className && typeof child.className === 'string' ? `.${child.className.split(' ')[0]}` : ''} (${Math.round(box.width)}px)`);
              }
            }
          };
          walk(el.shadowRoot ?? el);
          found.push(`${el.localName}.${el.className} ${el.scrollWidth} > ${el.clientWidth}: ${outside.slice(0, 4).join(', ')}`);
        }
      }
    };
    visit(document);
    return found.join('; ');
  });
}

/**
 * With `prefers-reduced-motion: reduce` emulated: nothing on the page or in the element moves — no running
 * CSS animation or transition with a duration (the §9 page fade included). Returns what moves ('' when none).
 */
export function motion(): Promise<string> {
  return browser.execute(() => {
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) return 'prefers-reduced-motion is not emulated';
    const root = document.querySelector('bank-onboarding')?.shadowRoot;
    const animations = [...document.getAnimations(), ...(root?.getAnimations() ?? [])];
    return animations
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 0)
      .map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'} on ${
        ((a.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? '?'
      }`)
      .join('; ');
  });
}

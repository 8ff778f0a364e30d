/**
 * Strict Content-Security-Policy: styles as constructable stylesheets. jsdom builds
 * `CSSStyleSheet`s (replaceSync) but has no `adoptedStyleSheets`: the tests give ShadowRoot and Document a
 * plain stand-in property, which is all the primitive uses, and read back what was adopted.
 */
import { act, cleanup, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canAdoptSheets, PRERENDER_FLAG, Styles, StyleTargetProvider } from './styles';

const adopted = new WeakMap<object, CSSStyleSheet[]>();
const stand_in: PropertyDescriptor = {
  configurable: true,
  get(this: object) {
    return adopted.get(this) ?? [];
  },
  set(this: object, sheets: CSSStyleSheet[]) {
    adopted.set(this, [...sheets]);
  },
};

function withAdoption(on: boolean) {
  for (const proto of [ShadowRoot.prototype, Document.prototype]) {
    if (on) Object.defineProperty(proto, 'adoptedStyleSheets', stand_in);
    else delete (proto as unknown as Record<string, unknown>).adoptedStyleSheets;
  }
}

/** The CSS texts adopted by `root`, in order. */
const texts = (root: ShadowRoot | Document) =>
  root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

function InRoot({ root, children }: { root: ShadowRoot; children: ReactNode }) {
  return <StyleTargetProvider value={root}>{children}</StyleTargetProvider>;
}

describe('Styles (constructable stylesheets)', () => {
  beforeEach(() => withAdoption(true));
  afterEach(() => {
    cleanup(); // unmount (and release) while the stand-in is still there
    withAdoption(false);
    delete (globalThis as unknown as Record<symbol, unknown>)[PRERENDER_FLAG];
  });

  it('adopts the CSS into the shadow root it renders in and renders no <style> element', () => {
    const root = shadowRoot();
    const { container } = render(
      <InRoot root={root}>
        <Styles css=".app { color: red; }" />
        <p>x</p>
      </InRoot>,
    );
    expect(texts(root)).toEqual(['.app { color: red; }']);
    expect(container.querySelector('style')).toBeNull();
    expect(texts(document)).toEqual([]);
  });

  it('orders the sheets as the components nest (app first, then the kit CSS of the screen, then its own), as screens change', () => {
    const root = shadowRoot();
    function Screen({ css }: { css: string }) {
      return <Styles css={['.field { color: blue; }', css]} />;
    }
    function App() {
      const [screen, setScreen] = useState<'a' | 'b'>('a');
      return (
        <>
          <Styles css=".app { color: red; }" />
          {screen === 'a' ? <Screen key="a" css=".a { color: green; }" /> : <Screen key="b" css=".b { color: black; }" />}
          <button onClick={() => setScreen('b')}>next</button>
        </>
      );
    }
    const { getByText } = render(
      <InRoot root={root}>
        <App />
      </InRoot>,
    );
    expect(texts(root)).toEqual(['.app { color: red; }', '.field { color: blue; }', '.a { color: green; }']);
    act(() => getByText('next').click());
    expect(texts(root)).toEqual(['.app { color: red; }', '.field { color: blue; }', '.b { color: black; }']);
  });

  it('reference-counts a sheet shared by two components: it stays until the last one unmounts', () => {
    const root = shadowRoot();
    const shared = '.step { margin: 0px; }';
    function Two({ first, second }: { first: boolean; second: boolean }) {
      return (
        <InRoot root={root}>
          {first && <Styles css={shared} />}
          {second && <Styles css={[shared, '.own { color: red; }']} />}
        </InRoot>
      );
    }
    const { rerender } = render(<Two first second />);
    expect(texts(root)).toEqual(['.step { margin: 0px; }', '.own { color: red; }']);
    const [sheet] = root.adoptedStyleSheets;
    rerender(<Two first={false} second />);
    expect(texts(root)).toEqual(['.step { margin: 0px; }', '.own { color: red; }']);
    expect(root.adoptedStyleSheets[0]).toBe(sheet); // one cached sheet per CSS text
    rerender(<Two first={false} second={false} />);
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('leaves sheets adopted by someone else (the host) in place, before its own', () => {
    const root = shadowRoot();
    const host = new CSSStyleSheet();
    host.replaceSync('.host { color: pink; }');
    root.adoptedStyleSheets = [host];
    const { unmount } = render(
      <InRoot root={root}>
        <Styles css=".mine { color: red; }" />
      </InRoot>,
    );
    expect(texts(root)).toEqual(['.host { color: pink; }', '.mine { color: red; }']);
    unmount();
    expect(root.adoptedStyleSheets).toEqual([host]);
  });

  it('in the build prerender (the flag set) renders a <style> element, so the prerendered HTML is self-contained', () => {
    (globalThis as unknown as Record<symbol, unknown>)[PRERENDER_FLAG] = true;
    const root = shadowRoot();
    const { container } = render(
      <InRoot root={root}>
        <Styles css={['.a{color:red}', '.b{color:blue}']} />
      </InRoot>,
    );
    expect(container.querySelector('style')?.textContent).toBe('.a{color:red}.b{color:blue}');
    expect(root.adoptedStyleSheets).toEqual([]);
  });

  it('falls back to a <style> element where constructable stylesheets cannot be adopted', () => {
    withAdoption(false);
    const root = shadowRoot();
    expect(canAdoptSheets(root)).toBe(false);
    const { container } = render(
      <InRoot root={root}>
        <Styles css=".a{color:red}" />
      </InRoot>,
    );
    expect(container.querySelector('style')?.textContent).toBe('.a{color:red}');
  });
});

// @vitest-environment node
/**
 * The Custom Elements Manifest is generated from the element's source of truth and is up to date; package.json
 * points to it; its declared exports are the entries' real ones; the configuration docs agree with it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributeName, EVENT_NAMES, PROPERTIES } from '../element/surface';
import { buildManifest, MANIFEST_FILE, manifestText } from './custom-elements';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const manifest = buildManifest();
type Declaration = (typeof manifest.modules)[number]['declarations'][number];
const element = manifest.modules
  .flatMap((module): Declaration[] => module.declarations)
  .find((declaration): declaration is Extract<Declaration, { customElement: boolean }> => 'customElement' in declaration)!;

describe('custom-elements.json', () => {
  it(`${MANIFEST_FILE} is the generated one (run npm run manifest after changing element/surface.ts or docs.ts)`, () => {
    expect(read(MANIFEST_FILE)).toBe(manifestText());
  }, 30_000);

  it('declares <bank-onboarding> with every attribute, property, event, CSS property and part of the surface', () => {
    expect(element).toMatchObject({ tagName: 'bank-onboarding', customElement: true });
    expect(element.attributes.map((a) => a.name)).toEqual(Object.keys(PROPERTIES).map(attributeName));
    expect(element.attributes.map((a) => a.fieldName)).toEqual(Object.keys(PROPERTIES));
    expect(element.members.map((m) => m.name)).toEqual([...Object.keys(PROPERTIES), 'errorReporter', 'setSession', 'getSession']);
    expect(element.events.map((e) => e.name)).toEqual([...EVENT_NAMES]);
    expect(element.attributes.find((a) => a.name === 'routing')?.type.text).toBe("'hash' | 'memory'");
    expect(element.attributes.find((a) => a.name === 'help-contacts')?.type.text).toBe('HelpContacts');
    expect(element.attributes.find((a) => a.name === 'api-base')?.default).toBe('"/api"');
    expect((element.members.find((m) => m.name === 'errorReporter') as { type?: { text: string } } | undefined)?.type?.text).toBe(
      'ErrorReporter | null',
    );
    // The session hand-over's two methods, typed by the compiler.
    expect(element.members.find((m) => m.name === 'setSession')).toMatchObject({
      kind: 'method',
      parameters: [{ name: 'session', type: { text: 'SessionTokens' } }],
      return: { type: { text: 'void' } },
    });
    expect(element.members.find((m) => m.name === 'getSession')).toMatchObject({ kind: 'method', parameters: [], return: { type: { text: 'SessionTokens | null' } } });
    expect(element.events.find((e) => e.name === 'onboarding-exit')?.type.text).toBe(
      'CustomEvent<{ to: ExitDestination; url?: string | undefined; }>',
    );
    expect(manifest.modules[0]!.exports).toContainEqual(expect.objectContaining({ kind: 'custom-element-definition', name: 'bank-onboarding' }));
  });

  it('package.json names it (customElements) and ships it with the bridge schema and the framework typings', () => {
    const pkg = JSON.parse(read('package.json')) as { customElements: string; files: string[]; exports: Record<string, unknown> };
    expect(pkg.customElements).toBe(MANIFEST_FILE);
    expect(pkg.files).toEqual(expect.arrayContaining([MANIFEST_FILE, 'bridge/bridge-protocol.schema.json']));
    expect(pkg.exports).toMatchObject({
      '.': { types: './dist/index.d.ts', default: './dist/bank-onboarding.js' },
      './element': { types: './dist/element.d.ts', default: './dist/element.js' },
      './react': { types: './dist/react.d.ts' },
      './vue': { types: './dist/vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
    });
  });

  it("declares exactly the side-effect-free entry's exports, and the root's are those plus the element class", async () => {
    const entry = await import('../element/element');
    const names = (path: string) => manifest.modules.find((m) => m.path === path)!.exports.filter((e) => e.kind === 'js').map((e) => e.name).sort();
    expect(names('dist/element.js')).toEqual(Object.keys(entry).sort());
    expect(names('dist/bank-onboarding.js')).toEqual([...Object.keys(entry), 'BankOnboardingElement'].sort());
    const root = read('element/index.ts');
    expect(root).toContain("export * from './element';");
    expect(root.match(/^export (const|function|class|\{)/gm)).toEqual(['export const']);
  });

  it("the attribute table of docs/configuration.md gives each attribute the manifest's type", () => {
    const readme = read('docs/configuration.md');
    for (const attribute of element.attributes) {
      const text = attribute.type.text;
      const cell = text === 'string' || text === 'number' ? text : text.includes("'") ? text.replace(/'([\w-]+)'/g, '`$1`').replaceAll(' | ', ' \\| ') : 'JSON';
      expect(readme).toContain(`| \`${attribute.name}\` | \`${attribute.fieldName}\` | ${cell} |`);
    }
  });
});

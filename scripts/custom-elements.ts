/**
 * The Custom Elements Manifest of `<bank-onboarding>` (custom-elements.json), generated from the
 * element's one source of truth: the properties, events, CSS properties and parts of element/surface.ts and
 * element/docs.ts, with the TypeScript types of `BankOnboardingElement` and `OnboardingEventDetails` read by
 * the compiler (never retyped). IDEs, Storybook and framework wrappers read it; package.json's
 * `customElements` points to it and it ships in the package.
 *
 *   npm run manifest      (writes custom-elements.json; scripts/custom-elements.test.ts fails when it is stale)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CSS_PARTS, CSS_PROPERTIES, EVENT_DOCS, METHOD_DOCS, PROPERTY_DOCS } from '../element/docs';
import { attributeName, EVENT_NAMES, PROPERTIES, type PropertyName } from '../element/surface';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MANIFEST_FILE = 'custom-elements.json';
const MODULE_PATH = 'dist/bank-onboarding.js';
/** The side-effect-free entry (`bank-onboarding/element`): the same names but the class, no definition. */
const ELEMENT_MODULE_PATH = 'dist/element.js';

/** The names both entries export besides the class, as functions and constants (checked against the build). */
export const ENTRY_FUNCTIONS = ['defineBankOnboarding'] as const;
export const ENTRY_VARIABLES = ['EVENT_NAMES', 'PROPERTIES', 'TAG_NAME'] as const;

const entryExports = (module: string) => [
  ...ENTRY_FUNCTIONS.map((name) => ({ kind: 'js', name, declaration: { name, module } })),
  ...ENTRY_VARIABLES.map((name) => ({ kind: 'js', name, declaration: { name, module } })),
];
const TYPES_FILE = 'element/manifest-types.ts';

/**
 * The compiler's view of the element's public types: a virtual module that names them, so the property and
 * event types print as a host sees them (`'hash' | 'memory'`, `HelpContacts`, `{ to: ExitDestination; … }`).
 */
function publicTypes() {
  const source = [
    "import type { BankOnboardingElement, OnboardingEventDetails } from './element';",
    'export type Element = BankOnboardingElement;',
    'export type Events = OnboardingEventDetails;',
  ].join('\n');
  const virtual = `${ROOT}${TYPES_FILE}`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['vite/client'],
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === virtual ? source : readFile(name));
  host.fileExists = (name) => name === virtual || fileExists(name);
  host.getSourceFile = (name, version, onError, create) =>
    name === virtual ? ts.createSourceFile(name, source, version, true) : getSourceFile(name, version, onError, create);
  const program = ts.createProgram([virtual], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(virtual)!;
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!);
  const typeOf = (name: string) => checker.getDeclaredTypeOfSymbol(exported.find((s) => s.name === name)!);
  const print = (type: ts.Type) =>
    checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
  const member = (owner: ts.Type, name: string, optional: boolean) => {
    const symbol = checker.getPropertyOfType(owner, name);
    if (!symbol) throw new Error(`no ${name} on the element's public types`);
    const type = checker.getTypeOfSymbol(symbol);
    // Configuration properties are optional on the element (unset = default): the manifest gives their value type.
    return print(optional ? checker.getNonNullableType(type) : type);
  };
  const element = typeOf('Element');
  const events = typeOf('Events');
  /** A method's parameters and return type, from its one call signature. */
  const method = (name: string) => {
    const symbol = checker.getPropertyOfType(element, name);
    const signature = symbol && checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)[0];
    if (!signature) throw new Error(`no method ${name} on the element's public types`);
    return {
      parameters: signature.parameters.map((parameter) => ({
        name: parameter.name,
        type: { text: print(checker.getTypeOfSymbol(parameter)) },
      })),
      return: { type: { text: print(signature.getReturnType()) } },
    };
  };
  return {
    method,
    property: (name: string) => member(element, name, true),
    field: (name: string) => member(element, name, false),
    event: (name: string) => member(events, name, false),
  };
}

const defaultText = (value: unknown) => JSON.stringify(value);

export function buildManifest() {
  const types = publicTypes();
  const names = Object.keys(PROPERTIES) as PropertyName[];
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: [
          {
            kind: 'class',
            name: 'BankOnboardingElement',
            tagName: 'bank-onboarding',
            customElement: true,
            summary: 'The Italian onboarding wizard of a digital bank account with a prepaid card.',
            description:
              'Open shadow root; configuration by attribute (read when the element connects; a change starts a fresh instance) or property; every event bubbles and is composed.',
            superclass: { name: 'HTMLElement' },
            attributes: names.map((name) => ({
              name: attributeName(name),
              fieldName: name,
              type: { text: types.property(name) },
              default: defaultText(PROPERTIES[name].default),
              description: PROPERTY_DOCS[name],
            })),
            members: [
              ...names.map((name) => ({
                kind: 'field',
                name,
                attribute: attributeName(name),
                type: { text: types.property(name) },
                default: defaultText(PROPERTIES[name].default),
                description: PROPERTY_DOCS[name],
              })),
              {
                kind: 'field',
                name: 'errorReporter',
                type: { text: types.field('errorReporter') },
                default: 'null',
                description:
                  'The host\'s error reporter (a JS property only): {init?, captureError, captureTrace?}. Null (the default) reports nothing and makes no call.',
              },
              ...(Object.keys(METHOD_DOCS) as (keyof typeof METHOD_DOCS)[]).map((name) => ({
                kind: 'method',
                name,
                ...types.method(name),
                description: METHOD_DOCS[name],
              })),
            ],
            events: EVENT_NAMES.map((name) => ({
              name,
              type: { text: `CustomEvent<${types.event(name)}>` },
              description: EVENT_DOCS[name],
            })),
            cssProperties: Object.entries(CSS_PROPERTIES).map(([name, description]) => ({ name, description })),
            cssParts: Object.entries(CSS_PARTS).map(([name, description]) => ({ name, description })),
          },
        ],
        exports: [
          { kind: 'js', name: 'BankOnboardingElement', declaration: { name: 'BankOnboardingElement', module: MODULE_PATH } },
          ...entryExports(MODULE_PATH),
          { kind: 'custom-element-definition', name: 'bank-onboarding', declaration: { name: 'BankOnboardingElement', module: MODULE_PATH } },
        ],
      },
      {
        kind: 'javascript-module',
        path: ELEMENT_MODULE_PATH,
        description: 'Side-effect free (safe in a server-side render): defines <bank-onboarding> only when defineBankOnboarding() is called.',
        declarations: [
          {
            kind: 'function',
            name: 'defineBankOnboarding',
            description: 'Defines <bank-onboarding> in the registry (customElements by default); false, with a warning, when already defined.',
            parameters: [{ name: 'registry', optional: true, type: { text: 'CustomElementRegistry' } }],
            return: { type: { text: 'boolean' } },
          },
        ],
        exports: entryExports(ELEMENT_MODULE_PATH),
      },
    ],
  };
}

export const manifestText = () => `${JSON.stringify(buildManifest(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(`${ROOT}${MANIFEST_FILE}`, manifestText());
  console.log(`wrote ${MANIFEST_FILE}`);
}

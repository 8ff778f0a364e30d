/**
 * The import rules of the element and the demo host, checked by `npm run lint` (docs/architecture.md "Layers").
 *
 * The element's layers, from the top: the element, the app (shell and instance), the screens and the help
 * panel, the kit, the per-instance state, the API with the session and the start-up rules, the pure rules,
 * the native bridge. A module imports its own layer and the layers below it, never one above; nothing takes
 * part in an import circle, in the element or in the demo host.
 */

/** The layers, top first: [name, path pattern]. */
const LAYERS = [
  ['element', '^element/'],
  ['app', '^src/app/'],
  ['screens', '^src/(screens|help)/'],
  ['kit', '^src/kit/'],
  ['state', '^src/(state|registration|tracking)/'],
  ['api', '^src/(api|session|startup)/'],
  ['rules', '^src/(validation|flows|format)/'],
  ['bridge', '^bridge/'],
];

/**
 * The exceptions to the layer order (docs/architecture.md "Layers"); the no-circle rule still holds for them:
 * - the element's declared surface (attributes, events, configuration errors; element/surface.ts is the source
 *   of truth the public types derive from): its modules import only each other and types of the flows, and the app
 *   emits the events and checks the configuration it declares;
 * - as types only, the per-element objects the app hands down through React context (the Instance and the
 *   Wizard), which the kit, the screens and the registration name as parameters;
 * - as types only, the API's data shapes (the zod schemas of src/api, which make no call), which the pure
 *   rules check and build.
 */
const ELEMENT_SURFACE = '^element/(surface|events|config-errors|bridge-types)\\.ts$';
const HANDED_DOWN_TYPES = '^src/app/(instance|wizard)\\.ts$|^src/api/[a-z-]*schemas\\.ts$';

/** Tests and test support may reach into any layer; production code never imports them. */
const TESTS = '\\.test(-d)?\\.tsx?$|^test/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...LAYERS.slice(1).flatMap(([name, path], i) => {
      const above = LAYERS.slice(0, i + 1);
      const rule = {
        name: `layer-${name}`,
        comment: `The ${name} layer imports nothing of a layer above it (${above.map(([n]) => n).join(', ')}).`,
        severity: 'error',
        from: { path, pathNot: TESTS },
      };
      const to = above.map(([, p]) => p).join('|');
      return [
        { ...rule, to: { path: to, pathNot: ELEMENT_SURFACE, dependencyTypesNot: ['type-only'] } },
        { ...rule, to: { path: to, pathNot: `${ELEMENT_SURFACE}|${HANDED_DOWN_TYPES}`, dependencyTypes: ['type-only'] } },
      ];
    }),
    {
      name: 'screens-through-index',
      comment: 'Outside src/screens, the screens are reached through src/screens/index.ts only.',
      severity: 'error',
      from: { path: '^(element|bridge|src)/', pathNot: `^src/screens/|${TESTS}` },
      to: { path: '^src/screens/', pathNot: '^src/screens/index\\.ts$' },
    },
    {
      name: 'fields-are-primitives',
      comment:
        'src/kit/fields holds field primitives: they read rules and formats, never the API, the session, the store or the instance (src/kit/connected does).',
      severity: 'error',
      from: { path: '^src/kit/fields/', pathNot: TESTS },
      to: { path: '^(src|element|bridge)/', pathNot: '^src/(kit/(fields|uploads)/|validation/|format/|flows/|registration/draft\\.ts$)' },
    },
    {
      name: 'kit-base-sends-nothing',
      comment:
        'Outside src/kit/connected the kit calls no API module and reads no session storage; the components that load or send live in src/kit/connected.',
      severity: 'error',
      from: { path: '^src/kit/', pathNot: `^src/kit/connected/|${TESTS}` },
      to: {
        path: '^src/(session/|kit/connected/|api/(?!(errors|client|schemas|[a-z-]+-schemas)\\.ts$))',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-test-support-in-production',
      comment: 'Production code never imports a test or test support.',
      severity: 'error',
      from: { path: '^(element|bridge|src|demo-host)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nothing imports and that imports nothing is dead code; the demo pages\' scripts (demo-host/public, loaded by <script> tags) and declaration files are not modules of the graph.',
      severity: 'error',
      from: { orphan: true, pathNot: '\\.d\\.ts$|^demo-host/public/' },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'No import circle, of values or of types: every module can be read, loaded and tested after what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Test files are left out (nothing imports them, so they close no circle); test support is cruised
    // only when production code reaches it, which the rule above refuses.
    exclude: { path: '\\.test(-d)?\\.tsx?$|^demo-host/public/console/|^demo-host/\\.data/' },
  },
};

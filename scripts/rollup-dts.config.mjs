/**
 * Bundles the package's declarations (emitted by `tsc -p tsconfig.build.json` into dist/types/) into one file
 * per entry: dist/element.d.ts holds every public type; dist/index.d.ts, dist/react.d.ts and dist/vue.d.ts
 * import them from './element.js'. No relative import without an extension and no internal declaration file
 * is left, so the types resolve under every `moduleResolution` (bundler, node16, nodenext, node10), and no
 * declaration names a library the package does not depend on (react and vue appear only in their own files,
 * for the hosts that use them).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { dts } from 'rollup-plugin-dts';

const TYPES = 'dist/types/element';
const shared = (input, file) => ({
  input: `${TYPES}/${input}.d.ts`,
  output: { file: `dist/${file}.d.ts`, format: 'es', paths: (id) => (id === './element' || id.endsWith('/types/element/element') ? './element.js' : id) },
  external: (source) => source === './element' || source === 'react' || source === 'vue',
  plugins: [dts()],
});

/**
 * `bank-onboarding/react` and `bank-onboarding/vue` carry types only; an empty module behind each keeps a
 * plain `import 'bank-onboarding/react'` from failing at run time. The unbundled declarations go: they are
 * not part of the package.
 */
const finish = {
  name: 'bank-onboarding:finish-types',
  writeBundle() {
    for (const file of ['react', 'vue']) writeFileSync(`dist/${file}.js`, 'export {};\n');
    // The prerender loader (bank-onboarding/boot) exports nothing: it starts the element's download.
    writeFileSync('dist/bank-onboarding-boot.d.ts', 'export {};\n');
    rmSync('dist/types', { recursive: true, force: true });
  },
};

export default [
  { input: `${TYPES}/element.d.ts`, output: { file: 'dist/element.d.ts', format: 'es' }, plugins: [dts()] },
  shared('index', 'index'),
  shared('react', 'react'),
  { ...shared('vue', 'vue'), plugins: [dts(), finish] },
];

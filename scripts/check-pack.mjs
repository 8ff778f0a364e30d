#!/usr/bin/env node
/**
 * What `npm pack` would publish (after `npm run build`): the bundle, its chunks, the bundled declarations and
 * the documents hosts read (manifest, preload list, bridge schema, API contract). Fails on any test-support path, on a missing
 * public file, on a declaration file other than the entries' (internal ones are bundled into them), and on a
 * source map that carries the sources themselves (`sourcesContent`). Test support lives in test/support/, and
 * tsconfig.build.json excludes test files by pattern.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TEST_FILE = /(\.test(-d)?\.|\/test\/|fixture|mock|test-support|test-utils|test-client|test-media)/i;
const REQUIRED = [
  'dist/bank-onboarding.js',
  'dist/element.js',
  'dist/bank-onboarding-boot.js',
  'dist/preload.json',
  'dist/react.js',
  'dist/vue.js',
  'custom-elements.json',
  'openapi.json',
  'bridge/bridge-protocol.schema.json',
];
const DECLARATIONS = ['dist/index.d.ts', 'dist/element.d.ts', 'dist/react.d.ts', 'dist/vue.d.ts', 'dist/bank-onboarding-boot.d.ts'];

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }));
const files = pack.files.map((file) => file.path);
const problems = [];
const missing = [...REQUIRED, ...DECLARATIONS].filter((path) => !files.includes(path));
if (missing.length) problems.push(`the package lacks ${missing.join(', ')} (run \`npm run build\` first)`);
const offending = files.filter((path) => TEST_FILE.test(path));
if (offending.length) problems.push(`the package would ship test support:\n  ${offending.join('\n  ')}`);
const internal = files.filter((path) => path.endsWith('.d.ts') && !DECLARATIONS.includes(path));
if (internal.length) problems.push(`the package would ship internal declaration files:\n  ${internal.slice(0, 10).join('\n  ')}`);
const carriesSources = (path) => (JSON.parse(readFileSync(path, 'utf8')).sourcesContent ?? []).some((text) => text !== null);
const withSources = files.filter((path) => path.endsWith('.map') && carriesSources(path));
if (withSources.length) problems.push(`source maps carry the sources (sourcesContent):\n  ${withSources.slice(0, 10).join('\n  ')}`);
// The manifest's declared exports are the built entries' real ones, and nothing else (no bundler-mangled name).
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const declared = (path) => manifest.modules.find((m) => m.path === path)?.exports.filter((e) => e.kind === 'js').map((e) => e.name).sort() ?? [];
const elementExports = Object.keys(await import(new URL('../dist/element.js', import.meta.url).href)).sort();
// The root entry defines the tag on import: the two browser globals it needs, as stand-ins.
globalThis.HTMLElement ??= class {};
globalThis.customElements ??= { registry: new Map(), get(name) { return this.registry.get(name); }, define(name, c) { this.registry.set(name, c); } };
const rootExports = Object.keys(await import(new URL('../dist/bank-onboarding.js', import.meta.url).href)).sort();
for (const [path, actual] of [['dist/element.js', elementExports], ['dist/bank-onboarding.js', rootExports]]) {
  if (JSON.stringify(declared(path)) !== JSON.stringify(actual)) {
    problems.push(`${path} exports ${actual.join(', ')}; custom-elements.json declares ${declared(path).join(', ')}`);
  }
}
if (problems.length) {
  console.error(`check-pack: ${problems.join('\ncheck-pack: ')}`);
  process.exit(1);
}
console.log(`check-pack: ${files.length} files, ${(pack.size / 1024).toFixed(0)} KB packed; no test file, internal declaration or embedded source; entries export what custom-elements.json declares`);
